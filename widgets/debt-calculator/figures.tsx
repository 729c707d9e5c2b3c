import type { CalculatorResult } from "../../src/calculator";
import {
  type CalculatorFigureTone,
  type CalculatorVariantDefinition,
  calculatorCopy,
} from "../../src/content/calculator";
import type { Outcome } from "./outcome";

interface FiguresProps {
  content: CalculatorVariantDefinition;
  outcome: Outcome;
  /** A counted debt has no rate ('Not sure', 'N/A' or blank), so the saving needs explaining. */
  unknownRate: boolean;
}

/** The variant's monthly figures, the total debt where it shows one, and the note beside them. */
export function Figures({ content, outcome, unknownRate }: FiguresProps) {
  const { result, rateEntered, format, formatWhole } = outcome;
  const { layout, items } = content.figures;
  // A cost is never shown as a saving: the saving tiles lose their green.
  const cost = isCost(result);
  return (
    <>
      {content.totalDebt ? (
        <p className="dc-total-debt">
          <span>{calculatorCopy.totalDebt}</span>
          <strong>{formatWhole(result.totalDebt)}</strong>
        </p>
      ) : null}
      <dl className={layout === "totals" ? "dc-totals" : "dc-figures"} part="figures">
        {items.map(({ value, label, tone }) =>
          rateEntered || value === "currentMonthly" ? (
            <Figure
              key={value}
              label={label}
              value={format(result[value])}
              tone={tone}
              cost={cost && (tone === "savings" || tone === "yearly")}
            />
          ) : (
            <Figure key={value} label={label} value={calculatorCopy.rateMissing.figure} pending />
          ),
        )}
      </dl>
      {unknownRate ? (
        <p className="dc-callout dc-unknown-rate" part="unknown-rate-note">
          {cost && rateEntered
            ? `${calculatorCopy.unknownRateCost} ${content.unknownRateNote}`
            : content.unknownRateNote}
        </p>
      ) : null}
    </>
  );
}

/** Refinancing would cost more each month than the debts do now (by at least a cent). */
export function isCost(result: CalculatorResult): boolean {
  return result.monthlySavings <= -0.005;
}

function Figure({
  label,
  value,
  tone,
  cost,
  pending,
}: {
  label: string;
  value: string;
  tone?: CalculatorFigureTone;
  /** A saving below zero: shown as it is, in a neutral colour. */
  cost?: boolean;
  /** Not a figure yet: the words say what it waits for. */
  pending?: boolean;
}) {
  return (
    <div
      className="dc-figure"
      data-tone={tone}
      data-sign={cost ? "cost" : undefined}
      data-pending={pending ? "" : undefined}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
