import { zonedMoment } from "../../business-days";
import type { DeskHandler } from "../types";
import { invalid, readJsonObject } from "./body";
import { leadNotFound } from "./lead";
import { leadDetail } from "./summary";

/** A follow-up set for a day is due at 9 in the morning of that day, on the broker's clock. */
const FOLLOW_UP_TIME = "09:00";

/** `at` as the moment it names: a day (`YYYY-MM-DD`) in the broker's zone, or an ISO instant. */
function followUpAt(at: string, timeZone: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) {
    const day = new Date(`${at}T00:00:00Z`);
    return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== at
      ? null
      : zonedMoment(timeZone, at, FOLLOW_UP_TIME);
  }
  const moment = /^\d{4}-\d{2}-\d{2}T/.test(at) ? new Date(at) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment : null;
}

/**
 * `POST /leads/:id/follow-up {at}`: when to follow the lead up: a day (9 am that day in the
 * broker's zone, `BUSINESS_TIMEZONE`), an ISO date and time, or null; answers the lead as opened.
 */
export const setFollowUp: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  let at: Date | null = null;
  if (body.at !== null) {
    at = typeof body.at === "string" ? followUpAt(body.at, ctx.options.businessTimeZone) : null;
    if (!at) {
      return invalid(
        "at",
        "Give the follow-up as a day (YYYY-MM-DD), an ISO date and time, or null to clear it",
      );
    }
  }
  const set = await ctx.store.setFollowUp(ctx.params.id ?? "", at);
  // Each device is told when it falls due; a push for a follow-up moved since is dropped.
  if (set && at && ctx.options.vapid && at > ctx.clock()) {
    await ctx.store.enqueuePush(set.id, "due", at, at.toISOString());
  }
  const lead = set && (await ctx.store.getInboxLead(set.id));
  if (!lead) return leadNotFound();
  return Response.json({ lead: leadDetail(lead) }, { headers: { "Cache-Control": "no-store" } });
};
