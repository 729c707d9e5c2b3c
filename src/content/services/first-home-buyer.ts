import type { Service } from "../types";

export const firstHomeBuyer: Service = {
  slug: "first-home-buyer",
  name: "First Home Buyer Loans",
  shortBlurb:
    "Use every NSW and federal scheme you are entitled to, from the 5% Deposit Scheme to stamp duty exemptions, and buy sooner with less saved.",
  youtubeId: "",
  metaTitle: "First Home Buyer Loans NSW | 5% Deposit Scheme",
  metaDescription:
    "First home buyer loans in Sydney: 5% Deposit Scheme, NSW stamp duty exemptions up to $800,000, the First Home Owner Grant and pre-approval in 3-5 days.",
  h1: "First Home Buyer Loans: Buy Sooner With Less Saved",
  contentSections: [
    {
      title: "Government help for NSW first home buyers",
      subsections: [
        {
          title: "5% Deposit Scheme (First Home Guarantee)",
          content:
            "The Australian Government guarantees up to 15% of the property's value, so you can buy with a 5% deposit and pay no LMI. Since 1 October 2025 there are no income limits or caps on places; property price caps still apply, set at $1.5 million for Sydney. The home must be one you will live in.",
        },
        {
          title: "Family Home Guarantee",
          content:
            "Eligible single parents and single legal guardians can buy with a 2% deposit and no LMI. You do not have to be a first home buyer, but you cannot own property at the time.",
        },
        {
          title: "NSW transfer duty exemption",
          content:
            "Under the First Home Buyers Assistance Scheme, new and existing homes valued up to $800,000 pay no transfer duty, with a reduced rate up to $1 million. Vacant land is exempt up to $350,000, with a concession up to $450,000. You must move in within 12 months and live there for at least 12 months.",
        },
        {
          title: "First Home Owner Grant (New Homes)",
          content:
            "A $10,000 grant for a brand-new home valued up to $600,000, or up to $750,000 for land and construction combined when you build. It does not apply to established homes.",
        },
        {
          title: "First Home Super Saver Scheme",
          content:
            "Voluntary super contributions of up to $15,000 a year, and $50,000 in total, can be released to put towards your deposit, often with a tax advantage over saving in a bank account. Apply for a release determination from the ATO before you sign a contract.",
        },
      ],
    },
    {
      title: "What your first purchase really costs",
      content:
        "Beyond the deposit, plan for a building and pest inspection (about $400-600 each time you seriously consider a property), conveyancing, strata report costs for apartments, the lender's fees and moving costs. If you buy above the stamp duty exemption threshold, transfer duty is usually the biggest extra cost, so we work out your all-in figure before you start bidding.",
    },
    {
      title: "From saving to settlement",
      content:
        "We start with your borrowing power and the schemes you qualify for, then get you pre-approved, which usually takes 3-5 business days. When you find a property we check it against the lender's policy and the scheme's price cap, arrange formal approval after the valuation, and stay with you through to settlement and the first repayment.",
    },
  ],
  faqs: [
    {
      q: "Can I really buy with a 5% deposit?",
      a: "Yes. Through the 5% Deposit Scheme the government guarantees the gap to 20%, so eligible buyers avoid LMI. Without the scheme many lenders still accept 5% with LMI added to the loan. Either way you still need to pass the lender's serviceability assessment.",
    },
    {
      q: "Do first home buyers pay stamp duty in NSW?",
      a: "Not on a home valued up to $800,000, and at a reduced rate up to $1 million, under the First Home Buyers Assistance Scheme. At least one buyer must be an Australian citizen or permanent resident, and you must live in the home for at least 12 months.",
    },
    {
      q: "Who counts as a first home buyer?",
      a: "For the NSW stamp duty exemption and grant, neither you nor your spouse or partner can have owned residential property in Australia before. The 5% Deposit Scheme also accepts buyers who have not owned property in Australia in the past 10 years.",
    },
    {
      q: "Can I buy with a friend or sibling?",
      a: "Yes. The 5% Deposit Scheme accepts two joint applicants who are not partners, such as friends or siblings. We recommend a co-ownership agreement that sets out what happens if one of you wants to sell.",
    },
    {
      q: "Do I need genuine savings?",
      a: "Many lenders want to see part of the deposit saved or held over at least three months. Some accept a solid rental history instead, and gifted deposits are accepted by most lenders with a signed gift letter.",
    },
  ],
};
