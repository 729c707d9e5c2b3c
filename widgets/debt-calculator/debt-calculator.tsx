import { useSyncExternalStore } from "react";
import type { DebtEntry } from "../../src/calculator";
import type { WidgetProps } from "../shared/element/define-element";
import { CalculatorLayout } from "./calculator-layout";
import type { DebtCalculatorProps } from "./options";
import { variantOf } from "./starting-state";

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

export type DebtCalculatorElement = HTMLElement & DebtCalculatorProps;

const noSubscription = () => () => undefined;
const noSearch = () => "";
/** The page's query when it carries shared figures ("?calc=…"); otherwise nothing to restore. */
const sharedSearch = () =>
  new URLSearchParams(window.location.search).has("calc") ? window.location.search : "";

/**
 * `<debt-calculator>`: how much a visitor could save by rolling high-interest debts into a
 * 30-year home loan. All maths comes from `src/calculator`; nothing is sent anywhere until the
 * visitor fills in the lead form behind the call to action. Everything in which the variants
 * differ (copy, figures, rate input, chart axis, call to action) is one table,
 * `calculatorVariants` in `src/content/calculator.ts`. A share link (`?calc=<encoded>` in
 * the page address, as written by "Copy link to these figures") restores debts and rate on load;
 * an invalid value is ignored.
 *
 * @customElement debt-calculator
 *
 * @attr variant - `slider` (default; /debt-calculator), `detailed` (the first variant,
 *   two decimals, rate typed in) or `compact` (/debtcalc2: slider, total debt, highlighted CTA).
 * @attr rate - Starting refinance rate in percent; a later change moves it too. Slider variants
 *   clamp it to 5.5–8 (a value between the 0.1 steps, like the compact start of 5.99, is kept
 *   until the slider moves). Defaults (each variant's `start` in `calculatorVariants`): slider 6.0
 *   (inside the slider's range and the "about 6% on a home loan" the debt site quotes),
 *   detailed 4.99, compact 5.99. While the detailed variant's rate box is blank, the refinanced payment and
 *   the savings ask for a rate instead of showing figures worked out at 0%.
 * @attr api-base - Origin of `/api/submit-lead` for the lead form; default: where the script
 *   was loaded from.
 * @attr redirect - Where a visitor goes after sending the lead form (default `/thank-you` on
 *   our site; on another site's page, none: the thanks shows in place); `none` stays and shows
 *   a thank-you message.
 * @attr lead-source - `source` sent with a lead (default `debt-calculator-<variant>`), a slug:
 *   other text is sent as one (`Google Ads` as `google-ads`).
 * @attr privacy-href - The privacy policy linked from the lead form (default `/privacy` on the
 *   widget's site).
 * @attr currency - ISO currency of the figures (default `USD`).
 * @attr locale - Number formatting locale (default `en-US`).
 *
 * @fires calculator-change - `{ currentMonthly, refinancedMonthly, monthlySavings,
 *   annualSavings, totalDebt, refinanceRate, debts }` after the visitor changes anything,
 *   250 ms after the last change of a burst (typing "10000" fires once), never on load. Figures
 *   are in dollars, rounded to cents. Bubbles, composed; also pushed to `dataLayer` if present.
 * @fires lead-submit - From the embedded lead form: `{ id, source }`, or `{ id, source,
 *   resent: true }` for a lead it resent in the background, as documented on `<lead-form>`.
 * @fires widget-error - `{ tag, message }` when the element's code fails; it then shows the
 *   broker's phone and e-mail instead (`::part(fallback)`). Bubbles, composed.
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
 * @csspart unknown-rate-note - Beside the figures while a counted debt has no rate ('Not sure',
 *   'N/A' or blank): it is counted with no current repayment.
 * @csspart cta - The call to action.
 * @csspart share-button - "Copy link to these figures".
 * @csspart dialog - The lead form's modal (also `panel`, `title`, `description`, `body`,
 *   `close-button`).
 *
 * @cssprop --ebw-accent - Call to action, slider and refinanced figures (default #15803d here,
 *   a darker green than the shared default so white button text passes WCAG AA).
 * @cssprop --ebw-calc-current - Colour of the current-payment figures (default #6d28d9).
 * @cssprop --ebw-primary - Headings' brand colour and links.
 * @cssprop --ebw-surface - Card background.
 * @cssprop --ebw-calc-background - Behind the cards (default #f8fafc; `transparent` to blend).
 */
export function DebtCalculatorWidget(props: DebtCalculatorProps & WidgetProps) {
  const variant = variantOf(props.variant);
  // The page address is read here, at the element's edge, so the layout below stays a function
  // of its props. A pre-rendered first view (and hydration) has no address; a shared link's
  // figures then replace it, as a new layout, right after the element takes over.
  const search = useSyncExternalStore(noSubscription, sharedSearch, noSearch);
  // A different variant (or shared figures) is a different calculator: it starts again.
  return (
    <CalculatorLayout key={`${variant}${search}`} {...props} variant={variant} search={search} />
  );
}
