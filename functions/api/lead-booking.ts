import { fieldErrors } from "../../src/schemas";
import { leadBookingBodySchema } from "../../src/schemas/lead-booking";
import {
  type FunctionContext,
  type FunctionHandler,
  jsonError,
  parseJson,
  refuseUnlessJson,
} from "../context";
import type { SchedulerEmbed } from "../settings/scheduler";

/** What a lead's acknowledgement says to offer next: the scheduler's embed, or null. */
export const schedulerEmbed = (ctx: FunctionContext): SchedulerEmbed | null =>
  ctx.options.scheduler?.embed ?? null;

/**
 * `GET /api/scheduler`: the broker's scheduler for `/schedule-call` (a page built before the
 * server knows it), `{ scheduler: null }` when none; nothing secret, so kept five minutes.
 */
export const scheduler: FunctionHandler = async (_req, ctx) =>
  Response.json(
    { scheduler: schedulerEmbed(ctx) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );

/**
 * `POST /api/lead-booking`: the time a visitor booked in the inline scheduler right after their
 * lead (`{ id, token, booking: { scheduler, ref, eventType?, startsAt? } }`), or the call-back
 * time they chose where there is no scheduler (`{ id, token, callbackTime }`). The token is the
 * one that lead's acknowledgement gave (`/api/submit-lead`): without one 401, and for any other
 * lead, or a lead that is no more, 403, so nobody can mark a stranger's lead booked. A booking
 * is recorded once (the scheduler's webhook for the same booking adds nothing), moves a new or
 * contacted lead to booked, ends its speed-to-lead clock and is reported to the ad platforms.
 */
export const leadBooking: FunctionHandler = async (req, ctx) => {
  const origins = ctx.options.allowedOrigins;
  const origin = req.headers.get("origin");
  if (origins !== "*" && origin && !origins(origin)) {
    return jsonError(403, "origin_refused", "This page may not record bookings.");
  }
  const notJson = refuseUnlessJson(req, "booking");
  if (notJson) return notJson;
  const json = parseJson(await req.text());
  if ("refusal" in json) return json.refusal;
  const raw = json.data as Record<string, unknown> | null;
  if (typeof raw?.token !== "string" || raw.token === "") {
    return jsonError(401, "token_missing", "The lead's booking token is required.");
  }
  const parsed = leadBookingBodySchema.safeParse(raw);
  if (!parsed.success) {
    return jsonError(400, "validation", "The booking could not be read.", {
      fields: fieldErrors(parsed.error),
    });
  }
  const body = parsed.data;
  const refused = () =>
    jsonError(403, "booking_refused", "This token does not let you change that lead.");
  if ("callbackTime" in body) {
    const kept = await ctx.store.setCallbackTime(body.id, body.token, body.callbackTime);
    return kept
      ? Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } })
      : refused();
  }
  if (ctx.options.scheduler?.embed.name !== body.booking.scheduler) {
    return jsonError(400, "scheduler_unknown", "That scheduler is not the broker's.");
  }
  const outcome = await ctx.store.recordBooking(
    { leadId: body.id, token: body.token },
    {
      scheduler: body.booking.scheduler,
      ref: body.booking.ref,
      eventType: body.booking.eventType ?? null,
      startsAt: body.booking.startsAt ? new Date(body.booking.startsAt) : null,
    },
    "embed",
    ctx.clock(),
  );
  if (outcome.status === "not_found") return refused();
  if (outcome.status === "recorded") ctx.nudgeForwarder();
  return Response.json(
    { ok: true, recorded: outcome.status === "recorded" },
    { headers: { "Cache-Control": "no-store" } },
  );
};
