import type { DebtType } from "./debt";

/*
 * The debt calculator's copy, and every way its three variants differ: starting figures, rate
 * input, copy, chart axis, layout. The calculator renders one layout from this table, so a
 * variant is changed here rather than in its JSX. The on-screen texts of the slider version and
 * the first variant are the brief's words, kept word for word.
 */

/** `slider` (/debt-calculator), `detailed` (the first variant), `compact` (/debtcalc2). */
export type CalculatorVariant = "slider" | "detailed" | "compact";

/** A monthly figure of the results, by the name of its value in the calculator's result. */
export type CalculatorFigure =
  | "currentMonthly"
  | "refinancedMonthly"
  | "monthlySavings"
  | "annualSavings";

/** Colour of a figure: current purple, refinanced and savings green; none is plain text. */
export type CalculatorFigureTone = "current" | "refinanced" | "savings" | "yearly";

/** The refinance rate as a slider (5.5–8 %, the slider version) or a box the rate is typed into. */
export type CalculatorRateInput =
  | { kind: "slider"; label: string; hint: string; note: string }
  | { kind: "typed"; label: string; term: string; placeholder: string };

/** A starting row: a debt type (its typical rate filled in) and an amount, or a blank row. */
export interface CalculatorStartingDebt {
  type: DebtType | "";
  amount: number;
}

export interface CalculatorVariantDefinition {
  /** The rows and the refinance rate (annual percent) a calculator opens with. */
  start: { debts: readonly CalculatorStartingDebt[]; rate: number };
  title: string;
  subtitle: string;
  /** The trading name and mark, linking to the site's home page, above the title. */
  logo: boolean;
  debtsCardTitle: string;
  resultsCardTitle: string;
  debtRow: {
    typeLabel: string;
    typePlaceholder: string;
    amountLabel: string;
    amountPlaceholder: string;
    rateLabel: string;
    ratePlaceholder: string;
    /** The checkbox that counts a debt at 0 %: 'N/A' in the first variant, 'Not sure' in the slider ones. */
    notApplicableLabel: string;
    /** Ticking the checkbox also sets the rate to 0 (the first variant's N/A; unticking keeps 0). */
    notApplicableClearsRate: boolean;
    /** "$" before the amount and "%" after the rate, where the labels do not say so. */
    units: boolean;
    /**
     * Type, amount and rate on one line when the calculator is wide, in a wider debts card (the
     * calculator's `data-one-line` styling hook).
     */
    oneLine: boolean;
  };
  rate: CalculatorRateInput;
  /** Fraction digits of the money figures: whole dollars in the slider version, cents in the first. */
  decimals: 0 | 2;
  /**
   * The chart's value axis: `headroom` runs to 1.2 × the current payment (at least $100), as the
   * first variant's chart does; `round` to the next round multiple above the larger payment, which
   * suits whole dollars.
   */
  axis: "headroom" | "round";
  figures: {
    /** `totals`: a list under the rate in the debts card; `tiles`: a grid in the results card. */
    layout: "totals" | "tiles";
    items: readonly { value: CalculatorFigure; label: string; tone?: CalculatorFigureTone }[];
  };
  /** The total of the counted debts above the figures. */
  totalDebt: boolean;
  /** The Comparison / Monthly Payment / Annual Cost table. */
  comparisonTable: boolean;
  /** The sentence stating the yearly saving. */
  yearlySummary: boolean;
  /** `results-card`: call to action and share link close the results card; `below`: under both cards. */
  actions: "results-card" | "below";
  callToAction: string;
  /** The call to action's highlight flag, on for 1.5 s every 10 s (the second variant's). */
  highlight: boolean;
  dialog: { title: string; description: string };
  /**
   * Beside the figures while a counted debt has no rate (ticked with `notApplicableLabel`, or
   * left blank): the maths counts such a debt at 0 %, so it has no current repayment, yet its
   * amount moves into the home loan, so the saving shrinks.
   */
  unknownRateNote: string;
}

const sliderRate: CalculatorRateInput = {
  kind: "slider",
  label: "Home Loan Refinance Rate",
  hint: "Lower rate = more savings",
  note: "*Based on a 30-year term. Actual rates may vary.",
};

const sliderRow: CalculatorVariantDefinition["debtRow"] = {
  typeLabel: "What type of debt is this?",
  typePlaceholder: "Select debt type",
  amountLabel: "How much do you owe?",
  amountPlaceholder: "e.g. 10,000",
  rateLabel: "What's the interest rate?",
  ratePlaceholder: "e.g. 19.99",
  notApplicableLabel: "Not sure",
  notApplicableClearsRate: false,
  units: true,
  oneLine: false,
};

const tiles: CalculatorVariantDefinition["figures"] = {
  layout: "tiles",
  items: [
    { value: "currentMonthly", label: "Current Monthly", tone: "current" },
    { value: "refinancedMonthly", label: "Refinanced Monthly", tone: "refinanced" },
    { value: "monthlySavings", label: "Monthly Savings", tone: "savings" },
    { value: "annualSavings", label: "Yearly Savings", tone: "yearly" },
  ],
};

const leadDialog = {
  title: "Contact Us To Start Saving",
  description: "Fill out this form to learn how to consolidate your debts and start saving today.",
};

const unknownRateNote = (label: string) =>
  `A debt marked '${label}', or with no rate, is counted with no current repayment, so your saving may look smaller than it is. Enter its rate for a true comparison.`;

