import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type CalculatorState,
  calculate,
  calculatorLeadInputs,
  countsTowardsTotals,
  type DebtEntry,
  debtMonthlyPayment,
  formatCurrency,
  newDebt,
  nextDebtId,
  withType,
} from "../../src/calculator";
import {
  type CalculatorVariant,
  calculatorCopy,
  calculatorVariants,
} from "../../src/content/calculator";
import { calculatorSource } from "../../src/content/lead-sources";
import { hostOf, type WidgetProps } from "../shared/element/define-element";
import { CallToAction } from "./call-to-action";
import { ChartFigure } from "./chart-figure";
import { ComparisonTable, YearlySummary } from "./comparison-table";
import { AddDebtButton, DebtRow } from "./debt-row";
import { Figures } from "./figures";
import { CalculatorHeader } from "./header";
import { InterestNote } from "./interest-note";
import { LeadDialog } from "./lead-dialog";
import type { DebtCalculatorProps } from "./options";
import type { Outcome } from "./outcome";
import { RateField } from "./rate-field";
import { SavingsAnnouncement } from "./savings-announcement";
import { ShareLink } from "./share-link";
import { fitRate, moneyFormat, startingState } from "./starting-state";
import { useChangeEvent } from "./use-change-event";

export interface CalculatorLayoutProps extends DebtCalculatorProps, WidgetProps {
  variant: CalculatorVariant;
  /** The page address's query ("?calc=…" restores shared figures); read once, at the start. */
  search: string;
}

/**
 * The one layout of every variant: what differs between them comes from
 * `calculatorVariants`. It reads nothing from the page while rendering (the page address
 * comes in as `search`), so it renders the same on a server as in the browser.
 */
export function CalculatorLayout({
  container,
  variant,
  search,
  rate: rateAttribute,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
  currency,
  locale,
}: CalculatorLayoutProps) {
  const content = calculatorVariants[variant];
  const [state, setState] = useState<CalculatorState>(() =>
    startingState(variant, rateAttribute, search),
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const result = useMemo(() => calculate(state.debts, state.rate), [state]);
  const leadInputs = useMemo(() => calculatorLeadInputs(state, result), [state, result]);
  const money = useMemo(() => moneyFormat(currency, locale), [currency, locale]);
  const format = (n: number) => formatCurrency(n, { ...money, decimals: content.decimals });
  const formatWhole = (n: number) => formatCurrency(n, { ...money, decimals: 0 });
  const host = hostOf(container);
  const ids = useId();
  // A blank rate box is no rate: 0% would show the whole repayment as saved.
  const rateEntered = state.rate > 0;
  // A counted debt without a rate has no repayment today, yet its amount joins the home loan.
  const unknownRate = state.debts.some(
    (d) => countsTowardsTotals(d) && debtMonthlyPayment(d) === 0,
  );

  // A changed `rate` attribute moves the rate; the first value is already in the state.
  const firstRate = useRef(rateAttribute);
  useEffect(() => {
    if (rateAttribute === firstRate.current) return;
    firstRate.current = rateAttribute;
    if (rateAttribute === undefined || !Number.isFinite(rateAttribute)) return;
    setState((s) => ({ ...s, rate: fitRate(variant, rateAttribute) }));
  }, [rateAttribute, variant]);

  useChangeEvent(host, state, result);

  const updateDebt = (id: string, change: (d: DebtEntry) => DebtEntry) =>
    setState((s) => ({ ...s, debts: s.debts.map((d) => (d.id === id ? change(d) : d)) }));
  const addDebt = () =>
    setState((s) => ({ ...s, debts: [...s.debts, newDebt(nextDebtId(s.debts))] }));
  const removeDebt = (id: string) =>
    setState((s) => (s.debts.length > 1 ? { ...s, debts: s.debts.filter((d) => d.id !== id) } : s));
  const setRate = (rate: number) => setState((s) => ({ ...s, rate }));

  const rows = state.debts.map((debt, index) => (
    <DebtRow
      key={debt.id}
      debt={debt}
      number={index + 1}
      copy={content.debtRow}
      canRemove={state.debts.length > 1}
      onType={(type) => updateDebt(debt.id, (d) => withType(d, type))}
      onAmount={(amount) => updateDebt(debt.id, (d) => ({ ...d, amount }))}
      onRate={(interestRate) => updateDebt(debt.id, (d) => ({ ...d, interestRate }))}
      onNotApplicable={(isInterestNA) =>
        updateDebt(debt.id, (d) =>
          isInterestNA && content.debtRow.notApplicableClearsRate
            ? { ...d, isInterestNA, interestRate: 0 }
            : { ...d, isInterestNA },
        )
      }
      onRemove={() => removeDebt(debt.id)}
    />
  ));

  const outcome: Outcome = { result, rateEntered, format, formatWhole };
  const figures = <Figures content={content} outcome={outcome} unknownRate={unknownRate} />;
  const actions = (
    <>
      <CallToAction onOpen={() => setDialogOpen(true)} highlight={content.highlight}>
        {content.callToAction}
      </CallToAction>
      <ShareLink state={state} />
    </>
  );

  return (
    <div className="dc" data-one-line={content.debtRow.oneLine ? "" : undefined} part="root">
      <CalculatorHeader content={content} />
      <div className="dc-grid">
        <section className="ebw-card dc-card" part="card" aria-labelledby={`${ids}-debts`}>
          <h3 id={`${ids}-debts`} className="dc-card__title">
            {content.debtsCardTitle}
          </h3>
          <div className="dc-rows">{rows}</div>
          <AddDebtButton onAdd={addDebt} />
          <RateField input={content.rate} rate={state.rate} onRate={setRate} />
          {content.figures.layout === "totals" ? figures : null}
        </section>
        <section
          className="ebw-card dc-card dc-card--results"
          part="card"
          aria-labelledby={`${ids}-results`}
        >
          <h3 id={`${ids}-results`} className="dc-card__title">
            {content.resultsCardTitle}
          </h3>
          {content.figures.layout === "tiles" ? figures : null}
          <SavingsAnnouncement
            state={state}
            message={
              rateEntered
                ? calculatorCopy.announcement(format(result.monthlySavings))
                : calculatorCopy.rateMissing.summary
            }
          />
          <ChartFigure outcome={outcome} axis={content.axis} />
          {content.comparisonTable ? <ComparisonTable outcome={outcome} /> : null}
          {content.yearlySummary ? <YearlySummary outcome={outcome} /> : null}
          {rateEntered ? <InterestNote result={result} format={formatWhole} /> : null}
          {content.actions === "results-card" ? actions : null}
        </section>
      </div>
      {content.actions === "below" ? <div className="dc-actions">{actions}</div> : null}
      <LeadDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        copy={content.dialog}
        host={host}
        apiBase={apiBase}
        redirect={redirect}
        leadSource={leadSource?.trim() || calculatorSource(variant)}
        privacyHref={privacyHref}
        calculator={leadInputs}
      />
    </div>
  );
}
