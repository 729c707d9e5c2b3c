import type { LeadMagnet, LeadMagnetType } from "./types";

const magnets = [
  {
    id: "property-cashflow-calculator",
    title: "Property Cashflow Calculator",
    description:
      "See an investment property's weekly cash flow before you buy: rent, interest, strata, council rates, land tax, insurance and management fees in one sheet.",
    fileName: "property-cashflow-calculator.xlsx",
    fileUrl: "/downloads/property-cashflow-calculator.xlsx",
    category: "Investment Tools",
    type: "spreadsheet",
  },
  {
    id: "first-home-buyers-guide",
    title: "First Home Buyer's Complete Guide",
    description:
      "Every step from saving a deposit to settlement day, with the 5% Deposit Scheme, NSW stamp duty exemptions and the First Home Owner Grant explained.",
    fileName: "first-home-buyers-complete-guide.pdf",
    fileUrl: "/downloads/first-home-buyers-complete-guide.pdf",
    category: "Home Buying",
    type: "guide",
  },
  {
    id: "advanced-loan-calculator",
    title: "Advanced Loan Calculator",
    description:
      "Model repayments, extra repayments, offset balances and interest-only periods, and see how each one changes the total interest you pay.",
    fileName: "advanced-loan-calculator.xlsx",
    fileUrl: "/downloads/advanced-loan-calculator.xlsx",
    category: "Tools",
    type: "spreadsheet",
  },
  {
    id: "investment-property-checklist",
    title: "Investment Property Checklist",
    description:
      "What to check before buying an investment: rental demand, strata records, building reports, loan structure and the costs that are easy to miss.",
    fileName: "investment-property-checklist.pdf",
    fileUrl: "/downloads/investment-property-checklist.pdf",
    category: "Investment",
    type: "checklist",
  },
  {
    id: "debt-consolidation-strategy-guide",
    title: "Debt Consolidation Strategy Guide",
    description:
      "How rolling credit cards and personal loans into your home loan works, what it costs over time, and how to clear the debt rather than stretch it out.",
    fileName: "debt-consolidation-strategy-guide.pdf",
    fileUrl: "/downloads/debt-consolidation-strategy-guide.pdf",
    category: "Debt Management",
    type: "guide",
  },
] as const satisfies readonly LeadMagnet[];

/** A lead magnet's id, as `<resource-download lead-magnet>` takes it. */
export type LeadMagnetId = (typeof magnets)[number]["id"];

/** The free downloads on the Resources page. Files are served statically from `/downloads/`. */
export const leadMagnets: readonly LeadMagnet[] = magnets;

/** The "What's included" list shown beside each download, by kind of file. */
export const includedByType: Record<LeadMagnetType, string[]> = {
  spreadsheet: [
    "Editable spreadsheet for Excel, Numbers or Google Sheets",
    "Worked example figures you can replace with your own",
    "Notes explaining every input and result",
  ],
  guide: [
    "Plain-English guide written for NSW buyers",
    "Step-by-step explanations with worked examples",
    "Printable PDF to keep and share",
  ],
  checklist: [
    "Printable PDF checklist",
    "Questions to ask agents, inspectors and strata managers",
    "Space to compare properties side by side",
  ],
};
