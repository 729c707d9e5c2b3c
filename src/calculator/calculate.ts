import type { DebtEntry } from "./debts";

/** Existing debts are compared as if each were repaid over 5 years. */
export const CURRENT_TERM_MONTHS = 60;
/** The refinanced home loan runs 30 years. */
export const REFINANCE_TERM_MONTHS = 360;

/**
 * Standard annuity repayment: principal × r / (1 − (1 + r)^−n) with r = annual rate / 12.
 * Zero when the principal or the rate is zero (a 0% or "not sure" debt shows no repayment
 * rather than principal / n), and for any input that is not a positive number.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number) {
  if (!(principal > 0) || !(annualRatePercent > 0) || !(months > 0)) return 0;
  if (!Number.isFinite(principal) || !Number.isFinite(annualRatePercent)) return 0;
  const r = annualRatePercent / 100 / 12;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Only a row with a type chosen and something owed takes part in any total. */
export function countsTowardsTotals(debt: DebtEntry): boolean {
  return debt.type !== "" && debt.amount > 0;
}

/** A debt's repayment over 5 years; "N/A" / "Not sure" counts as 0%. */
export function debtMonthlyPayment(debt: DebtEntry): number {
  const rate = debt.isInterestNA ? 0 : debt.interestRate;
  return monthlyPayment(debt.amount, rate, CURRENT_TERM_MONTHS);
}

export interface ChartPoint {
  name: "Current" | "Refinanced";
  /** Whole dollars per month. */
  value: number;
}

export interface CalculatorResult {
  currentMonthly: number;
  refinancedMonthly: number;
  /** Current minus refinanced; negative when refinancing would cost more each month. */
  monthlySavings: number;
  annualCurrent: number;
  annualRefinanced: number;
  annualSavings: number;
  /** Sum of the counted debts' amounts. */
  totalDebt: number;
  /** Interest paid over 5 years on the counted debts at their own rates. */
  totalInterestCurrent: number;
  /**
   * Interest paid over 30 years on the consolidated amount. Usually larger than
   * `totalInterestCurrent` despite the lower monthly figure: the honest line under the savings.
   */
  totalInterestRefinanced: number;
  chartData: [ChartPoint, ChartPoint];
}

/** Interest over the whole term; nothing when the plan has no repayment (0% rows). */
function interestOver(payment: number, months: number, principal: number): number {
  return payment > 0 ? payment * months - principal : 0;
}

export function calculate(debts: readonly DebtEntry[], refinanceRate: number): CalculatorResult {
  let currentMonthly = 0;
  let totalDebt = 0;
  let totalInterestCurrent = 0;
  for (const debt of debts) {
    if (!countsTowardsTotals(debt)) continue;
    const payment = debtMonthlyPayment(debt);
    currentMonthly += payment;
    totalDebt += debt.amount;
    totalInterestCurrent += interestOver(payment, CURRENT_TERM_MONTHS, debt.amount);
  }
  const refinancedMonthly = monthlyPayment(totalDebt, refinanceRate, REFINANCE_TERM_MONTHS);
  const monthlySavings = currentMonthly - refinancedMonthly;
  return {
    currentMonthly,
    refinancedMonthly,
    monthlySavings,
    annualCurrent: currentMonthly * 12,
    annualRefinanced: refinancedMonthly * 12,
    annualSavings: monthlySavings * 12,
    totalDebt,
    totalInterestCurrent,
    totalInterestRefinanced: interestOver(refinancedMonthly, REFINANCE_TERM_MONTHS, totalDebt),
    chartData: [
      { name: "Current", value: Math.round(currentMonthly) },
      { name: "Refinanced", value: Math.round(refinancedMonthly) },
    ],
  };
}
