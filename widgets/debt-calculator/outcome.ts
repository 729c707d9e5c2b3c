import type { CalculatorResult } from "../../src/calculator";

/** What the results card shows: the calculation, whether it has a rate, and how money reads. */
export interface Outcome {
  result: CalculatorResult;
  /**
   * Without a refinance rate only the current payment is a figure: the other figures and table
   * cells ask for the rate, and the chart has no refinanced bar.
   */
  rateEntered: boolean;
  /** Money in the variant's decimals. */
  format: (n: number) => string;
  /** Money in whole dollars. */
  formatWhole: (n: number) => string;
}
