import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type CalculatorResult,
  type CalculatorState,
  type CalculatorVariant,
  calculate,
  compactAxisMax,
  type DebtEntry,
  detailedAxisMax,
  formatCurrency,
  newDebt,
  nextDebtId,
  refinanceRateSlider,
  withType,
} from "../../src/calculator";
import { siteConfig } from "../../src/config";
import { type DebtType, debtTypes } from "../../src/content/debt";
import { navigationTarget } from "../../src/site/links";
import { CloseIcon } from "../shared/close-icon";
import { LeadForm } from "../shared/debt-lead-form";
import { hostOf, type WidgetProps } from "../shared/define-element";
import { Dialog } from "../shared/dialog";
import { dispatch } from "../shared/events";
import { Select } from "../shared/select";
import { Slider } from "../shared/slider";
import type { PaymentChartProps } from "./chart";
import { DecimalInput } from "./decimal-input";
import {
  fitRate,
  formatRate,
  moneyFormat,
  shareLink,
  startingState,
  variantOf,
} from "./starting-state";

/** What `calculator-change` carries: the figures on screen, unrounded, and the rows behind them. */
export interface CalculatorChangeDetail {
  currentMonthly: number;
  refinancedMonthly: number;
  monthlySavings: number;
  annualSavings: number;
  totalDebt: number;
  refinanceRate: number;
  debts: DebtEntry[];
}

export interface DebtCalculatorProps {
  variant?: string;
  rate?: number;
  apiBase?: string;
  redirect?: string;
  leadSource?: string;
  privacyHref?: string;
  currency?: string;
  locale?: string;
}

export type DebtCalculatorElement = HTMLElement & DebtCalculatorProps;

/** A burst of keystrokes ("10000") becomes one `calculator-change`, not five. */
export const CHANGE_EVENT_DELAY_MS = 250;

const CHART_HEIGHT = 240;
const HIGHLIGHT_EVERY_MS = 10_000;
const HIGHLIGHT_FOR_MS = 1_500;

