import type { Service } from "../types";

export const refinanceLoans: Service = {
  slug: "refinance-loans",
  name: "Refinancing",
  shortBlurb:
    "Check whether your current home loan still stacks up, then move to a sharper rate, better features or a structure that fits your next goal.",
  youtubeId: "",
  metaTitle: "Refinance Your Home Loan | Sydney Mortgage Broker",
  metaDescription:
    "Free refinance review from a Sydney mortgage broker. We compare 40+ lenders, work out the true cost of switching and handle the paperwork end to end.",
  h1: "Refinance Your Home Loan and Stop Paying More Than You Need To",
  contentSections: [
    {
      title: "When refinancing makes sense",
      subsections: [
        {
          title: "Your rate has drifted",
          content:
            "Lenders often save their sharpest rates for new customers. If you have not reviewed your loan in a year or two, there is a good chance a lower rate is available, either from another lender or by asking your own for a price review.",
        },
        {
          title: "Your fixed term is ending",
          content:
            "When a fixed rate expires the loan usually rolls onto the lender's standard variable rate, which can be well above what new customers are offered. Reviewing two to three months beforehand gives time to switch without a gap.",
        },
        {
          title: "You want to use your equity",
          content:
            "Refinancing can release equity for renovations, a deposit on an investment property or a business purpose, with each purpose set up as a separate split so the interest is easy to track.",
        },
        {
          title: "High-interest debts are piling up",
          content:
            "Rolling credit cards and personal loans into your home loan can cut monthly repayments sharply, as long as you have the equity and a plan to pay the debt down rather than stretch it over 30 years.",
        },
      ],
    },
    {
      title: "What switching costs",
      content:
        "Before recommending a switch we add up the real costs: your current lender's discharge fee, break costs if any part of the loan is fixed, NSW government fees to register and discharge the mortgage, and any application or valuation fees on the new loan. If the new loan would be above 80% of your property's value, LMI may apply again. We only recommend refinancing when the saving clearly outweighs these costs over the time you expect to keep the loan.",
    },
    {
      title: "How the switch works",
      content:
        "We compare lenders, order a valuation of your property and lodge the application. Once it is approved you sign the new loan documents, and on settlement day the new lender pays out your old loan directly. Most refinances settle within two to four weeks of application, and your repayments simply move to the new account.",
    },
  ],
  faqs: [
    {
      q: "How often should I review my home loan?",
      a: "At least every 12 to 24 months, and always a few months before a fixed rate ends. A review does not have to mean switching; sometimes the best result is your current lender matching a competitor's rate.",
    },
    {
      q: "Can I refinance with less than 20% equity?",
      a: "Yes, but most lenders will charge LMI again if the new loan is above 80% of the property's value, and that cost can wipe out the saving. We check your likely valuation first so you know where you stand before applying.",
    },
    {
      q: "What are break costs on a fixed loan?",
      a: "If you leave a fixed rate early, the lender can charge a break cost to cover its loss when wholesale rates have fallen since you fixed. It can range from nothing to several thousand dollars, so we ask your lender for a quote before you commit.",
    },
    {
      q: "Will refinancing hurt my credit score?",
      a: "Each application is recorded as an enquiry on your credit file, and several in a short time can lower your score. That is why we compare lenders first and lodge one well-prepared application rather than applying around.",
    },
    {
      q: "Should I refinance for a cashback offer?",
      a: "A cashback can help cover switching costs, but it should not be the reason to choose a lender. A slightly higher rate can cost more than the cashback within a couple of years, so we compare the total cost over the period you expect to keep the loan.",
    },
  ],
};
