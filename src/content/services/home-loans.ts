import type { Service } from "../types";

export const homeLoans: Service = {
  slug: "home-loans",
  name: "Home Loans",
  shortBlurb:
    "Owner-occupier home loans compared across 40+ lenders, with the rate, features and structure matched to how you live and repay.",
  youtubeId: "",
  metaTitle: "Home Loans Sydney | Compare 40+ Lenders",
  metaDescription:
    "Compare owner-occupier home loans from 40+ lenders with a Sydney mortgage broker. Deposits from 5%, pre-approval in 3-5 business days, no upfront cost.",
  h1: "Home Loans in Sydney, Compared Across 40+ Lenders",
  contentSections: [
    {
      title: "How we find the right home loan",
      content:
        "Banks only show you their own products. We compare home loans from 40+ lenders, including the major banks, regional banks, credit unions and non-bank lenders, then shortlist the ones whose rates, fees and credit policy fit your income, deposit and plans. You see the comparison rate, the fees and why each option made the list before anything is lodged. Because the lender pays our commission, there is no upfront cost to you.",
    },
    {
      title: "Features worth comparing",
      subsections: [
        {
          title: "Variable or fixed rate",
          content:
            "A variable rate moves with the lender's pricing and usually allows unlimited extra repayments. A fixed rate locks your repayment for one to five years but limits extra repayments and can attract break costs if you sell or refinance early.",
        },
        {
          title: "Split loans",
          content:
            "Splitting the loan into fixed and variable portions gives you some repayment certainty while keeping flexibility on the variable part, including an offset account on many lenders.",
        },
        {
          title: "Offset accounts",
          content:
            "Money held in a 100% offset account is deducted from the loan balance before interest is calculated each day, so your savings reduce interest while staying available to spend.",
        },
        {
          title: "Redraw",
          content:
            "Redraw lets you take back extra repayments you have made. It is cheaper than an offset on some loans, but lenders can limit or change redraw access.",
        },
        {
          title: "Comparison rate",
          content:
            "The comparison rate folds most upfront and ongoing fees into a single percentage, calculated on a $150,000 loan over 25 years. It is a better guide to cost than the headline rate alone.",
        },
      ],
    },
    {
      title: "Your deposit and buying costs",
      content:
        "You can buy with a deposit from 5%, and most of our buyers put down 5-10%. If you borrow more than 80% of the property's value, most lenders charge lenders mortgage insurance (LMI), which can usually be added to the loan. On top of the deposit, budget for NSW transfer duty (stamp duty) unless a first home buyer exemption applies, conveyancing, a building and pest inspection (about $400-600) and the lender's application and settlement fees.",
    },
    {
      title: "What lenders look at",
      content:
        "Lenders assess your income, your living expenses against household benchmarks, every existing debt and your credit history. Credit cards count against you on their full limit, not the balance, so closing unused cards can lift your borrowing power. Lenders must also test whether you could afford the loan if rates rose by at least 3 percentage points. We run these numbers before you apply so there are no surprises.",
    },
  ],
  faqs: [
    {
      q: "How much deposit do I need to buy a home?",
      a: "Deposits start from 5% of the purchase price, and most buyers put down 5-10%. Below 20% most lenders charge lenders mortgage insurance, unless you use a government guarantee scheme, a family guarantee or qualify for a professional LMI waiver. You will also need funds for stamp duty (unless exempt), legal costs and inspections.",
    },
    {
      q: "What is lenders mortgage insurance (LMI)?",
      a: "LMI is a one-off premium that protects the lender, not you, if a loan with less than a 20% deposit goes bad. The cost rises with the loan size and the loan-to-value ratio (LVR). It can usually be added to the loan, and in some cases avoided altogether through the 5% Deposit Scheme, a guarantor or an LMI waiver for eligible professionals.",
    },
    {
      q: "How long does pre-approval take?",
      a: "Pre-approval usually takes 3-5 business days once we have your payslips, bank statements and ID. It is normally valid for three to six months depending on the lender, and we can renew it if your search takes longer.",
    },
    {
      q: "Does using a mortgage broker cost more than going to my bank?",
      a: "No. The lender pays our commission, so there is no upfront cost to you, and the interest rate you are offered is not higher because you came through a broker. Brokers are also legally required to act in your best interests when recommending a loan.",
    },
    {
      q: "Should I fix my rate or stay variable?",
      a: "It depends on how much certainty you need and how much flexibility you want. Fixing protects your budget if rates rise but limits extra repayments and can mean break costs if you sell or refinance. Many borrowers split the loan to get some of both; we model each option on your numbers.",
    },
  ],
};
