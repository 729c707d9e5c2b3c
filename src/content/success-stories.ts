import type { SuccessStory } from "./types";

// Illustrative stories with fictional clients, replaced by real ones (with consent) before launch.
// The figures follow the calculator's own rules (each debt over 60 months, the total over 360
// months at 6%), so a visitor who enters the same debts sees the same saving.

/** The three client stories on the debt-consolidation landing page. */
export const successStories: SuccessStory[] = [
  {
    names: "Jess & Tom R.",
    illustrative: true,
    quote: "We finally have breathing room at the end of each month.",
    savingPerMonth: 1094,
    before:
      "$65,000 across a credit card at 19.99%, a personal loan at 12.99% and a car loan at 7.99%, costing about $1,484 a month.",
    after:
      "One home loan split at about 6%, with repayments of about $390 a month on the consolidated amount.",
  },
  {
    names: "Daniel K.",
    illustrative: true,
    quote: "Two credit cards and a tax bill became one repayment I can actually manage.",
    savingPerMonth: 833,
    before:
      "$32,000 on credit cards at 19.99% and a $12,000 tax debt at 8.99%, costing about $1,097 a month.",
    after:
      "The $44,000 rolled into his home loan at about 6%, with repayments of about $264 a month.",
  },
  {
    names: "Maria & Luis P.",
    illustrative: true,
    quote: "We put the saving straight back into paying the debt off faster.",
    savingPerMonth: 864,
    before:
      "A $30,000 car loan at 7.99%, a $15,000 personal loan at 12.99% and $9,000 on a credit card at 19.99%, costing about $1,188 a month.",
    after:
      "$54,000 consolidated into their home loan at about 6%, with repayments of about $324 a month.",
  },
];
