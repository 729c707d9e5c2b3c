import { siteConfig } from "../config";

/**
 * Reads what a visitor typed into an amount or rate box. Accepts plain decimals ("19.99", "12.",
 * ".5") and what people paste or type out of habit: surrounding spaces, a leading "$", thousands
 * commas ("$1,000" → 1000) and a trailing "%". Anything else, negatives included (no calculator
 * field takes one), becomes 0, as a blank box does. Partial junk is not half-read: "12abc" → 0.
 */
export function parseDecimal(input: string): number {
  const cleaned = input
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/\s*%$/, "")
    .replace(/(\d),(?=\d)/g, "$1");
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Whether a box may show this text: something `parseDecimal` reads, or the start of one as it is
 * typed ("$", "1,", "12." or "12 "). A keystroke that would make anything else ("abc", "12a",
 * "1.2.3", "-5") is refused, so the box never shows what the figures do not count.
 */
export function isDecimalDraft(input: string): boolean {
  return /^\s*(\$\s*)?(\d+(,\d+)*,?)?(\.\d*)?((?<=[\d.])\s*%)?\s*$/.test(input);
}

/** What an amount or rate box shows: empty rather than "0", so the placeholder shows through. */
export function displayNumber(n: number): string {
  return n === 0 || !Number.isFinite(n) ? "" : String(n);
}

export interface CurrencyFormat {
  /** Fraction digits: 0 in the slider version, 2 in the first variant. Default 0. */
  decimals?: number;
  /** ISO code; defaults to the site's (US dollars). */
  currency?: string;
  /** BCP 47 locale; defaults to the site's (en-US). */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * US dollars as `Intl.NumberFormat("en-US", { style: "currency" })` writes them ("-$1,234.50"),
 * without `Intl`: a page's first `Intl.NumberFormat` makes the browser load its number data,
 * about 30 ms of main thread on a desktop and several times that on a phone, right when the
 * pre-rendered calculator takes over. Rounding is half away from zero on the shortest decimal
 * form of `n`, as ICU rounds (so 1.005 gives "1.01", where `toFixed` would give "1.00").
 */
function formatUsDollars(n: number, decimals: number): string {
  const [whole, fraction = ""] = String(
    Math.round(Number(`${Math.abs(n)}e${decimals}`)) / 10 ** decimals,
  ).split(".");
  const grouped = (whole ?? "0").replace(/\B(?=(\d{3})+$)/g, ",");
  const cents = decimals > 0 ? `.${fraction.padEnd(decimals, "0")}` : "";
  return `${n < 0 ? "-" : ""}$${grouped}${cents}`;
}

export function formatCurrency(n: number, format: CurrencyFormat = {}): string {
  const { decimals = 0, currency = siteConfig.currency, locale = siteConfig.locale } = format;
  // A saving of −$0.30 shown without cents is no saving at all, not "−$0".
  const shown = Math.abs(n) < 0.5 * 10 ** -decimals ? 0 : n;
  if (locale === "en-US" && currency === "USD" && Math.abs(shown) < 1e15) {
    return formatUsDollars(shown, decimals);
  }
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(shown);
}
