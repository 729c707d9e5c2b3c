import { jsonError } from "../../context";
import type { DeskHandler } from "../types";

const DAY_MS = 86_400_000;
/** Twelve weeks back, unless `from` says otherwise. */
const DEFAULT_SPAN_MS = 84 * DAY_MS;

const instant = (value: string | null): Date | null | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const at = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : new Date(Number.NaN);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * `GET /speed?from=&to=`: per ISO week of arrival (in the broker's zone, `BUSINESS_TIMEZONE`), the median time from
 * a lead's arrival to its first stage change, over the leads worked so far; the last twelve
 * weeks unless asked.
 */
export const speedToLead: DeskHandler = async (req, ctx) => {
  const url = new URL(req.url);
  const to = instant(url.searchParams.get("to"));
  const from = instant(url.searchParams.get("from"));
  if (to === null || from === null) {
    return jsonError(400, "bad_filter", "from and to must be ISO dates");
  }
  const end = to ?? ctx.clock();
  const weeks = await ctx.store.speedByWeek({
    from: from ?? new Date(end.getTime() - DEFAULT_SPAN_MS),
    to: end,
    timeZone: ctx.options.businessTimeZone,
  });
  return Response.json({ weeks }, { headers: { "Cache-Control": "no-store" } });
};
