import { jsonError } from "../../context";
import type { Delivery } from "../../store";
import type { DeskHandler } from "../types";
import { readJsonObject } from "./json-body";

/** A delivery as the desk shows it (the lead's id is the route's). */
function deliveryJson(delivery: Delivery) {
  const { target, status, attempts, nextAttemptAt, lastError, deliveredAt } = delivery;
  return { target, status, attempts, nextAttemptAt, lastError, deliveredAt };
}

/**
 * `POST /desk/api/leads/:id/deliveries/:target/resend`, body `{}` or `{ force: true }`: queues
 * a new attempt of that delivery, due at once, and wakes the forwarder. Its attempts and last
 * error stay until the attempt replaces them. Two clicks make one attempt: a delivery already
 * due or under way is answered as it is. One that was delivered, or skipped on purpose (target
 * not configured, lead caught by the spam trap), is sent again only with `force: true`; without
 * it, 409 says why.
 */
export const resendDelivery: DeskHandler = async (req, ctx) => {
  const body = await readJsonObject(req);
  if (body instanceof Response) return body;
  if (body.force !== undefined && typeof body.force !== "boolean") {
    return jsonError(400, "validation", "force must be true or false.");
  }
  const leadId = ctx.params.id ?? "";
  const target = ctx.params.target ?? "";
  const outcome = await ctx.store.resendDelivery({
    leadId,
    target,
    now: ctx.clock(),
    force: body.force === true,
  });
  switch (outcome.status) {
    case "not_found":
      return jsonError(404, "not_found", "This lead has no such delivery.");
    case "delivered":
      return jsonError(
        409,
        "already_delivered",
        "This lead was already delivered there. To send it again anyway, confirm with force.",
        { delivery: deliveryJson(outcome.delivery) },
      );
    case "skipped":
      return jsonError(
        409,
        "skipped",
        "This delivery was skipped on purpose (the target is not set up, or the lead was caught " +
          "by the spam trap). To send it anyway, confirm with force.",
        { delivery: deliveryJson(outcome.delivery) },
      );
    case "already_queued":
      return Response.json(
        { delivery: deliveryJson(outcome.delivery) },
        { headers: { "Cache-Control": "no-store" } },
      );
    case "queued":
      await ctx.audit("resend", { leadId, note: target });
      ctx.nudgeForwarder();
      return Response.json(
        { delivery: deliveryJson(outcome.delivery) },
        { headers: { "Cache-Control": "no-store" } },
      );
  }
};

/**
 * `GET /desk/api/leads/:id/deliveries`: how the lead's forwarding stands now, for an open lead's
 * page to follow a delivery under way (its status only: no personal data, so no audit entry).
 */
export const listDeliveries: DeskHandler = async (_req, ctx) => {
  const lead = await ctx.store.getInboxLead(ctx.params.id ?? "");
  if (!lead) return jsonError(404, "not_found", "There is no such lead: it may have been erased.");
  return Response.json(
    { deliveries: lead.deliveries.map(deliveryJson) },
    { headers: { "Cache-Control": "no-store" } },
  );
};
