import { calculatorCopy } from "../../src/content/calculator";
import { isCost } from "./figures";
import type { Outcome } from "./outcome";

/** Monthly payment and annual cost of the debts now, after consolidation, and the difference. */
export function ComparisonTable({ outcome }: { outcome: Outcome }) {
  const { result, rateEntered, format } = outcome;
  const { table, rateMissing } = calculatorCopy;
  const rows: [string, number, number, boolean][] = [
    [table.current, result.currentMonthly, result.annualCurrent, true],
    [table.refinanced, result.refinancedMonthly, result.annualRefinanced, rateEntered],
    [table.savings, result.monthlySavings, result.annualSavings, rateEntered],
  ];
  return (
    <div className="dc-table-wrap">
      <table
        className="dc-table"
        part="table"
        data-sign={rateEntered && isCost(result) ? "cost" : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{table.heading}</th>
            <th scope="col">{table.monthly}</th>
            <th scope="col">{table.annual}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, monthly, annual, known]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td data-label={table.monthly}>{known ? format(monthly) : rateMissing.cell}</td>
              <td data-label={table.annual}>{known ? format(annual) : rateMissing.cell}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One sentence with the yearly saving, or with what is missing for one. */
export function YearlySummary({ outcome }: { outcome: Outcome }) {
  const { result, rateEntered } = outcome;
  const cost = rateEntered && result.totalDebt > 0 && isCost(result);
  return (
    <p className="dc-summary" data-sign={cost ? "cost" : undefined}>
      {yearlySentence(outcome)}
    </p>
  );
}

function yearlySentence({ result, rateEntered, format }: Outcome): string {
  const { yearly, rateMissing } = calculatorCopy;
  if (result.totalDebt === 0) return yearly.noDebts;
  if (!rateEntered) return rateMissing.summary;
  if (result.annualSavings < 0) return yearly.costs(format(-result.annualSavings));
  return yearly.saves(format(result.annualSavings));
}
