import type { Service } from "../types";

export const constructionLoans: Service = {
  slug: "construction-loans",
  name: "Construction Loans",
  shortBlurb:
    "Finance for building a new home, a knockdown rebuild or a major renovation, paid to your builder stage by stage.",
  youtubeId: "",
  metaTitle: "Construction Loans NSW | Build or Knockdown Rebuild",
  metaDescription:
    "Construction loans with progress payments for new builds, knockdown rebuilds and major renovations in Sydney. Interest only on what has been drawn.",
  h1: "Construction Loans That Pay Your Builder Stage by Stage",
  contentSections: [
    {
      title: "How progress payments work",
      subsections: [
        {
          title: "Deposit",
          content:
            "Paid when you sign the building contract. In NSW a builder cannot ask for more than 10% of the contract price as a deposit.",
        },
        {
          title: "Base or slab",
          content: "The site is prepared and the foundations or slab are poured.",
        },
        {
          title: "Frame",
          content: "The wall and roof frames are up and have passed inspection.",
        },
        {
          title: "Lock-up",
          content: "External walls, roof, windows and doors are in and the house can be locked.",
        },
        {
          title: "Fixing",
          content: "Internal linings, cabinetry, doors and fixtures are installed.",
        },
        {
          title: "Practical completion",
          content:
            "The home is finished to contract and ready for your final inspection and the occupation certificate.",
        },
      ],
    },
    {
      title: "Interest only on what has been drawn",
      content:
        "During the build you pay interest only on the amount paid out so far, so repayments start small and grow with each stage. Once the home is complete the loan usually switches to principal and interest. If you are renting while you build, we factor both costs into your budget so the build never stretches you.",
    },
    {
      title: "What the lender needs before approval",
      content:
        "Expect to provide a fixed-price building contract with a licensed NSW builder, council-approved plans (a development approval or complying development certificate), the builder's home building compensation insurance certificate for work over $20,000, and quotes for anything outside the contract such as landscaping or pools. The lender values the property as if complete, and that value sets how much it will lend.",
    },
  ],
  faqs: [
    {
      q: "How does the lender pay my builder?",
      a: "The builder sends you an invoice at the end of each stage. You sign an authority, the lender may send a valuer to confirm the work is done, and then the lender pays the builder directly.",
    },
    {
      q: "What if the build costs more than the contract?",
      a: "The lender will only release funds while the remaining loan covers the cost to complete. Variations and overruns usually have to be paid from your own funds first, so we build a contingency into your plan from the start.",
    },
    {
      q: "Can first home buyers get help to build?",
      a: "Yes. The NSW First Home Owner Grant of $10,000 applies to building a new home where the land and construction together are valued up to $750,000, and the 5% Deposit Scheme can be used for house and land packages and new builds within the price cap.",
    },
    {
      q: "How long do I have to finish building?",
      a: "Lenders usually require construction to start within about six months of the loan settling and finish within 12 to 24 months. Extensions are possible but need the lender's approval, so we check these terms against your builder's timeline.",
    },
    {
      q: "Can I use a construction loan for a knockdown rebuild?",
      a: "Yes. The loan can refinance any existing mortgage on the land and fund the new build through progress payments. The lender assesses the land value plus the as-if-complete value of the new home.",
    },
  ],
};
