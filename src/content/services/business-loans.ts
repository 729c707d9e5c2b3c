import type { Service } from "../types";

export const businessLoans: Service = {
  slug: "business-loans",
  name: "Business Loans",
  shortBlurb:
    "Finance for commercial property, equipment, vehicles and working capital, matched to how your business earns and grows.",
  youtubeId: "",
  metaTitle: "Business Loans Sydney | Commercial & Equipment Finance",
  metaDescription:
    "Business loans for commercial property, equipment, vehicles and cash flow. We compare banks and specialist lenders for Sydney business owners.",
  h1: "Business Loans for Sydney Business Owners",
  contentSections: [
    {
      title: "Types of business finance",
      subsections: [
        {
          title: "Commercial property loans",
          content:
            "For buying your own premises or an investment in offices, shops, warehouses or industrial units, usually secured by the property itself.",
        },
        {
          title: "Equipment and vehicle finance",
          content:
            "Chattel mortgages and leases fund vehicles, machinery and fit-outs, with the asset as security and terms matched to its working life.",
        },
        {
          title: "Overdrafts and lines of credit",
          content:
            "A revolving limit to smooth out cash flow between paying suppliers and getting paid, with interest only on what you use.",
        },
        {
          title: "Unsecured business loans",
          content:
            "Faster approval without property security, based on the business's turnover and trading history, at a higher rate than secured lending.",
        },
      ],
    },
    {
      title: "What lenders need to see",
      content:
        "Expect to provide two years of financial statements and tax returns, recent BAS, business bank statements and details of any tax debt on your ATO account. Start-ups and expansions also need a clear plan showing how the repayments will be met. Secured loans need details of the property or asset offered as security.",
    },
    {
      title: "Commercial property is not a home loan",
      content:
        "Commercial loans are usually capped at 60-70% of the property's value, run for shorter terms and may be reviewed every few years. Lenders weigh the lease, the tenant's strength and how long is left on the lease as much as the building. Because terms differ so much, comparing banks and specialist lenders can make a real difference to cost and flexibility.",
    },
  ],
  faqs: [
    {
      q: "How much deposit do I need for a commercial property?",
      a: "Usually 30-40% of the price plus costs, as most lenders cap commercial loans at 60-70% of the value. Some lenders go higher for strong borrowers, or when extra security such as equity in your home is offered.",
    },
    {
      q: "Can I get business finance with an ATO debt?",
      a: "It is harder but often possible, particularly if you have a payment arrangement in place with the ATO and have kept to it. Lenders will want to see the arrangement and your recent lodgement history.",
    },
    {
      q: "Are business loans covered by the same consumer protections as home loans?",
      a: "Generally not. Loans used mainly for business purposes fall outside the National Consumer Credit Protection Act, so contract terms, fees and default clauses deserve a careful read. We explain the key terms before you sign.",
    },
    {
      q: "Secured or unsecured: which is better?",
      a: "Secured loans cost less and allow larger amounts but put the asset at risk. Unsecured loans are faster and keep your property out of it, at a higher rate and usually a shorter term. The right choice depends on the amount, the purpose and how quickly you need the funds.",
    },
    {
      q: "How quickly can a business loan be approved?",
      a: "Unsecured loans and equipment finance can be approved within days. Commercial property loans take longer, usually several weeks, because of valuations, lease reviews and legal work.",
    },
  ],
};
