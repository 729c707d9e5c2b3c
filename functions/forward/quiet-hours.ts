import { addDays, dayIn, zonedMoment } from "../business-days";
import type { QuietHours } from "../store";

/** `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The wall-clock time at `at` in the zone, `HH:MM`. */
function clockIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/**
 * When the quiet hours holding at `at` end (on the broker's clock, `timeZone`), or null when
 * `at` is outside them. Hours that start later than they end run past midnight (22:00–07:00);
 * equal ones are none.
 */
export function quietUntil(hours: QuietHours | null, timeZone: string, at: Date): Date | null {
  if (!hours || hours.starts === hours.ends) return null;
  const now = clockIn(timeZone, at);
  const today = dayIn(timeZone, at);
  const overnight = hours.starts > hours.ends;
  const inside = overnight
    ? now >= hours.starts || now < hours.ends
    : now >= hours.starts && now < hours.ends;
  if (!inside) return null;
  const endDay = overnight && now >= hours.starts ? addDays(today, 1) : today;
  return zonedMoment(timeZone, endDay, hours.ends);
}
