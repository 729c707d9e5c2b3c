import { createHmac } from "node:crypto";

/*
 * How the schedulers sign their webhooks, for tests that send one as they would:
 * Cal.com's `X-Cal-Signature-256` (hex HMAC-SHA256 of the body) and Calendly's
 * `Calendly-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */

export function calWebhookRequest(url: string, body: unknown, secret: string): Request {
  const raw = JSON.stringify(body);
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Cal-Signature-256": createHmac("sha256", secret).update(raw).digest("hex"),
    },
    body: raw,
  });
}

export function calendlyWebhookRequest(
  url: string,
  body: unknown,
  secret: string,
  at: Date,
): Request {
  const raw = JSON.stringify(body);
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Calendly-Webhook-Signature": `t=${t},v1=${v1}`,
    },
    body: raw,
  });
}

/** Cal.com's `BOOKING_CREATED`, trimmed to the fields the docs list that matter here. */
export const calBookingCreated = (uid: string, email: string, phone?: string) => ({
  triggerEvent: "BOOKING_CREATED",
  createdAt: "2030-03-14T09:31:00.000Z",
  payload: {
    uid,
    title: "30 min call",
    type: "30min",
    startTime: "2030-03-15T00:00:00.000Z",
    endTime: "2030-03-15T00:30:00.000Z",
    attendees: [{ email, name: "Booked Person", timeZone: "Australia/Sydney" }],
    responses: phone ? { attendeePhoneNumber: { value: phone } } : {},
  },
});

/** Calendly's `invitee.created`, trimmed likewise. */
export const calendlyInviteeCreated = (inviteeUri: string, email: string) => ({
  event: "invitee.created",
  created_at: "2030-03-14T09:31:00.000000Z",
  payload: {
    uri: inviteeUri,
    email,
    name: "Booked Person",
    text_reminder_number: null,
    scheduled_event: {
      uri: "https://api.calendly.com/scheduled_events/EV1",
      name: "30 min call",
      start_time: "2030-03-15T00:00:00.000000Z",
      event_type: "https://api.calendly.com/event_types/ET1",
    },
  },
});
