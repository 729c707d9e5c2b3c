import { zonedMoment } from "../../business-days";
import type { DeskHandler } from "../types";
import { invalid, readJsonObject } from "./body";
import { leadNotFound } from "./lead";
import { leadDetail } from "./summary";

/** A follow-up set for a day is due at 9 in the morning of that day, on the broker's clock. */
const FOLLOW_UP_TIME = "09:00";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day and a time on the broker's clock, with no zone: `2030-01-31T14:30`. */
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const isDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

/**
 * `at` as the moment it names: a day (`YYYY-MM-DD`) or a day and time (`YYYY-MM-DDTHH:MM`) in
 * the broker's zone, or an ISO instant with its offset.
 */
function followUpAt(at: string, timeZone: string): Date | null {
  if (DAY.test(at)) return isDay(at) ? zonedMoment(timeZone, at, FOLLOW_UP_TIME) : null;
  const local = LOCAL.exec(at);
  if (local) {
    const [, day = "", time = ""] = local;
    const [hours, minutes] = time.split(":").map(Number);
    return isDay(day) && Number(hours) < 24 && Number(minutes) < 60
      ? zonedMoment(timeZone, day, time)
      : null;
  }
  const moment = /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(at) ? new Date(at) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment : null;
}

/**
 * `POST /leads/:id/follow-up {at}`: when to follow the lead up: a day (9 am that day in the
 * broker's zone, `BUSINESS_TIMEZONE`), a day and time there, an ISO instant, or null; answers the
 * lead as opened.
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
        "Give the follow-up as a day (YYYY-MM-DD), a day and time (YYYY-MM-DDTHH:MM), or null to clear it",
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
