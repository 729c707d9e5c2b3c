import type { CalculatorResult } from "../../src/calculator";
import { calculatorCopy } from "../../src/content/calculator";

/**
 * The honest half of the story: the monthly saving comes from a much longer term, and over 30
 * years the interest usually adds up to more than the debts would cost as they stand.
 */
export function InterestNote({
  result,
  format,
}: {
  result: CalculatorResult;
  format: (n: number) => string;
}) {
  if (result.totalDebt === 0) return null;
  const now = result.totalInterestCurrent;
  const later = result.totalInterestRefinanced;
  const { interest } = calculatorCopy;
  return (
    <p className="dc-callout" part="interest-note">
      {interest.totals(format(now), format(later))} {later > now ? interest.more : interest.less}
    </p>
  );
}
