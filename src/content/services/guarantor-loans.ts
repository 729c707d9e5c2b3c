import type { Service } from "../types";

export const guarantorLoans: Service = {
  slug: "guarantor-loans",
  name: "Guarantor Home Loans",
  shortBlurb:
    "Let a family member's property equity stand in for your deposit and buy without LMI, with the guarantee limited and released as soon as possible.",
  youtubeId: "",
  metaTitle: "Guarantor Home Loans | Family Guarantee Sydney",
  metaDescription:
    "Buy with little or no deposit using a family guarantee. Avoid LMI, limit the guarantee and release it once your loan falls below 80% of the value.",
  h1: "Guarantor Home Loans: Family Help Without the LMI",
  contentSections: [
    {
      title: "How a family guarantee works",
      content:
        "A family member, usually a parent, offers equity in their own property as extra security for part of your loan. Because the lender holds security for more than 20% of the value, you can borrow up to the full purchase price, and with some lenders the costs as well, without paying LMI. No money changes hands: the guarantor is not paying your deposit, they are backing part of the loan.",
    },
    {
      title: "Protecting the family",
      subsections: [
        {
          title: "A limited guarantee",
          content:
            "The guarantee is usually capped at the amount needed to bring your loan to 80% of the value, not the whole loan, so the guarantor knows their maximum exposure.",
        },
        {
          title: "Independent legal advice",
          content:
            "Lenders require guarantors to get their own legal advice before signing, so they fully understand what they are agreeing to.",
        },
        {
          title: "A plan to release it",
          content:
            "Once repayments or growth in value bring your loan below 80% of the property's value, the guarantee can be removed. We track this and apply for the release when you get there.",
        },
        {
          title: "If repayments are missed",
          content:
            "The guarantor can be called on up to the limit of the guarantee. Good income protection and a repayment buffer protect both of you.",
        },
      ],
    },
    {
      title: "Who can be a guarantor",
      content:
        "Most lenders accept parents, and some accept siblings, grandparents or a spouse or de facto partner. The guarantor needs enough equity in their property, and some lenders also consider their age and income. A different arrangement, the government's Family Home Guarantee, lets eligible single parents buy with a 2% deposit; we can compare both if it applies to you.",
    },
  ],
  faqs: [
    {
      q: "How much can I borrow with a guarantor?",
      a: "With a family guarantee most lenders will lend up to 100% of the purchase price, and some up to about 105% to cover stamp duty and costs. You still need the income to afford the repayments.",
    },
    {
      q: "Does my guarantor have to pay anything?",
      a: "Not upfront. They provide equity in their property as security. They only become liable, up to the guarantee limit, if you cannot meet your repayments and the property's sale does not cover the debt.",
    },
    {
      q: "Can my parents still sell or refinance their home?",
      a: "While the guarantee is in place the lender holds a mortgage over their property, so selling or refinancing it needs the guarantee released or replaced. Planning an early release avoids that problem.",
    },
    {
      q: "How do we remove the guarantee?",
      a: "When your loan falls to 80% of the property's value or below, through repayments, growth or a lump sum, the lender can release the guarantor. A new valuation is usually needed, and we handle the request for you.",
    },
    {
      q: "Is a guarantor loan the same as the Family Home Guarantee?",
      a: "No. A guarantor loan uses a relative's property as security. The Family Home Guarantee is a government scheme for eligible single parents and legal guardians to buy with a 2% deposit and no LMI, with no relative involved.",
    },
  ],
};
