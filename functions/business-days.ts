/*
 * The broker's days: a moment's date, and a date's bounds, in the broker's time zone
 * (`businessTimeZone`), daylight saving included.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date (`YYYY-MM-DD`) it is in `timeZone` at `at`. */
export function dayIn(timeZone: string, at: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The day `days` after `day` (`YYYY-MM-DD`; negative goes back), as a calendar counts. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
