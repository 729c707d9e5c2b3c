import { timingSafeEqual } from "node:crypto";
import { type FunctionHandler, jsonError } from "../context";

/** MyCRM's resources whose change may be a deal's status: a lead is a deal in MyCRM. */
const DEAL_TYPES = new Set(["deals", "leads"]);

const sameKey = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /api/mycrm-webhook?key=<MYCRM_WEBHOOK_KEY>`: MyCRM's word that a record changed, in the
 * shape LMG documents (`{ action, resource: { type, id, url }, webhook: { name } }`). MyCRM
 * documents no signature, so the address carries a key of ours, and the body is never trusted:
 * for a deal it only makes that deal's status read from MyCRM now (within its rate limit),
 * instead of at its next hourly look. A deal not yet linked to its lead (its creation's answer
 * still on its way) is kept and read once it is. Acknowledged with 200 either way, as MyCRM
 * asks, so it does not send it again.
 */
export const myCrmWebhook: FunctionHandler = async (req, ctx) => {
  const key = ctx.options.crm.mycrm?.webhookKey;
  if (!key) {
    return jsonError(404, "not_found", "MyCRM's webhook is not taken on this server.");
  }
  if (!sameKey(new URL(req.url).searchParams.get("key") ?? "", key)) {
    return jsonError(401, "key_invalid", "The webhook's key is missing or wrong.");
  }
  let body: { resource?: { type?: unknown; id?: unknown } };
  try {
    body = (await req.json()) as typeof body;
  } catch {
    return jsonError(400, "invalid_json", "The body must be JSON.");
  }
  const { type, id } = body?.resource ?? {};
  const dealId = typeof id === "number" || typeof id === "string" ? String(id).trim() : "";
  if (typeof type === "string" && DEAL_TYPES.has(type) && /^\d{1,20}$/.test(dealId)) {
    await ctx.store.hintCrmStatus("mycrm", dealId, ctx.clock());
    ctx.nudgeForwarder();
  }
  return Response.json({ received: true });
};
