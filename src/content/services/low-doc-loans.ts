import type { Service } from "../types";

export const lowDocLoans: Service = {
  slug: "low-doc-loans",
  name: "Low Doc Loans",
  shortBlurb:
    "Home loans for self-employed borrowers whose latest tax returns do not show what the business really earns today.",
  youtubeId: "",
  metaTitle: "Low Doc Home Loans | Self-Employed Borrowers Sydney",
  metaDescription:
    "Low doc home loans for the self-employed: income verified with BAS, business bank statements or an accountant's declaration. Compare 40+ lenders.",
  h1: "Low Doc Loans for Self-Employed Borrowers",
  contentSections: [
    {
      title: "Who low doc loans are for",
      content:
        "Sole traders, contractors, company directors and small business owners often earn more than their last lodged tax return shows, or have not lodged the latest one yet. A low doc loan lets a lender assess your current income using other evidence, so a growing business does not hold back your property plans.",
    },
    {
      title: "How your income is verified",
      subsections: [
        {
          title: "Business activity statements",
          content:
            "Recent BAS show your turnover, and many lenders calculate income from the last 6 to 12 months of them.",
        },
        {
          title: "Business bank statements",
          content:
            "Six to twelve months of business account statements can show the money actually coming into the business.",
        },
        {
          title: "Accountant's declaration",
          content:
            "A signed letter from your accountant confirming your income, often used together with BAS or statements.",
        },
      ],
    },
    {
      title: "What to expect on rates, deposit and fees",
      content:
        "Low doc loans are usually available up to 80% of the property's value, with some lenders going higher with LMI. Rates and fees tend to be a little higher than a standard loan, reflecting the lender's risk. Most lenders want your ABN registered for at least 12 months, and some for two years. Once you lodge your tax returns, we can look at refinancing you onto a standard full doc loan at a sharper rate.",
    },
  ],
  faqs: [
    {
      q: "Does low doc mean no documents?",
      a: "No. Responsible lending laws still require the lender to verify that you can afford the loan. Low doc means your income is proven with BAS, bank statements or an accountant's declaration rather than the most recent tax returns.",
    },
    {
      q: "How long do I need to have had my ABN?",
      a: "Most lenders want at least 12 months of ABN registration, and some want two years. A few specialist lenders consider less if you have worked in the same industry before going out on your own.",
    },
    {
      q: "Do I need to be registered for GST?",
      a: "Lenders that verify income with BAS generally expect GST registration. If your turnover is below the GST threshold, business bank statements or an accountant's declaration may be used instead.",
    },
    {
      q: "Are low doc rates much higher?",
      a: "They are usually somewhat higher than full doc rates, and the gap narrows with a bigger deposit and a clean credit history. Comparing lenders matters because low doc pricing varies widely between them.",
    },
    {
      q: "Can I switch to a standard loan later?",
      a: "Yes. Once your tax returns show your income, refinancing onto a full doc loan often brings a lower rate. We diarise a review for when your returns are lodged.",
    },
  ],
};
