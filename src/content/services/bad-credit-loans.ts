import type { Service } from "../types";

export const badCreditLoans: Service = {
  slug: "bad-credit-loans",
  name: "Bad Credit Home Loans",
  shortBlurb:
    "Defaults, late payments or a past debt agreement do not rule you out. We match you with lenders who look at your whole story.",
  youtubeId: "",
  metaTitle: "Bad Credit Home Loans Sydney | Specialist Lenders",
  metaDescription:
    "Home loans after defaults, late payments, debt agreements or discharged bankruptcy. Specialist lenders, honest advice and a plan back to mainstream rates.",
  h1: "Bad Credit Home Loans: A Second Chance at Home Ownership",
  contentSections: [
    {
      title: "What lenders treat as bad credit",
      content:
        "Australian credit files show 24 months of repayment history on your home loans, credit cards and personal loans, plus defaults, court judgments, debt agreements, bankruptcies and every credit application you have made. A score of 500 or more is a decent starting point, but lenders look at the detail too: a single late payment during a bad month reads very differently from a pattern of missed repayments.",
    },
    {
      title: "How long marks stay on your file",
      subsections: [
        {
          title: "Repayment history",
          content: "Late or missed repayments are shown for 2 years.",
        },
        {
          title: "Defaults",
          content:
            "An overdue debt of $150 or more can be listed after 60 days and stays for 5 years, even once paid; the listing is updated to show it was paid.",
        },
        {
          title: "Credit enquiries",
          content:
            "Every application stays on your file for 5 years, and many in a short time can lower your score.",
        },
        {
          title: "Debt agreements and bankruptcy",
          content:
            "These are usually listed for at least 5 years from when they began, and longer if they run past that.",
        },
      ],
    },
    {
      title: "How we get these applications approved",
      content:
        "Specialist and non-bank lenders assess the reason behind the credit problem and what has happened since, not just the score. We check your credit report first, help correct anything that is wrong, explain your circumstances to the lender up front and apply to one well-chosen lender. Rates are usually higher to start, so we plan to refinance you to a mainstream lender after 12 to 24 months of clean repayments.",
    },
  ],
  faqs: [
    {
      q: "What credit score do I need for a home loan?",
      a: "A score of 500 or more is decent, and higher scores open up more lenders and sharper rates. Below that, specialist lenders can still help if the reason for the lower score is explained and your recent conduct is clean.",
    },
    {
      q: "Can I get a home loan with a paid default?",
      a: "Often, yes. Paid defaults, especially older or smaller ones, are accepted by a number of specialist lenders and some mainstream ones. Unpaid defaults narrow your options, so paying them before you apply usually helps.",
    },
    {
      q: "Does checking my own credit report hurt my score?",
      a: "No. Checking your own report is not recorded as a credit enquiry. You can get your credit report free every three months from each of Australia's credit reporting bodies.",
    },
    {
      q: "Can wrong listings be removed from my credit file?",
      a: "Yes. If a listing is incorrect, you can ask the credit provider or the credit reporting body to correct it, free of charge. If they will not, you can complain to the Australian Financial Complaints Authority. Correct listings cannot be removed early.",
    },
    {
      q: "Will I be stuck on a high rate forever?",
      a: "No. After 12 to 24 months of on-time repayments, and once older marks age, many borrowers can refinance to a mainstream lender. We set a review date when your loan settles.",
    },
  ],
};
