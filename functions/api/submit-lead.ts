import { randomUUID } from "node:crypto";
import { fieldErrors, submitLeadBodySchema } from "../../src/schemas";
import { type FunctionHandler, jsonError } from "../context";
import { clientSignals } from "../forward/conversions/consent";
import { planDeliveries } from "../forward/targets";
import { newBookingToken } from "../store";
import { schedulerEmbed } from "./lead-booking";
import { checkedLeadPage } from "./lead-page";
import { bodyHash, idempotencyConflict, isHoneypotFilled, readLeadRequest } from "./lead-request";

/**
 * `POST /api/submit-lead`: validates a lead, stores it once per `Idempotency-Key`, and answers
 * 201 `{ ok: true, id, booking: { token, scheduler } }` once it is durable: the scheduler to
 * offer next (null: a call-back time) and the token that attaches either to this lead. Forwarding (e-mail, webhook) happens afterwards from
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
  const booking = newBookingToken();

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
      bookingTokenHash: booking.hash,
    },
    planDeliveries(ctx.options.deliveryTargets, isSpam, lead),
  );

  if (outcome.status === "conflict") return idempotencyConflict("lead");
  if (outcome.status === "created" && !isSpam) ctx.nudgeForwarder();
  // The capability to attach a time to this lead alone (`/api/lead-booking`), stored with a new
  // lead; a replay gets a new one in place of the first, as only its hash is kept.
  const token =
    outcome.status === "created"
      ? booking.token
      : await ctx.store.issueBookingToken(outcome.lead.id);
  return Response.json(
    { ok: true, id: outcome.lead.id, booking: { token, scheduler: schedulerEmbed(ctx) } },
    {
      status: 201,
      headers: {
        "Cache-Control": "no-store",
        ...(outcome.status === "replayed" ? { "Idempotent-Replayed": "true" } : {}),
      },
    },
  );
};
