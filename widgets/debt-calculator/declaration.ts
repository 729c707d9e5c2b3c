import type { DebtEntry } from "../../src/calculator";
import type { CalculatorVariant } from "../../src/content/calculator";
import { calculatorVariants } from "../../src/content/calculator";
import {
  type DeliveryDeclaration,
  type Detail,
  type ElementDeclaration,
  type OneOf,
  widgetErrorEvent,
} from "../shared/element/declaration";
import type { LeadSubmitDetail } from "../shared/form/page-submission";

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

/**
 * `<debt-calculator>`: how much a visitor could save by rolling high-interest debts into a 30-year
 * home loan. All maths comes from `src/calculator`; nothing is sent anywhere until the visitor
 * fills in the lead form behind the call to action. Everything in which the variants differ (copy,
 * figures, rate input, chart axis, call to action) is one table, `calculatorVariants` in
 * `src/content/calculator.ts`. A share link (`?calc=<encoded>` in the page address, as written by
 * "Copy link to these figures") restores debts and rate on load; an invalid value is ignored.
 */
export const debtCalculator = {
  tag: "debt-calculator",
  attributes: {
    /**
     * `slider` (/debt-calculator), `detailed` (the first variant, two decimals, rate typed in) or
     * `compact` (/debtcalc2: slider, total debt, highlighted CTA); anything else is `slider`.
     */
    variant: {
      kind: "string",
      default: "slider" as CalculatorVariant,
      values: {} as OneOf<CalculatorVariant>,
    },
    /**
     * Starting refinance rate in percent; a later change moves it too. Slider variants clamp it to
     * 5.5–8 (a value between the 0.1 steps, like the compact start of 5.99, is kept until the
     * slider moves). Defaults (each variant's `start` in `calculatorVariants`): slider 6.0 (inside
     * the slider's range and the "about 6% on a home loan" the debt site quotes), detailed 4.99,
     * compact 5.99. While the detailed variant's rate box is blank, the refinanced payment and the
     * savings ask for a rate instead of showing figures worked out at 0%.
     */
    rate: "number",
    /**
     * Origin of `/api/submit-lead` for the lead form; default: where the script was loaded from.
     */
    apiBase: "string",
    /**
     * Where a visitor goes after sending the lead form (default `/thank-you` on our site; on
     * another site's page, none: the thanks shows in place); `none` stays and shows a thank-you
     * message.
     */
    redirect: "string",
    /**
     * `source` sent with a lead (default `debt-calculator-<variant>`), a slug: other text is sent
     * as one (`Google Ads` as `google-ads`).
     */
    leadSource: "string",
    /** The privacy policy linked from the lead form (default `/privacy` on the widget's site). */
    privacyHref: "string",
    /** ISO currency of the figures (default `USD`). */
    currency: "string",
    /** Number formatting locale (default `en-US`). */
    locale: "string",
  },
  events: {
    /**
     * `{ currentMonthly, refinancedMonthly, monthlySavings, annualSavings, totalDebt,
     * refinanceRate, debts }` after the visitor changes anything, 250 ms after the last change of a
     * burst (typing "10000" fires once), never on load. Figures are in dollars, rounded to cents.
     * Bubbles, composed; also pushed to `dataLayer` if present.
     */
    "calculator-change": {} as Detail<CalculatorChangeDetail>,
    /**
     * From the embedded lead form: `{ id, source }`, or `{ id, source, resent: true }` for a lead
     * it resent in the background, as documented on `<lead-form>`.
     */
    "lead-submit": {} as Detail<LeadSubmitDetail>,
    ...widgetErrorEvent,
  },
  parts: {
    /** The calculator's outer box. */
    root: true,
    /** Logo, title and subtitle. */
    header: true,
    /** The heading. */
    title: true,
    /** Each card (debts, results). */
    card: true,
    /** One debt. */
    "debt-row": true,
    /** A row's remove button. */
    "remove-button": true,
    /** "Add Another Debt". */
    "add-button": true,
    /** The refinance-rate slider (also `slider-track`, `slider-range`, `slider-thumb`). */
    slider: true,
    /** The monthly figures. */
    figures: true,
    /** The chart's box (placeholder until the chart has loaded). */
    chart: true,
    /** The detailed variant's comparison table. */
    table: true,
    /** The total-interest line. */
    "interest-note": true,
    /**
     * Beside the figures while a counted debt has no rate ('Not sure', 'N/A' or blank): it is
     * counted with no current repayment.
     */
    "unknown-rate-note": true,
    /** The call to action. */
    cta: true,
    /** "Copy link to these figures". */
    "share-button": true,
    /** The lead form's modal (also `panel`, `title`, `description`, `body`, `close-button`). */
    dialog: true,
  },
  cssProperties: {
    /**
     * Call to action, slider and refinanced figures (default #15803d here, a darker green than the
     * shared default so white button text passes WCAG AA).
     */
    "--ebw-accent": true,
    /** Colour of the current-payment figures (default #6d28d9). */
    "--ebw-calc-current": true,
    /** Headings' brand colour and links. */
    "--ebw-primary": true,
    /** Card background. */
    "--ebw-surface": true,
    /** Behind the cards (default #f8fafc; `transparent` to blend). */
    "--ebw-calc-background": true,
  },
} satisfies ElementDeclaration;

export const delivery = {
  strategy: "visible",
  views: {
    attribute: "variant",
    // Pure, so that the element's bundle, which reads the declaration, drops it.
    values: /* @__PURE__ */ [""].concat(/* @__PURE__ */ Object.keys(calculatorVariants)),
  },
  onPages: true,
  room: {
    measured: ["detailed", "compact"],
    width: 1120,
    heights: {
      "": [
        280, 2265, 3, -20, 12, -21, 7, -21, 2, -20, 1, -24, 8, -18, 1, -21, 4, -48, 3, -21, 2, -20,
        12, -13, 1, -24, 2, -24, 2, -23, 14, -20, 26, -20, 17, -19, 5, -24, 2, -20, 1, -19, 6, -12,
        12, -19, 2, -31, 18, 3, 11, -19, 14, -16, 12, -18, 20, 3, 26, -20, 3, 45, 13, -21, 7, -48,
        37, -20, 58, -26, 76, -20, 188, -500, 3, -20, 67, -20, 57, -20, 193, -20,
      ],
      detailed: [
        280, 3322, 3, -164, 10, -24, 4, -23, 2, -24, 1, -22, 1, -13, 3, -20, 7, -24, 2, -18, 8, -24,
        2, -20, 6, -23, 6, -18, 14, -20, 4, -24, 19, -25, 5, -20, 11, -46, 15, -22, 8, -24, 8, -23,
        4, -20, 2, -31, 9, -21, 14, -38, 20, -261, 2, -22, 6, -20, 18, -24, 35, 50, 51, -20, 133,
        -24, 2, -20, 193, -793, 96, -63, 166, -144,
      ],
      compact: [
        280, 2315, 2, -24, 1, -20, 8, -20, 4, -21, 7, -21, 2, -20, 9, -18, 1, -21, 3, -24, 1, -48,
        3, -21, 2, -20, 12, -13, 1, -24, 2, -24, 2, -23, 14, -20, 26, -20, 22, -24, 2, -20, 1, -19,
        18, -18, 1, -13, 1, -31, 18, 3, 11, -19, 14, -16, 12, -18, 20, 3, 26, -20, 3, 45, 13, -21,
        7, -48, 37, -20, 58, -26, 76, -20, 188, -500, 3, -20, 67, -20, 57, -20, 193, -20,
      ],
    },
  },
} satisfies DeliveryDeclaration;
