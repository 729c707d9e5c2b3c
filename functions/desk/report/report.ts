import { dayIn } from "../../business-days";
import { jsonError } from "../../context";
import { TOUCH_MODELS, type TouchModel } from "../../store";
import { readCampaignFilter } from "../inbox/filter-query";
import type { DeskHandler } from "../types";
import { type ReportResponse, reportFigures } from "./figures";

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
 * `GET /desk/api/report?from=YYYY-MM-DD&to=YYYY-MM-DD&model=last|first&campaign=&source=&medium=`
 * (both days included; the last 30 days unless given): by day, campaign, source, page and widget
 * with its variant, the leads stored and how far the desk moved them, beside the views, and each
 * widget's shown, engaged and attempted, that the page events counted. Campaigns and sources are
 * the leads' last touch, or their first with `model=first`. `campaign`, `source` and `medium`
 * keep only the leads whose touch, and the page views whose address, carries such a value (the
 * inbox's rule: any part of it, any case, spaces, hyphens and underscores aside). Days are the broker's (`BUSINESS_TIMEZONE`).
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
  const model = (query.get("model") || "last") as TouchModel;
  if (!TOUCH_MODELS.includes(model)) {
    return jsonError(400, "invalid_model", `model must be ${TOUCH_MODELS.join(" or ")}.`);
  }
  const filter = readCampaignFilter(query);
  if (filter instanceof Response) return filter;
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
  const [summary, stored] = await Promise.all([
    ctx.store.funnelSummary(from, to, filter),
    ctx.store.leadCounts(from, to, { model, timeZone: ctx.options.businessTimeZone, filter }),
  ]);
  const body: ReportResponse = { from, to, model, filter, ...reportFigures(summary, stored) };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
};
