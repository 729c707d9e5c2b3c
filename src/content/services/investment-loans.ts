import type { Service } from "../types";

export const investmentLoans: Service = {
  slug: "investment-loans",
  name: "Investment Property Loans",
  shortBlurb:
    "Loans for your first or next investment property, structured to keep deductible debt clean and your borrowing power intact for the next purchase.",
  youtubeId: "",
  metaTitle: "Investment Property Loans Sydney | Mortgage Broker",
  metaDescription:
    "Investment loans compared across 40+ lenders: interest-only or P&I, using equity from your home and structures that keep your deductible debt clean.",
  h1: "Investment Property Loans Built for Your Portfolio",
  contentSections: [
    {
      title: "Structuring an investment loan",
      subsections: [
        {
          title: "Interest-only or principal and interest",
          content:
            "Interest-only repayments keep cash flow free for a set period, usually up to five years, but the balance does not fall and lenders price interest-only loans higher. Principal and interest builds equity from day one.",
        },
        {
          title: "Using equity in your home",
          content:
            "If your home is worth more than you owe, a separate loan split against it can fund the deposit and costs on an investment, often avoiding the need for cash savings.",
        },
        {
          title: "Keep the debt separate",
          content:
            "Interest on money borrowed to buy an income-producing property is generally tax deductible. Mixing it with personal debt or redrawing for private spending muddies that, so we set up separate splits for each purpose.",
        },
        {
          title: "Offset rather than redraw",
          content:
            "Parking spare cash in an offset account reduces interest without repaying the debt, which keeps the deductible loan balance intact if you later move out and rent the place.",
        },
      ],
    },
    {
      title: "How lenders assess investors",
      content:
        "Lenders usually count only 70-80% of the expected rent to allow for vacancies and costs, and they test your repayments at a rate at least 3 percentage points above the loan rate. Every existing property loan is included, and some lenders assess other lenders' debts at a higher rate than their own. These policy differences are why one lender may approve far more than another for the same investor.",
    },
    {
      title: "Costs to plan for in NSW",
      content:
        "Investors pay full transfer duty, as first home buyer concessions do not apply. Once the combined land value of your investment properties passes the NSW land tax threshold, annual land tax applies. Budget also for strata levies, council and water rates, landlord insurance and property management fees. Your accountant can advise on deductions and depreciation; we make sure the loan is set up to support their advice.",
    },
  ],
  faqs: [
    {
      q: "How much deposit do I need for an investment property?",
      a: "Most investors put down 10-20% plus costs. Some lenders accept less with LMI, but investment loans above 80% of the value are assessed more strictly. Equity from your home can often provide the deposit.",
    },
    {
      q: "Are investment loan rates higher than home loan rates?",
      a: "Usually yes. Lenders price investment loans above owner-occupier loans, and interest-only investment loans higher again. Comparing 40+ lenders matters more here because the gap between lenders is often wider.",
    },
    {
      q: "Can I use the equity in my home to buy an investment?",
      a: "Yes. Lenders generally let you borrow up to 80% of your home's value without LMI. We set the equity release up as a separate split so the interest on it can be tracked against the investment.",
    },
    {
      q: "Is the interest tax deductible?",
      a: "Interest on money borrowed to buy a property that earns rent is generally deductible, but the rules depend on your circumstances. We structure the loan so the records are clear and recommend you confirm the tax treatment with your accountant.",
    },
    {
      q: "How many investment properties can I borrow for?",
      a: "There is no fixed limit; it depends on your income, the rent, your existing debts and each lender's policy. Lenders differ widely in how they treat a growing portfolio, so the order you borrow from them can matter.",
    },
  ],
};
