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

/** The three calculators: `/debt-calculator`, the first variant and `/debtcalc2`. */
export const calculatorVariants = ["slider", "detailed", "compact"] as const;
export type CalculatorVariant = (typeof calculatorVariants)[number];

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

function creditCardDebt(id: string): DebtEntry {
  return { ...withType(newDebt(id), "credit-card"), amount: 10000 };
}

/**
 * Starting figures of each variant. The spec gives the detailed (three rows, 4.99%) and compact
 * (one row, 5.99%) starts. The slider version's start is not given: it opens like the compact
 * variant with one $10,000 credit card so a visitor sees a saving straight away, and at 6.0%,
 * inside its 5.5–8% range and the "about 6% on a home loan" the debt site quotes.
 * Each call returns fresh objects, so a widget may keep them as its own state.
 */
export function initialCalculatorState(variant: CalculatorVariant): CalculatorState {
  switch (variant) {
    case "slider":
      return { debts: [creditCardDebt("1")], rate: 6.0 };
    case "detailed":
      return { debts: [creditCardDebt("1"), newDebt("2"), newDebt("3")], rate: 4.99 };
    case "compact":
      return { debts: [creditCardDebt("1")], rate: 5.99 };
  }
}

/** The id for a row appended after `debts`: one more than the highest numeric id so far. */
export function nextDebtId(debts: readonly DebtEntry[]): string {
  const highest = debts.reduce((max, d) => {
    const n = Number(d.id);
    return Number.isInteger(n) && n > max ? n : max;
  }, 0);
  return String(highest + 1);
}
