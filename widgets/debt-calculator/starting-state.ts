import {
  type CalculatorState,
  decodeCalculatorState,
  encodeCalculatorState,
  initialCalculatorState,
  newDebt,
  refinanceRateSlider,
} from "../../src/calculator";
import { siteConfig } from "../../src/config";
import { type CalculatorVariant, calculatorVariants } from "../../src/content/calculator";
import { debtCalculator } from "./declaration";

/*
 * How a calculator starts and how it is shared: attribute values and the page address in,
 * figures out. No DOM here, so it is tested directly.
 */

/** The `variant` attribute, or the slider version for anything it does not know. */
export function variantOf(value: unknown): CalculatorVariant {
  return typeof value === "string" && Object.hasOwn(calculatorVariants, value)
    ? (value as CalculatorVariant)
    : debtCalculator.attributes.variant.default;
}

/**
 * Keeps a starting rate within what the variant can show: the slider's bounds (not its grid:
 * the compact variant itself starts at 5.99 on a 0.1 grid), or 0–100 for the typed-in rate.
 */
export function fitRate(variant: CalculatorVariant, rate: number): number {
  const { min, max } =
    calculatorVariants[variant].rate.kind === "slider" ? refinanceRateSlider : { min: 0, max: 100 };
  return Math.min(max, Math.max(min, Number(rate.toFixed(2))));
}

/** "6.0" on the slider's grid, "5.99" between its points. */
export function formatRate(rate: number): string {
  return Number.isInteger(Math.round(rate * 100) / 10) ? rate.toFixed(1) : rate.toFixed(2);
}

/**
 * A readable share link in the page's query (`search`, e.g. "?calc=…") wins; then the
 * variant's own start with the `rate` attribute over it.
 */
export function startingState(
  variant: CalculatorVariant,
  rate: number | undefined,
  search: string,
): CalculatorState {
  const shared = sharedState(search);
  if (shared) {
    const debts = shared.debts.length > 0 ? shared.debts : [newDebt("1")];
    return { debts, rate: fitRate(variant, shared.rate) };
  }
  const start = initialCalculatorState(variant);
  return rate === undefined || !Number.isFinite(rate)
    ? start
    : { ...start, rate: fitRate(variant, rate) };
}

function sharedState(search: string): CalculatorState | null {
  const text = new URLSearchParams(search).get("calc");
  return text ? decodeCalculatorState(text) : null;
}

/** The page's own address with these figures in `?calc=`; other parameters are kept. */
export function shareLink(state: CalculatorState, pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hash = "";
  url.searchParams.set("calc", encodeCalculatorState(state));
  return url.toString();
}

/** Falls back to the site's currency and locale when an attribute names one Intl rejects. */
export function moneyFormat(
  currency: string | undefined,
  locale: string | undefined,
): { currency: string; locale: string } {
  const wanted = {
    currency: currency?.trim() || siteConfig.currency,
    locale: locale?.trim() || siteConfig.locale,
  };
  // The site's own pair is known good; checking it would cost the page its first `Intl` use
  // (see `formatCurrency`).
  if (wanted.currency === siteConfig.currency && wanted.locale === siteConfig.locale) {
    return wanted;
  }
  try {
    new Intl.NumberFormat(wanted.locale, { style: "currency", currency: wanted.currency });
    return wanted;
  } catch {
    return { currency: siteConfig.currency, locale: siteConfig.locale };
  }
}
