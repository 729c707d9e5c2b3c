import { randomUUID } from "node:crypto";
import { fieldErrors, submitLeadBodySchema } from "../../src/schemas";
import { type FunctionHandler, jsonError } from "../context";
import { clientSignals } from "../forward/conversions/consent";
import { planDeliveries } from "../forward/targets";
import { checkedLeadPage } from "./lead-page";
import { bodyHash, idempotencyConflict, isHoneypotFilled, readLeadRequest } from "./lead-request";

/**
 * `POST /api/submit-lead`: validates a lead, stores it once per `Idempotency-Key`, and answers
 * 201 `{ ok: true, id }` once it is durable. Forwarding (e-mail, webhook) happens afterwards from
 * the stored row, so a slow or broken e-mail service never costs the visitor their lead.
 */
export const submitLead: FunctionHandler = async (req, ctx) => {
  const read = await readLeadRequest(req, "lead");
  if (read instanceof Response) return read;
  const { key, raw } = read;

  const parsed = submitLeadBodySchema.safeParse(raw);
  if (!parsed.success) {
    return jsonError(400, "validation", "Please check the highlighted fields.", {
      fields: fieldErrors(parsed.error),
    });
  }
  const lead = parsed.data;
  const isSpam = isHoneypotFilled(lead);

  const outcome = await ctx.store.insertLead(
    {
      id: randomUUID(),
      idempotencyKey: key,
      kind: lead.kind,
      payload: {
        ...lead,
        page: checkedLeadPage(lead.page, req, ctx),
        ...clientSignals(req, ctx, lead),
      },
      bodyHash: bodyHash(lead),
      source: lead.source,
      isSpam,
      createdAt: ctx.clock(),
    },
    planDeliveries(ctx.options.deliveryTargets, isSpam, lead),
  );

  if (outcome.status === "conflict") return idempotencyConflict("lead");
  if (outcome.status === "created" && !isSpam) ctx.nudgeForwarder();
  return Response.json(
    { ok: true, id: outcome.lead.id },
    {
      status: 201,
      headers: {
        "Cache-Control": "no-store",
        ...(outcome.status === "replayed" ? { "Idempotent-Replayed": "true" } : {}),
      },
    },
  );
};
