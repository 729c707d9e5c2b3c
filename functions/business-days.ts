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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - (at - (at % 1000));
}

/**
 * The moment the clocks of `timeZone` show `time` (`HH:MM`) on `day` (`YYYY-MM-DD`). A time the
 * clocks skip (the hour daylight saving starts) is read with the offset before the change.
 */
export function zonedMoment(timeZone: string, day: string, time = "00:00"): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, first));
}
