import { addDays, dayIn, zonedMoment } from "../../business-days";
import type { DeskHandler } from "../types";

/**
 * `GET /follow-ups`: how many open leads are due for a follow-up today (the broker's day,
 * `BUSINESS_TIMEZONE`) and how many are overdue now; settled and lost leads never are.
 */
export const countFollowUps: DeskHandler = async (_req, ctx) => {
  const zone = ctx.options.businessTimeZone;
  const now = ctx.clock();
  const today = dayIn(zone, now);
  const counts = await ctx.store.countFollowUps(now, {
    from: zonedMoment(zone, today),
    to: zonedMoment(zone, addDays(today, 1)),
  });
  return Response.json(counts, { headers: { "Cache-Control": "no-store" } });
};
