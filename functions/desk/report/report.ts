import { dayIn } from "../../business-days";
import { jsonError } from "../../context";
import type { DeskHandler } from "../types";

/** The longest range one report covers. */
const MAX_DAYS = 400;
/** The range when none is given: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) =>
  dayPattern.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;

/**
 * `GET /desk/api/report?from=YYYY-MM-DD&to=YYYY-MM-DD` (the broker's days, `BUSINESS_TIMEZONE`,
 * both included; the last 30 days to today in the broker's zone unless given): the funnel counters summed by day, campaign, source, landing page and
 * widget with its variant, and per campaign the leads stored and how far they went in the desk.
 * Counts only: nothing about a person. Other processes' counts reach it within their second.
 */
export const report: DeskHandler = async (req, ctx) => {
  const query = new URL(req.url).searchParams;
  const today = dayIn(ctx.options.businessTimeZone, ctx.clock());
  const to = query.get("to") || today;
  const from =
    query.get("from") ||
    isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  if (!validDay(from) || !validDay(to)) {
    return jsonError(400, "invalid_range", "Give from and to as dates, YYYY-MM-DD.");
  }
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1 || days > MAX_DAYS) {
    return jsonError(
      400,
      "invalid_range",
      `The range must start on or before its end and cover at most ${MAX_DAYS} days.`,
    );
  }
  // This process's counts of the last second first, so the broker sees every event it answered.
  await ctx.store.flushFunnelCounts();
  const [summary, outcomes] = await Promise.all([
    ctx.store.funnelSummary(from, to),
    ctx.store.leadOutcomes(from, to),
  ]);
  return Response.json(
    { from, to, ...summary, outcomes },
    { headers: { "Cache-Control": "no-store" } },
  );
};
