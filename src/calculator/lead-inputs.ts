import type { CalculatorLead } from "../schemas/calculator-lead";
import { calculatorLeadLimits as limits } from "../schemas/limits";
import { type CalculatorResult, countsTowardsTotals, REFINANCE_TERM_MONTHS } from "./calculate";
import type { CalculatorState } from "./debts";

const cents = (n: number) => Math.round(n * 100) / 100;

const within = (n: number, most: number) => Number.isFinite(n) && Math.abs(n) <= most;

/**
 * What a lead sent from the calculator carries: the debts that count towards its totals, the
 * refinance rate and the figures shown, rounded to cents. Figures the server would refuse
 * (an amount over its bound, more debts than it takes) leave them all out instead: the lead
 * itself always goes.
 */
export function calculatorLeadInputs(
  state: CalculatorState,
  result: CalculatorResult,
): CalculatorLead | undefined {
  const debts = state.debts.filter(countsTowardsTotals).map((debt) => ({
    // countsTowardsTotals leaves out rows without a type.
    type: debt.type as Exclude<typeof debt.type, "">,
    balance: cents(debt.amount),
    rate: debt.isInterestNA ? 0 : debt.interestRate,
    ...(debt.isInterestNA ? { rateUnknown: true } : {}),
  }));
  const lead: CalculatorLead = {
    debts,
    refinanceRate: state.rate,
    termYears: REFINANCE_TERM_MONTHS / 12,
    monthlyNow: cents(result.currentMonthly),
    monthlyAfter: cents(result.refinancedMonthly),
    monthlySaving: cents(result.monthlySavings),
    yearlySaving: cents(result.annualSavings),
  };
  const fits =
    debts.length <= limits.debts &&
    debts.every(
      (debt) =>
        debt.balance >= 0 &&
        within(debt.balance, limits.amount) &&
        debt.rate >= 0 &&
        within(debt.rate, limits.rate),
    ) &&
    lead.refinanceRate >= 0 &&
    within(lead.refinanceRate, limits.rate) &&
    within(lead.monthlyNow, limits.amount) &&
    within(lead.monthlyAfter, limits.amount) &&
    within(lead.monthlySaving, limits.amount) &&
    within(lead.yearlySaving, limits.amount * 12);
  return fits ? lead : undefined;
}
