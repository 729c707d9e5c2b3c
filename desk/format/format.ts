import { siteFormat } from "./locale";

/**
 * How the desk shows times, amounts and durations. Each takes its locale (and time zone) so
 * tests can fix them; the app shows the site's locale and the broker's zone (`BUSINESS_TIMEZONE`,
 * told by `/me`), so a day in the desk is the broker's day wherever the device is.
 */

export interface FormatOptions {
  locale?: string;
  timeZone?: string;
}

let businessTimeZone: string | undefined;

/** The zone every time and day the desk shows is in, unless a call gives its own. */
export function setBusinessTimeZone(timeZone: string): void {
  businessTimeZone = timeZone;
}

/*
 * Made once for each locale and set of options: making a formatter costs far more than using
 * one, and an inbox row asks for several (a phone's first screen drew twice as slowly).
 */
const formatters = new Map<string, unknown>();
function formatter<T>(
  make: new (locale: string, options: never) => T,
  locale: string,
  options: object,
): T {
  const key = `${make.name}|${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = new make(locale, options as never);
    formatters.set(key, made);
  }
  return made;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; past a week, the date. */
export function relativeTime(iso: string, now: Date, options: FormatOptions = {}): string {
  const locale = options.locale ?? siteFormat.locale;
  const ms = Date.parse(iso) - now.getTime();
  const ago = Math.abs(ms);
  if (ago >= 7 * DAY) return day(iso, options);
  const rtf = formatter(Intl.RelativeTimeFormat, locale, { numeric: "auto" });
  if (ago < MINUTE) return rtf.format(0, "second");
  if (ago < HOUR) return rtf.format(Math.trunc(ms / MINUTE), "minute");
  if (ago < DAY) return rtf.format(Math.trunc(ms / HOUR), "hour");
  return rtf.format(Math.trunc(ms / DAY), "day");
}

/** A moment in the given styles, in `options`' locale (else the site's) and zone. */
function dateTime(iso: string, options: FormatOptions, styles: Intl.DateTimeFormatOptions) {
  return formatter(Intl.DateTimeFormat, options.locale ?? siteFormat.locale, {
    ...styles,
    timeZone: options.timeZone ?? businessTimeZone,
  }).format(new Date(iso));
}

/** The exact moment: "25 Nov 2026, 3:04 pm". */
export function exactTime(iso: string, options: FormatOptions = {}): string {
  return dateTime(iso, options, { dateStyle: "medium", timeStyle: "short" });
}

/** A day: "25 Nov 2026". */
export function day(iso: string, options: FormatOptions = {}): string {
  return dateTime(iso, options, { dateStyle: "medium" });
}

/**
 * The Monday an ISO week (`2026-W48`, as `/speed` names weeks) starts on, as an ISO date
 * (`2026-11-23`); null for anything else.
 */
export function weekStart(week: string): string | null {
  const found = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!found) return null;
  // 4 January is always in week 1; its week starts on the Monday on or before it.
  const fourth = Date.UTC(Number(found[1]), 0, 4);
  const mondayOfWeek1 = fourth - ((new Date(fourth).getUTCDay() + 6) % 7) * 86_400_000;
  const monday = mondayOfWeek1 + (Number(found[2]) - 1) * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/** A whole amount of money in the site's currency: "$1,234". */
export function money(
  amount: number,
  options: FormatOptions & { currency?: string; cents?: boolean } = {},
): string {
  return formatter(Intl.NumberFormat, options.locale ?? siteFormat.locale, {
    style: "currency",
    currency: options.currency ?? siteFormat.currency,
    maximumFractionDigits: options.cents ? 2 : 0,
    minimumFractionDigits: options.cents ? 2 : 0,
  }).format(amount);
}

/** A large sum in few characters: "$1.2M", "$650K", "$900". */
export function compactMoney(amount: number, options: FormatOptions & { currency?: string } = {}) {
  return formatter(Intl.NumberFormat, options.locale ?? siteFormat.locale, {
    style: "currency",
    currency: options.currency ?? siteFormat.currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A rate in percent: "6.5%". */
export function percent(rate: number, options: FormatOptions = {}): string {
  return `${formatter(Intl.NumberFormat, options.locale ?? siteFormat.locale, {
    maximumFractionDigits: 2,
  }).format(rate)}%`;
}

/** A time taken, in its largest sensible units: "45 s", "12 min", "3 h 20 min", "2 d 4 h". */
export function duration(ms: number): string {
  if (ms < MINUTE) return `${Math.round(ms / SECOND)} s`;
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.round((ms - hours * HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.round((ms - days * DAY) / HOUR);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

/** Whether a lead's follow-up is past; a settled or lost lead is never overdue. */
export function isOverdue(lead: { followUpAt: string | null; stage: string }, now: Date): boolean {
  if (lead.stage === "settled" || lead.stage === "lost") return false;
  return lead.followUpAt !== null && Date.parse(lead.followUpAt) < now.getTime();
}

/** `yyyy-mm-ddThh:mm` of a moment on the broker's clock (or `timeZone`'s), for a time input. */
export function dateTimeInputValue(iso: string, timeZone = businessTimeZone): string {
  const time = formatter(Intl.DateTimeFormat, "en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
  return `${dateInputValue(iso, timeZone)}T${time}`;
}

/** `yyyy-mm-dd` of a moment in the broker's zone (or `timeZone`), for `<input type="date">`. */
export function dateInputValue(iso: string, timeZone = businessTimeZone): string {
  // en-CA writes dates as yyyy-mm-dd.
  return formatter(Intl.DateTimeFormat, "en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}
