import {
  CURRENT_TERM_MONTHS,
  monthlyPayment,
  REFINANCE_TERM_MONTHS,
} from "../../calculator/calculate";
import type { SiteConfig } from "../../config";
import { byline, disclaimer } from "./common";
import type { DownloadDocument } from "./document";

/** The worked example's debts and the home-loan rate they are compared against. */
export const consolidationExample = {
  debts: [
    { label: "Credit card", amount: 15_000, rate: 19.99 },
    { label: "Personal loan", amount: 10_000, rate: 12.99 },
  ],
  homeLoanRate: 6.0,
} as const;

/** Months to repay `principal` at `annualRatePercent` paying `payment` a month. */
export function monthsToRepay(principal: number, annualRatePercent: number, payment: number) {
  const r = annualRatePercent / 100 / 12;
  return Math.ceil(-Math.log(1 - (principal * r) / payment) / Math.log(1 + r));
}

/** The example's figures, computed with the calculator's own maths. */
export function consolidationFigures() {
  const { debts, homeLoanRate } = consolidationExample;
  const total = debts.reduce((sum, debt) => sum + debt.amount, 0);
  const currentMonthly = debts.reduce(
    (sum, debt) => sum + monthlyPayment(debt.amount, debt.rate, CURRENT_TERM_MONTHS),
    0,
  );
  const currentInterest = currentMonthly * CURRENT_TERM_MONTHS - total;
  const refinancedMonthly = monthlyPayment(total, homeLoanRate, REFINANCE_TERM_MONTHS);
  const refinancedInterest = refinancedMonthly * REFINANCE_TERM_MONTHS - total;
  // Keeping up the old repayment inside the home loan: the same cash out, far less interest.
  const fastMonths = monthsToRepay(total, homeLoanRate, currentMonthly);
  const r = homeLoanRate / 100 / 12;
  let balance = total;
  let fastInterest = 0;
  for (let month = 0; month < fastMonths; month++) {
    const interest = balance * r;
    fastInterest += interest;
    balance = Math.max(0, balance + interest - currentMonthly);
  }
  return {
    total,
    currentMonthly,
    currentInterest,
    refinancedMonthly,
    refinancedInterest,
    fastMonths,
    fastInterest,
  };
}

const dollars = (n: number) =>
  new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency: "AUD",
    maximumFractionDigits: 0,
  }).format(n);

/** Debt Consolidation Strategy Guide, including the trade-off in total interest. */
export function debtConsolidationGuide(config: SiteConfig, year: number): DownloadDocument {
  const f = consolidationFigures();
  const { debts, homeLoanRate } = consolidationExample;
  const years = (months: number) => `${Math.floor(months / 12)} years ${months % 12} months`;
  return {
    title: "Debt Consolidation Strategy Guide",
    subtitle:
      "Rolling credit cards and personal loans into your home loan, and how to come out ahead",
    byline: byline(config),
    sections: [
      {
        heading: "What debt consolidation is",
        blocks: [
          {
            kind: "paragraph",
            text: "Debt consolidation means paying off several high-interest debts (credit cards, personal and car loans, buy-now-pay-later, tax debts) with one lower-rate loan. For a homeowner that loan is usually the home loan: you refinance, or top up, and the lender pays out the other debts at settlement. Credit cards charge about 20% a year; home loans are typically about 6%. Moving the balance to the lower rate cuts the monthly repayment, often by hundreds of dollars.",
          },
          {
            kind: "paragraph",
            text: "The catch is time. A credit card paid off over five years becomes part of a loan that runs for up to thirty. Unless you keep paying it down faster, the lower rate can still cost you more interest in total. This guide shows both sides with real figures.",
          },
        ],
      },
      {
        heading: "A worked example",
        blocks: [
          {
            kind: "paragraph",
            text: `${debts.map((d) => `${d.label} ${dollars(d.amount)} at ${d.rate}%`).join(" and ")}: ${dollars(f.total)} in all, compared as if repaid over five years, against the same amount added to a home loan at ${homeLoanRate.toFixed(1)}% over 30 years.`,
          },
          {
            kind: "table",
            head: ["", "Monthly repayment", "Total interest", "Debt gone in"],
            rows: [
              [
                "Keep the debts as they are",
                dollars(f.currentMonthly),
                dollars(f.currentInterest),
                "5 years",
              ],
              [
                "Consolidate, pay the minimum",
                dollars(f.refinancedMonthly),
                dollars(f.refinancedInterest),
                "30 years",
              ],
              [
                "Consolidate, keep paying the old amount",
                dollars(f.currentMonthly),
                dollars(f.fastInterest),
                years(f.fastMonths),
              ],
            ],
          },
          {
            kind: "note",
            title: "The trade-off in one line",
            text: `Paying only the new minimum frees up ${dollars(f.currentMonthly - f.refinancedMonthly)} a month but costs ${dollars(f.refinancedInterest - f.currentInterest)} more interest over 30 years. Keep paying ${dollars(f.currentMonthly)} a month into the home loan and the same debt is gone in ${years(f.fastMonths)} with ${dollars(f.currentInterest - f.fastInterest)} less interest than today.`,
          },
        ],
      },
      {
        heading: "When consolidation makes sense",
        blocks: [
          {
            kind: "list",
            items: [
              "You have enough equity: most lenders lend up to 80% of the property's value without Lenders Mortgage Insurance.",
              "Your income comfortably covers the new repayment with the serviceability buffer lenders apply (3 percentage points above the rate).",
              "You will close the paid-off cards, or cut their limits, so the balances do not build up again.",
              "You plan to pay the consolidated amount off faster than the home loan's term, using extra repayments or an offset account.",
            ],
          },
        ],
      },
      {
        heading: "When it may not",
        blocks: [
          {
            kind: "list",
            items: [
              "The costs of refinancing (discharge, application, valuation and registration fees, and any break cost on a fixed rate) outweigh the saving.",
              "Your home loan is fixed and breaking it now would be expensive.",
              "The debts are almost repaid: a short remaining term at a high rate can cost less than a long one at a low rate.",
              "Spending, not interest, is the cause of the debt: a budget and a hardship arrangement with the lender may come first. Free, confidential financial counselling is available on the National Debt Helpline, 1800 007 007 (ndh.org.au).",
            ],
          },
        ],
      },
      {
        heading: "The steps",
        blocks: [
          {
            kind: "steps",
            items: [
              "List every debt: balance, rate, monthly repayment and any payout fee.",
              "Apply and get pre-approved: we compare 40+ lenders for your equity, income and rate.",
              "Review your options: new loan or top-up, the rate, the fees, and a repayment plan that clears the consolidated amount on a date you choose.",
              "Consolidate and save: the lender pays the debts out at settlement; close or reduce the limits on the cards.",
              "Keep the old repayment going, or as much of it as you can, until the consolidated amount is gone.",
            ],
          },
          {
            kind: "paragraph",
            text: `Want your own figures? Try the debt calculator on our website, or call ${config.phoneDisplay} or e-mail ${config.email} for a free review.`,
          },
        ],
      },
    ],
    disclaimer: disclaimer(config, year),
  };
}
