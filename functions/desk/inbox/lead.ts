import { jsonError } from "../../context";
import type { DeskHandler } from "../types";
import { leadDetail } from "./summary";

export const leadNotFound = () =>
  jsonError(404, "not_found", "There is no such lead: it may have been erased.");

/** `GET /leads/:id`: one lead with its notes, stage history and deliveries; a view of a person. */
export const getLead: DeskHandler = async (_req, ctx) => {
  const id = ctx.params.id ?? "";
  const lead = await ctx.store.getInboxLead(id);
  if (!lead) return leadNotFound();
  await ctx.audit("view_lead", { leadId: lead.id });
  return Response.json({ lead: leadDetail(lead) }, { headers: { "Cache-Control": "no-store" } });
};
