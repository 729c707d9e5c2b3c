import type { DeskHandler } from "../types";
import { invalid, readJsonObject } from "./body";
import { leadNotFound } from "./lead";
import { leadDetail } from "./summary";

/**
 * `POST /leads/:id/follow-up {at}`: when to follow the lead up (an ISO date and time), or null;
 * answers the lead as opened.
 */
export const setFollowUp: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  let at: Date | null = null;
  if (body.at !== null) {
    at =
      typeof body.at === "string" && /^\d{4}-\d{2}-\d{2}T/.test(body.at) ? new Date(body.at) : null;
    if (!at || Number.isNaN(at.getTime())) {
      return invalid("at", "Give the follow-up as an ISO date and time, or null to clear it");
    }
  }
  const set = await ctx.store.setFollowUp(ctx.params.id ?? "", at);
  const lead = set && (await ctx.store.getInboxLead(set.id));
  if (!lead) return leadNotFound();
  return Response.json({ lead: leadDetail(lead) }, { headers: { "Cache-Control": "no-store" } });
};