/** One $10,000 credit card, at the card's typical rate: a saving shows straight away. */
const creditCard: CalculatorStartingDebt = { type: "credit-card", amount: 10000 };
const blankRow: CalculatorStartingDebt = { type: "", amount: 0 };

const slider: CalculatorVariantDefinition = {
  // The brief gives no starting rate for the slider version: 6.0 sits inside the slider's
  // 5.5–8 % range and matches the "about 6% on a home loan" the debt site quotes.
  start: { debts: [creditCard], rate: 6.0 },
  title: "Debt Refinance Calculator",
  subtitle: "See how much you could save by refinancing your high-interest debts",
  logo: true,
  debtsCardTitle: "Enter Your Debt Information",
  resultsCardTitle: "Your Potential Savings",
  debtRow: sliderRow,
  rate: sliderRate,
  decimals: 0,
  axis: "round",
  figures: tiles,
  totalDebt: false,
  comparisonTable: false,
  yearlySummary: false,
  actions: "results-card",
  callToAction: "Start Saving Today!",
  highlight: false,
  dialog: leadDialog,
  unknownRateNote: unknownRateNote(sliderRow.notApplicableLabel),
};

/** Per variant: `slider` (/debt-calculator), `detailed` (the first variant), `compact`. */
export const calculatorVariants: Record<CalculatorVariant, CalculatorVariantDefinition> = {
  slider,
  detailed: {
    start: { debts: [creditCard, blankRow, blankRow], rate: 4.99 },
    title: "Debt Refinance Calculator",
    subtitle:
      "See how much you could save by consolidating your high-interest debts into your home loan at a lower rate.",
    logo: false,
    debtsCardTitle: "Your Current Debts",
    resultsCardTitle: "Payment Comparison",
    debtRow: {
      typeLabel: "Debt Type",
      typePlaceholder: "Select debt type",
      amountLabel: "Amount ($)",
      amountPlaceholder: "e.g. 10,000",
      rateLabel: "Interest Rate (%)",
      ratePlaceholder: "e.g. 19.99",
      notApplicableLabel: "N/A",
      notApplicableClearsRate: true,
      units: false,
      oneLine: true,
    },
    rate: {
      kind: "typed",
      label: "Home Loan Refinance Rate (%)",
      term: "(30-year term)",
      // Words, not a number: a blank rate must not look like one that is being used.
      placeholder: "Enter a rate",
    },
    decimals: 2,
    axis: "headroom",
    figures: {
      layout: "totals",
      items: [
        { value: "currentMonthly", label: "Current Monthly Payment" },
        { value: "refinancedMonthly", label: "Refinanced Monthly Payment", tone: "refinanced" },
        { value: "monthlySavings", label: "Monthly Savings", tone: "savings" },
      ],
    },
    totalDebt: false,
    comparisonTable: true,
    yearlySummary: true,
    actions: "below",
    callToAction: "Find Out How To Start Saving Today",
    highlight: false,
    dialog: leadDialog,
    unknownRateNote: unknownRateNote("N/A"),
  },
  compact: {
    ...slider,
    start: { debts: [creditCard], rate: 5.99 },
    logo: false,
    totalDebt: true,
    highlight: true,
  },
};

/** Copy every variant shares. `{n}` and the like are filled in by the functions' arguments. */
export const calculatorCopy = {
  debtTitle: (n: number) => `Debt #${n}`,
  removeDebt: (n: number) => `Remove debt #${n}`,
  addDebt: "Add Another Debt",
  sliderValueText: (rate: string) => `${rate} percent`,
  totalDebt: "Total Debt",
  /** In place of a figure that needs the refinance rate while the rate box is blank. */
  rateMissing: {
    figure: "Enter a rate",
    cell: "—",
    summary: "Enter a home loan refinance rate to see your refinanced payment and savings.",
    chartCaption: (current: string) =>
      `Bar chart of monthly payments: current ${current}; the refinanced payment shows once a rate is entered.`,
  },
  /**
   * Leads the unknown-rate note when, counted at 0 %, the debts cost more after refinancing: the
   * figures stay, in a neutral colour, but they are no saving to show off.
   */
  unknownRateCost: "We need the rate to estimate your savings.",
  /** Read out politely once the visitor pauses, after the figures have changed. */
  announcement: (saving: string) => `Monthly savings now ${saving}.`,
  chart: {
    current: "Current",
    refinanced: "Refinanced",
    caption: (current: string, refinanced: string) =>
      `Bar chart of monthly payments: current ${current}, refinanced ${refinanced}.`,
  },
  table: {
    heading: "Comparison",
    monthly: "Monthly Payment",
    annual: "Annual Cost",
    current: "Current Debts",
    refinanced: "After Consolidation",
    savings: "Your Savings",
  },
  yearly: {
    noDebts: "Add a debt with its type and amount to see your savings.",
    costs: (amount: string) =>
      `At this rate, consolidating would cost you ${amount} more per year.`,
    saves: (amount: string) => `By consolidating your debts, you could save ${amount} per year!`,
  },
  interest: {
    totals: (now: string, later: string) =>
      `Over the full terms you'd pay about ${now} interest now (repaid over 5 years) versus ${later} over 30 years.`,
    more: "The lower monthly repayment comes from the longer term, so you could pay more interest in total. Paying extra off the loan when you can brings that down.",
    less: "That's less interest in total as well as a lower monthly repayment.",
  },
  share: {
    button: "Copy link to these figures",
    copied: "Link copied. Anyone who opens it sees these figures.",
    manualLabel: "Copy this link to share these figures",
  },
} as const;
