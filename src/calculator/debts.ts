import { type CalculatorVariant, calculatorVariants } from "../content/calculator";
import { type DebtType, defaultRateFor } from "../content/debt";

/** One row of a debt calculator, as the visitor entered it. */
export interface DebtEntry {
  /** Sequential number as text ("1", "2", …), stable for the life of the row. */
  id: string;
  /** Empty until the visitor picks a type; such rows are left out of the totals. */
  type: DebtType | "";
  /** Dollars owed; 0 when blank. */
  amount: number;
  /** Annual percentage rate; 0 when blank. */
  interestRate: number;
  /** "N/A" in the detailed variant, "Not sure" in the slider variant: the debt counts as 0%. */
  isInterestNA: boolean;
}

/** Everything a calculator needs to show its figures; also what a share link carries. */
export interface CalculatorState {
  debts: DebtEntry[];
  /** Home-loan refinance rate, annual percent. */
  rate: number;
}

export function newDebt(id: string): DebtEntry {
  return { id, type: "", amount: 0, interestRate: 0, isInterestNA: false };
}

/** Picking a type fills in that type's typical rate; clearing the type keeps the rate typed. */
export function withType(debt: DebtEntry, type: DebtType | ""): DebtEntry {
  if (type === "") return { ...debt, type };
  return { ...debt, type, interestRate: defaultRateFor(type) };
}

/**
 * The starting figures of a variant, from its row in `calculatorVariants`. Each call returns
 * fresh objects, so a widget may keep them as its own state.
 */
export function initialCalculatorState(variant: CalculatorVariant): CalculatorState {
  const { debts, rate } = calculatorVariants[variant].start;
  return {
    debts: debts.map(({ type, amount }, index) => ({
      ...withType(newDebt(String(index + 1)), type),
      amount,
    })),
    rate,
  };
}

/** The id for a row appended after `debts`: one more than the highest numeric id so far. */
export function nextDebtId(debts: readonly DebtEntry[]): string {
  const highest = debts.reduce((max, d) => {
    const n = Number(d.id);
    return Number.isInteger(n) && n > max ? n : max;
  }, 0);
  return String(highest + 1);
}