const typeOptions = debtTypes.map((t) => ({ value: t.value, label: t.label }));

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * `<debt-calculator>`: how much a visitor could save by rolling high-interest debts into a
 * 30-year home loan. All maths comes from `src/calculator`; nothing is sent anywhere until the
 * visitor fills in the lead form behind the call to action.
 *
 * @attr variant - `slider` (default; /debt-calculator), `detailed` (the spec's first variant,
 *   two decimals, rate typed in) or `compact` (/debtcalc2: slider, total debt, highlighted CTA).
 * @attr rate - Starting refinance rate in percent; a later change moves it too. Slider variants
 *   clamp it to 5.5–8 (a value between the 0.1 steps, like the compact start of 5.99, is kept
 *   until the slider moves). Defaults: slider 6.0 (`initialCalculatorState("slider")`: inside the
 *   slider's range and the "about 6% on a home loan" the debt site quotes), detailed 4.99,
 *   compact 5.99.
 * Chart axis: detailed uses `detailedAxisMax` (1.2 × current, at least $100); compact and the
 *   slider version use `compactAxisMax` (round multiples, which suit whole-dollar figures).
 * @attr api-base - Origin of `/api/submit-lead` for the lead form; default: where the script
 *   was loaded from.
 * @attr redirect - Where a visitor goes after sending the lead form (default `/thank-you`);
 *   `none` stays and shows a thank-you message.
 * @attr lead-source - `source` sent with a lead (default `debt-calculator-<variant>`).
 * @attr privacy-href - The privacy policy linked from the lead form (default `/privacy`).
 * @attr currency - ISO currency of the figures (default `USD`).
 * @attr locale - Number formatting locale (default `en-US`).
 *
 * A share link (`?calc=<encoded>` in the page address, as written by "Copy link to these
 * figures") restores debts and rate on load; an invalid value is ignored.
 *
 * @fires calculator-change - `{ currentMonthly, refinancedMonthly, monthlySavings,
 *   annualSavings, totalDebt, refinanceRate, debts }` after the visitor changes anything,
 *   250 ms after the last change of a burst (typing "10000" fires once), never on load. Figures
 *   are in dollars, rounded to cents. Bubbles, composed; also pushed to `dataLayer` if present.
 * @fires lead-submit - From the embedded lead form: `{ id, source }`, or `{ id, source,
 *   resent: true }` for a lead it resent in the background, as documented on `<lead-form>`.
 *
 * @csspart root - The calculator's outer box.
 * @csspart header - Logo, title and subtitle.
 * @csspart title - The heading.
 * @csspart card - Each card (debts, results).
 * @csspart debt-row - One debt.
 * @csspart remove-button - A row's remove button.
 * @csspart add-button - "Add Another Debt".
 * @csspart slider - The refinance-rate slider (also `slider-track`, `slider-range`,
 *   `slider-thumb`).
 * @csspart figures - The monthly figures.
 * @csspart chart - The chart's box (placeholder until the chart has loaded).
 * @csspart table - The detailed variant's comparison table.
 * @csspart interest-note - The total-interest line.
 * @csspart cta - The call to action.
 * @csspart share-button - "Copy link to these figures".
 * @csspart dialog - The lead form's modal (also `panel`, `title`, `description`, `body`,
 *   `close-button`).
 *
 * @cssproperty --ebw-accent - Call to action, slider and refinanced figures (default #15803d here,
 *   a darker green than the shared default so white button text passes WCAG AA).
 * @cssproperty --ebw-calc-current - Colour of the current-payment figures (default #6d28d9).
 * @cssproperty --ebw-primary - Headings' brand colour and links.
 * @cssproperty --ebw-surface - Card background.
 * @cssproperty --ebw-calc-background - Behind the cards (default #f8fafc; `transparent` to blend).
 * @cssproperty --ebw-font, --ebw-text, --ebw-muted, --ebw-border, --ebw-radius, --ebw-focus - As in
 *   every widget (see widgets/shared/base.css).
 */
export function DebtCalculator(props: DebtCalculatorProps & WidgetProps) {
  const variant = variantOf(props.variant);
  // A different variant is a different calculator: it starts again from its own figures.
  return <Calculator key={variant} {...props} variant={variant} />;
}

function Calculator({
  container,
  variant,
  rate: rateAttribute,
  apiBase,
  redirect,
  leadSource,
  privacyHref,
  currency,
  locale,
}: DebtCalculatorProps & WidgetProps & { variant: CalculatorVariant }) {
  const [state, setState] = useState<CalculatorState>(() =>
    startingState(variant, rateAttribute, window.location.search),
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const result = useMemo(() => calculate(state.debts, state.rate), [state]);
  const money = useMemo(() => moneyFormat(currency, locale), [currency, locale]);
  const decimals = variant === "detailed" ? 2 : 0;
  const format = (n: number) => formatCurrency(n, { ...money, decimals });
  const formatWhole = (n: number) => formatCurrency(n, { ...money, decimals: 0 });
  const host = hostOf(container);
  const ids = useId();

  // A changed `rate` attribute moves the rate; the first value is already in the state.
  const firstRate = useRef(rateAttribute);
  useEffect(() => {
    if (rateAttribute === firstRate.current) return;
    firstRate.current = rateAttribute;
    if (rateAttribute === undefined || !Number.isFinite(rateAttribute)) return;
    setState((s) => ({ ...s, rate: fitRate(variant, rateAttribute) }));
  }, [rateAttribute, variant]);

  useChangeEvent(host, state, result);

  const update = (change: (s: CalculatorState) => CalculatorState) => setState(change);
  const updateDebt = (id: string, change: (d: DebtEntry) => DebtEntry) =>
    update((s) => ({ ...s, debts: s.debts.map((d) => (d.id === id ? change(d) : d)) }));
  const addDebt = () =>
    update((s) => ({ ...s, debts: [...s.debts, newDebt(nextDebtId(s.debts))] }));
  const removeDebt = (id: string) =>
    update((s) => (s.debts.length > 1 ? { ...s, debts: s.debts.filter((d) => d.id !== id) } : s));
  const setRate = (rate: number) => update((s) => ({ ...s, rate }));

  const rows = state.debts.map((debt, index) => (
    <DebtRow
      key={debt.id}
      debt={debt}
      number={index + 1}
      variant={variant}
      canRemove={state.debts.length > 1}
      onType={(type) => updateDebt(debt.id, (d) => withType(d, type))}
      onAmount={(amount) => updateDebt(debt.id, (d) => ({ ...d, amount }))}
      onRate={(interestRate) => updateDebt(debt.id, (d) => ({ ...d, interestRate }))}
      onNotApplicable={(isInterestNA) =>
        updateDebt(debt.id, (d) =>
          // The detailed variant's N/A empties the rate; "Not sure" only sets it aside.
          variant === "detailed" && isInterestNA
            ? { ...d, isInterestNA, interestRate: 0 }
            : { ...d, isInterestNA },
        )
      }
      onRemove={() => removeDebt(debt.id)}
    />
  ));

  const chart = (
    <ChartFigure result={result} variant={variant} format={format} formatWhole={formatWhole} />
  );
  const interest = <InterestNote result={result} format={formatWhole} />;
  const share = <ShareLink state={state} />;
  const dialog = (
    <Dialog
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      title="Contact Us To Start Saving"
      description="Fill out this form to learn how to consolidate your debts and start saving today."
      className="dc-dialog"
    >
      <LeadForm
        host={host}
        mode="modal"
        apiBase={apiBase}
        redirect={redirect}
        leadSource={leadSource?.trim() || `debt-calculator-${variant}`}
        privacyHref={privacyHref}
      />
    </Dialog>
  );

  if (variant === "detailed") {
    return (
      <div className="dc" data-variant={variant} part="root">
        <header className="dc-header" part="header">
          <h2 className="dc-title" part="title">
            Debt Refinance Calculator
          </h2>
          <p className="dc-subtitle">
            See how much you could save by consolidating your high-interest debts into your home
            loan at a lower rate.
          </p>
        </header>
        <div className="dc-grid">
          <section className="dc-card" part="card" aria-labelledby={`${ids}-debts`}>
            <h3 id={`${ids}-debts`} className="dc-card__title">
              Your Current Debts
            </h3>
            <div className="dc-rows">{rows}</div>
            <AddDebtButton onAdd={addDebt} />
            <DetailedRateField rate={state.rate} onRate={setRate} />
            <dl className="dc-totals" part="figures">
              <Figure label="Current Monthly Payment" value={format(result.currentMonthly)} />
              <Figure
                label="Refinanced Monthly Payment"
                value={format(result.refinancedMonthly)}
                tone="refinanced"
              />
              <Figure
                label="Monthly Savings"
                value={format(result.monthlySavings)}
                tone="savings"
              />
            </dl>
          </section>
          <section className="dc-card" part="card" aria-labelledby={`${ids}-results`}>
            <h3 id={`${ids}-results`} className="dc-card__title">
              Payment Comparison
            </h3>
            {chart}
            <ComparisonTable result={result} format={format} />
            <p className="dc-summary">{yearlySentence(result, format)}</p>
            {interest}
          </section>
        </div>
        <div className="dc-actions">
          <CallToAction onOpen={() => setDialogOpen(true)} highlight={false}>
            Find Out How To Start Saving Today
          </CallToAction>
          {share}
        </div>
        {dialog}
      </div>
    );
  }

  return (
    <div className="dc" data-variant={variant} part="root">
      <header className="dc-header" part="header">
        {variant === "slider" ? (
          <a className="dc-logo" href={homeHref()} part="logo">
            <LogoMark />
            <span>{siteConfig.tradingName}</span>
          </a>
        ) : null}
        <h2 className="dc-title" part="title">
          Debt Refinance Calculator
        </h2>
        <p className="dc-subtitle">
          See how much you could save by refinancing your high-interest debts
        </p>
      </header>
      <div className="dc-grid">
        <section className="dc-card" part="card" aria-labelledby={`${ids}-debts`}>
          <h3 id={`${ids}-debts`} className="dc-card__title">
            Enter Your Debt Information
          </h3>
          <div className="dc-rows">{rows}</div>
          <AddDebtButton onAdd={addDebt} />
          <RateSlider rate={state.rate} onRate={setRate} />
        </section>
        <section
          className="dc-card dc-card--results"
          part="card"
          aria-labelledby={`${ids}-results`}
        >
          <h3 id={`${ids}-results`} className="dc-card__title">
            Your Potential Savings
          </h3>
          {variant === "compact" ? (
            <p className="dc-total-debt">
              <span>Total Debt</span>
              <strong>{formatWhole(result.totalDebt)}</strong>
            </p>
          ) : null}
          <dl className="dc-figures" part="figures">
            <Figure label="Current Monthly" value={format(result.currentMonthly)} tone="current" />
            <Figure
              label="Refinanced Monthly"
              value={format(result.refinancedMonthly)}
              tone="refinanced"
            />
            <Figure label="Monthly Savings" value={format(result.monthlySavings)} tone="savings" />
            <Figure label="Yearly Savings" value={format(result.annualSavings)} tone="yearly" />
          </dl>
          {chart}
          {interest}
          <CallToAction onOpen={() => setDialogOpen(true)} highlight={variant === "compact"}>
            Start Saving Today!
          </CallToAction>
          {share}
        </section>
      </div>
      {dialog}
    </div>
  );
}

/** Fires `calculator-change` after the visitor changes something, not on load. */
function useChangeEvent(host: HTMLElement, state: CalculatorState, result: CalculatorResult) {
  const initial = useRef(state);
  const latest = useRef({ state, result });
  latest.current = { state, result };
  useEffect(() => {
    if (state === initial.current) return;
    const timer = window.setTimeout(() => {
      const { state: s, result: r } = latest.current;
      dispatch(host, "calculator-change", {
        currentMonthly: cents(r.currentMonthly),
        refinancedMonthly: cents(r.refinancedMonthly),
        monthlySavings: cents(r.monthlySavings),
        annualSavings: cents(r.annualSavings),
        totalDebt: cents(r.totalDebt),
        refinanceRate: s.rate,
        debts: s.debts.map((d) => ({ ...d })),
      });
    }, CHANGE_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [host, state]);
}

interface DebtRowProps {
  debt: DebtEntry;
  number: number;
  variant: CalculatorVariant;
  canRemove: boolean;
  onType: (type: DebtType | "") => void;
  onAmount: (amount: number) => void;
  onRate: (rate: number) => void;
  onNotApplicable: (notApplicable: boolean) => void;
  onRemove: () => void;
}

function DebtRow({
  debt,
  number,
  variant,
  canRemove,
  onType,
  onAmount,
  onRate,
  onNotApplicable,
  onRemove,
}: DebtRowProps) {
  const id = useId();
  const detailed = variant === "detailed";
  const labels = detailed
    ? { type: "Debt Type", amount: "Amount ($)", rate: "Interest Rate (%)", na: "N/A" }
    : {
        type: "What type of debt is this?",
        amount: "How much do you owe?",
        rate: "What's the interest rate?",
        na: "Not sure",
      };
  return (
    <fieldset
      className="dc-row"
      aria-labelledby={`${id}-title`}
      part="debt-row"
      data-detailed={detailed ? "" : undefined}
    >
      <div className="dc-row__head">
        <h4 id={`${id}-title`} className="dc-row__title">
          Debt #{number}
        </h4>
        {canRemove ? (
          <button
            type="button"
            className="dc-remove"
            part="remove-button"
            aria-label={`Remove debt #${number}`}
            onClick={onRemove}
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>
      <div className="dc-row__fields">
        <div className="dc-field dc-field--type">
          <label htmlFor={`${id}-type`}>{labels.type}</label>
          <Select
            id={`${id}-type`}
            value={debt.type}
            onValueChange={(value) => onType(value as DebtType | "")}
            options={typeOptions}
            placeholder="Select debt type"
          />
        </div>
        <div className="dc-field dc-field--amount">
          <label htmlFor={`${id}-amount`}>{labels.amount}</label>
          <DecimalInput
            id={`${id}-amount`}
            value={debt.amount}
            onValueChange={onAmount}
            prefix={detailed ? undefined : "$"}
            placeholder="e.g. 10,000"
          />
        </div>
        <div className="dc-field dc-field--rate">
          <label htmlFor={`${id}-rate`}>{labels.rate}</label>
          <div className="dc-rate">
            <DecimalInput
              id={`${id}-rate`}
              value={debt.interestRate}
              onValueChange={onRate}
              step={0.01}
              suffix={detailed ? undefined : "%"}
              disabled={debt.isInterestNA}
              placeholder="e.g. 19.99"
            />
            <label className="dc-check">
              <input
                className="dc-check__box"
                type="checkbox"
                checked={debt.isInterestNA}
                onChange={(event) => onNotApplicable(event.currentTarget.checked)}
              />
              <span>{labels.na}</span>
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  );
}

function AddDebtButton({ onAdd }: { onAdd: () => void }) {
  return (
    <button
      type="button"
      className="ebw-button dc-add"
      data-variant="outline"
      part="add-button"
      onClick={onAdd}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Add Another Debt
    </button>
  );
}

function RateSlider({ rate, onRate }: { rate: number; onRate: (rate: number) => void }) {
  const id = useId();
  const { min, max, step, stepsPerPage } = refinanceRateSlider;
  return (
    <div className="dc-slider">
      <div className="dc-slider__head">
        <span id={`${id}-label`} className="dc-slider__label">
          Home Loan Refinance Rate
        </span>
        <output className="dc-slider__value" htmlFor={`${id}-slider`}>
          {formatRate(rate)}%
        </output>
      </div>
      <Slider
        id={`${id}-slider`}
        value={rate}
        onValueChange={onRate}
        min={min}
        max={max}
        step={step}
        pageSteps={stepsPerPage}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        getValueText={(value) => `${formatRate(value)} percent`}
      />
      <div className="dc-slider__scale" aria-hidden="true">
        <span>{min}%</span>
        <span>{max}%</span>
      </div>
      <div id={`${id}-note`} className="dc-slider__notes">
        <p className="dc-slider__hint">Lower rate = more savings</p>
        <p className="dc-note">*Based on a 30-year term. Actual rates may vary.</p>
      </div>
    </div>
  );
}

function DetailedRateField({ rate, onRate }: { rate: number; onRate: (rate: number) => void }) {
  const id = useId();
  return (
    <div className="dc-field dc-field--refinance">
      <label htmlFor={id}>
        Home Loan Refinance Rate (%) <span className="dc-muted">(30-year term)</span>
      </label>
      <DecimalInput id={id} value={rate} onValueChange={onRate} step={0.01} placeholder="4.99" />
    </div>
  );
}

function Figure({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: "current" | "refinanced" | "savings" | "yearly";
}) {
  return (
    <div className="dc-figure" data-tone={tone}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ChartFigure({
  result,
  variant,
  format,
  formatWhole,
}: {
  result: CalculatorResult;
  variant: CalculatorVariant;
  format: (n: number) => string;
  formatWhole: (n: number) => string;
}) {
  const Chart = useLateChart();
  // The slider version reads in whole dollars, so it takes the round-number axis as well.
  const axisMax =
    variant === "detailed"
      ? detailedAxisMax(result.currentMonthly)
      : compactAxisMax(result.currentMonthly, result.refinancedMonthly);
  return (
    <figure className="dc-chart" part="chart" data-state={Chart ? "ready" : "loading"}>
      <div className="dc-chart__plot" aria-hidden="true" style={{ height: CHART_HEIGHT }}>
        {Chart ? (
          <Chart
            data={result.chartData}
            axisMax={axisMax}
            height={CHART_HEIGHT}
            format={format}
            formatTick={formatWhole}
            animate={!prefersReducedMotion()}
          />
        ) : (
          <div className="dc-chart__placeholder">
            <span className="dc-chart__bar" style={{ height: "70%" }} />
            <span className="dc-chart__bar" style={{ height: "25%" }} />
          </div>
        )}
      </div>
      <figcaption className="dc-chart__legend">
        <span className="dc-swatch" data-tone="current" aria-hidden="true">
          Current
        </span>
        <span className="dc-swatch" data-tone="refinanced" aria-hidden="true">
          Refinanced
        </span>
        <span className="ebw-visually-hidden">
          Bar chart of monthly payments: current {format(result.currentMonthly)}, refinanced{" "}
          {format(result.refinancedMonthly)}.
        </span>
      </figcaption>
    </figure>
  );
}

/** Loads the chart module once the figures are on screen. */
function useLateChart(): ComponentType<PaymentChartProps> | null {
  const [Chart, setChart] = useState<ComponentType<PaymentChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    import("./chart")
      .then((module) => {
        if (live) setChart(() => module.PaymentChart);
      })
      // Without the chart the figures and the legend still say everything.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return Chart;
}

function ComparisonTable({
  result,
  format,
}: {
  result: CalculatorResult;
  format: (n: number) => string;
}) {
  const rows: [string, number, number][] = [
    ["Current Debts", result.currentMonthly, result.annualCurrent],
    ["After Consolidation", result.refinancedMonthly, result.annualRefinanced],
    ["Your Savings", result.monthlySavings, result.annualSavings],
  ];
  return (
    <div className="dc-table-wrap">
      <table className="dc-table" part="table">
        <thead>
          <tr>
            <th scope="col">Comparison</th>
            <th scope="col">Monthly Payment</th>
            <th scope="col">Annual Cost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, monthly, annual]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{format(monthly)}</td>
              <td>{format(annual)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function yearlySentence(result: CalculatorResult, format: (n: number) => string): string {
  if (result.totalDebt === 0) return "Add a debt with its type and amount to see your savings.";
  if (result.annualSavings < 0) {
    return `At this rate, consolidating would cost you ${format(-result.annualSavings)} more per year.`;
  }
  return `By consolidating your debts, you could save ${format(result.annualSavings)} per year!`;
}

/**
 * The honest half of the story: the monthly saving comes from a much longer term, and over 30
 * years the interest usually adds up to more than the debts would cost as they stand.
 */
function InterestNote({
  result,
  format,
}: {
  result: CalculatorResult;
  format: (n: number) => string;
}) {
  if (result.totalDebt === 0) return null;
  const now = result.totalInterestCurrent;
  const later = result.totalInterestRefinanced;
  return (
    <p className="dc-interest" part="interest-note">
      Over the full terms you'd pay about {format(now)} interest now (repaid over 5 years) versus{" "}
      {format(later)} over 30 years.{" "}
      {later > now
        ? "The lower monthly repayment comes from the longer term, so you could pay more interest in total. Paying extra off the loan when you can brings that down."
        : "That's less interest in total as well as a lower monthly repayment."}
    </p>
  );
}

function ShareLink({ state }: { state: CalculatorState }) {
  const [status, setStatus] = useState<{ kind: "copied" } | { kind: "manual"; link: string }>();
  const copy = async () => {
    const link = shareLink(state, window.location.href);
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ kind: "copied" });
    } catch {
      setStatus({ kind: "manual", link });
    }
  };
  // A copied link describes the figures of that moment; after a change it is stale.
  const copiedState = useRef(state);
  useEffect(() => {
    if (state !== copiedState.current) setStatus(undefined);
    copiedState.current = state;
  }, [state]);
  return (
    <div className="dc-share">
      <button
        type="button"
        className="ebw-button dc-share__button"
        data-variant="ghost"
        data-size="sm"
        part="share-button"
        onClick={copy}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.9.9M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.9-.9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        Copy link to these figures
      </button>
      <p className="dc-share__status" role="status">
        {status?.kind === "copied" ? "Link copied. Anyone who opens it sees these figures." : null}
      </p>
      {status?.kind === "manual" ? <ManualLink link={status.link} /> : null}
    </div>
  );
}

function ManualLink({ link }: { link: string }) {
  const id = useId();
  return (
    <div className="dc-field dc-share__manual">
      <label htmlFor={id}>Copy this link to share these figures</label>
      <input
        id={id}
        className="dc-share__link"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

function CallToAction({
  children,
  onOpen,
  highlight,
}: {
  children: ReactNode;
  onOpen: () => void;
  highlight: boolean;
}) {
  const on = useHighlight(highlight);
  return (
    <button
      type="button"
      className="ebw-button ebw-bounce dc-cta"
      data-variant="accent"
      data-size="lg"
      data-block=""
      data-highlight={on ? "" : undefined}
      aria-haspopup="dialog"
      part="cta"
      onClick={onOpen}
    >
      {children}
    </button>
  );
}

/** The compact variant's highlight flag: on for 1.5 s every 10 s, never with reduced motion. */
function useHighlight(enabled: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let off: number | undefined;
    const every = window.setInterval(() => {
      if (prefersReducedMotion()) return;
      setOn(true);
      off = window.setTimeout(() => setOn(false), HIGHLIGHT_FOR_MS);
    }, HIGHLIGHT_EVERY_MS);
    return () => {
      window.clearInterval(every);
      window.clearTimeout(off);
    };
  }, [enabled]);
  return on;
}

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--_primary)" />
      <path
        d="M8 16.5 16 9l8 7.5M11 15v8h10v-8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The site's home page, on the same site the visitor is on (see `navigationTarget`). */
function homeHref(): string {
  const home = navigationTarget("/", "/", document.baseURI);
  return home.pathname + home.search;
}
