import { deskLead } from "../../src/content/desk";
import type { CalculatorInputs } from "../api/types";
import { TableHead } from "../app/TableHead";
import { money, percent } from "../format/format";

const columns = [
  { heading: deskLead.debtType },
  { heading: deskLead.balance, numeric: true },
  { heading: deskLead.rate, numeric: true },
];

/** What the visitor put into the calculator, and what it worked out for them. */
export function CalculatorTable({ calculator }: { calculator: CalculatorInputs }) {
  return (
    <section className="panel" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">{deskLead.calculator}</h2>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{deskLead.calculatorDebts}</caption>
          <TableHead columns={columns} />
          <tbody>
            {calculator.debts.map((debt, i) => (
              // Debts have no identity beyond their place in the visitor's list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i}>
                <td>{debt.type}</td>
                <td className="num">{money(debt.balance)}</td>
                <td className="num">{percent(debt.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts">
        <dt>{deskLead.refinanceRate}</dt>
        <dd>{percent(calculator.refinanceRate)}</dd>
        {calculator.termYears ? (
          <>
            <dt>{deskLead.termYears}</dt>
            <dd>{deskLead.years(calculator.termYears)}</dd>
          </>
        ) : null}
        <dt>{deskLead.monthlyNow}</dt>
        <dd>{money(calculator.monthlyNow)}</dd>
        <dt>{deskLead.monthlyAfter}</dt>
        <dd>{money(calculator.monthlyAfter)}</dd>
        <dt>{deskLead.monthlySaving}</dt>
        <dd>
          <strong className="savings">{money(calculator.monthlySaving)}</strong>
        </dd>
        <dt>{deskLead.yearlySaving}</dt>
        <dd>
          <strong className="savings">{money(calculator.yearlySaving)}</strong>
        </dd>
      </dl>
    </section>
  );
}
