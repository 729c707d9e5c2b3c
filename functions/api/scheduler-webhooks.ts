import { createHmac, timingSafeEqual } from "node:crypto";
import { type FunctionContext, type FunctionHandler, jsonError, parseJson } from "../context";
import type { NewBooking } from "../store";

/*
 * The schedulers' own webhooks, for a booking made in another tab (or after the visitor left):
 * matched to the person's newest lead by e-mail or phone, and recorded once per booking, so the
 * webhook for a booking the embed told of already adds nothing.
 * - Cal.com (https://cal.com/docs/developing/guides/automation/webhooks): `X-Cal-Signature-256`
 *   is the hex HMAC-SHA256 of the raw body under the webhook's secret; `triggerEvent:
 *   "BOOKING_CREATED"` with `payload.uid`, `title`, `startTime`, `attendees[].email`,
 *   `responses.attendeePhoneNumber`.
 * - Calendly (https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures):
 *   `Calendly-Webhook-Signature: t=<unix>,v1=<hex>` over `<t>.<raw body>`; `event:
 *   "invitee.created"` with `payload.uri` (the invitee), `email`, `text_reminder_number`,
 *   `scheduled_event.{start_time, event_type}`.
 */

/** How old a Calendly signature may be: its docs suggest a few minutes against replays. */
export const CALENDLY_TOLERANCE_S = 180;

const hmacHex = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(/^[0-9a-f]+$/i.test(given) ? given : "", "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

const unsigned = () =>
  jsonError(401, "signature_invalid", "The webhook's signature could not be verified.");
const ok = (body: Record<string, unknown>) =>
  Response.json({ ok: true, ...body }, { headers: { "Cache-Control": "no-store" } });

function secretFor(ctx: FunctionContext, name: "cal" | "calendly"): string | undefined {
  const scheduler = ctx.options.scheduler;
  return scheduler?.embed.name === name ? scheduler.webhookSecret : undefined;
}

async function recordMatched(
  ctx: FunctionContext,
  person: { email: string | undefined; phone: string | undefined },
  booking: NewBooking,
): Promise<Response> {
  if (!booking.ref) return ok({ ignored: true });
  const outcome = await ctx.store.recordBooking(person, booking, "webhook", ctx.clock());
  if (outcome.status === "recorded") ctx.nudgeForwarder();
  // Acknowledged either way: a booking of nobody who sent a lead is not the scheduler's error.
  return ok({ recorded: outcome.status === "recorded" });
}

const dateOrNull = (value: unknown) => {
  const at = text(value);
  return at && !Number.isNaN(Date.parse(at)) ? new Date(at) : null;
};

/** `POST /api/cal-webhook`: Cal.com's signed `BOOKING_CREATED`. */
export const calWebhook: FunctionHandler = async (req, ctx) => {
  const secret = secretFor(ctx, "cal");
  if (!secret) {
    return jsonError(
      503,
      "webhook_not_configured",
      "Cal.com's webhook is off (CAL_WEBHOOK_SECRET).",
    );
  }
  const raw = await req.text();
  if (!sameHex(hmacHex(secret, raw), req.headers.get("x-cal-signature-256") ?? ""))
    return unsigned();
  const json = parseJson(raw);
  if ("refusal" in json) return json.refusal;
  const event = record(json.data);
  if (event.triggerEvent !== "BOOKING_CREATED") return ok({ ignored: true });
  const payload = record(event.payload);
  const attendee = record(Array.isArray(payload.attendees) ? payload.attendees[0] : undefined);
  const responses = record(payload.responses);
  const phone = text(record(responses.attendeePhoneNumber).value) ?? text(attendee.phoneNumber);
  return recordMatched(
    ctx,
    { email: text(attendee.email) ?? text(record(responses.email).value), phone },
    {
      scheduler: "cal",
      ref: text(payload.uid) ?? "",
      eventType: text(payload.title) ?? text(payload.type) ?? null,
      startsAt: dateOrNull(payload.startTime),
    },
  );
};

/** `POST /api/calendly-webhook`: Calendly's signed `invitee.created`, refused when stale. */
export const calendlyWebhook: FunctionHandler = async (req, ctx) => {
  const secret = secretFor(ctx, "calendly");
  if (!secret) {
    return jsonError(
      503,
      "webhook_not_configured",
      "Calendly's webhook is off (CALENDLY_WEBHOOK_SIGNING_KEY).",
    );
  }
  const raw = await req.text();
  const parts = new Map(
    (req.headers.get("calendly-webhook-signature") ?? "")
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
  const t = Number(parts.get("t"));
  const now = ctx.clock().getTime() / 1000;
  if (!Number.isInteger(t) || Math.abs(now - t) > CALENDLY_TOLERANCE_S) return unsigned();
  if (!sameHex(hmacHex(secret, `${t}.${raw}`), parts.get("v1") ?? "")) return unsigned();
  const json = parseJson(raw);
  if ("refusal" in json) return json.refusal;
  const event = record(json.data);
  if (event.event !== "invitee.created") return ok({ ignored: true });
  const payload = record(event.payload);
  const scheduled = record(payload.scheduled_event);
  return recordMatched(
    ctx,
    { email: text(payload.email), phone: text(payload.text_reminder_number) },
    {
      scheduler: "calendly",
      ref: text(payload.uri) ?? "",
      eventType: text(scheduled.event_type) ?? text(scheduled.name) ?? null,
      startsAt: dateOrNull(scheduled.start_time),
    },
  );
};
