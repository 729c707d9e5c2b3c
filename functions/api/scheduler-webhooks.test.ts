import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  calBookingCreated,
  calendlyInviteeCreated,
  calendlyWebhookRequest,
  calWebhookRequest,
} from "../../tests/fakes/scheduler-webhooks";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { leadBooking } from "./lead-booking";
import { calendlyWebhook, calWebhook } from "./scheduler-webhooks";
import { submitLead } from "./submit-lead";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const SECRET = "cal-secret-0123456789abcdef";
const cal = parseServerOptions({ CAL_LINK: "broker/30min", CAL_WEBHOOK_SECRET: SECRET });
const calendly = parseServerOptions({
  CALENDLY_URL: "https://calendly.com/broker/30min",
  CALENDLY_WEBHOOK_SIGNING_KEY: SECRET,
});
const NOW = new Date("2030-03-14T09:30:00.000Z");
const context = (options: typeof cal) => testContext({ store, options });

async function sendLead(options: typeof cal, email: string) {
  const response = await submitLead(
    new Request("http://127.0.0.1:8080/api/submit-lead", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({
        kind: "contact",
        name: "Booked Person",
        email,
        message: "Please call me about refinancing.",
        source: "contact-page",
        website: "",
      }),
    }),
    context(options),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; booking: { token: string } };
}

describe("POST /api/cal-webhook", () => {
  const url = "http://127.0.0.1:8080/api/cal-webhook";

  it("a signed BOOKING_CREATED is recorded on the lead of the same e-mail, in any case", async () => {
    const lead = await sendLead(cal, "mixed.case@example.com");

    const response = await calWebhook(
      calWebhookRequest(url, calBookingCreated("cal-w-1", "Mixed.Case@Example.com "), SECRET),
      context(cal),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, recorded: true });
    const stored = await store.getInboxLead(lead.id);
    expect(stored?.stage).toBe("booked");
    expect(stored?.booking).toMatchObject({
      ref: "cal-w-1",
      via: "webhook",
      eventType: "30 min call",
    });
  });

  it("a body signed with another secret, or changed after signing, is refused with 401", async () => {
    const lead = await sendLead(cal, "forged@example.com");
    const forged = calWebhookRequest(
      url,
      calBookingCreated("cal-w-2", "forged@example.com"),
      "another-secret-123456",
    );
    const signed = calWebhookRequest(
      url,
      calBookingCreated("cal-w-2", "forged@example.com"),
      SECRET,
    );
    const changed = new Request(url, {
      method: "POST",
      headers: signed.headers,
      body: JSON.stringify(calBookingCreated("cal-w-3", "forged@example.com")),
    });

    expect((await calWebhook(forged, context(cal))).status).toBe(401);
    expect((await calWebhook(changed, context(cal))).status).toBe(401);
    expect((await store.getInboxLead(lead.id))?.booking).toBeNull();
  });

  it("the webhook for a booking the embed recorded already records nothing more", async () => {
    const lead = await sendLead(cal, "both@example.com");
    await leadBooking(
      new Request("http://127.0.0.1:8080/api/lead-booking", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          id: lead.id,
          token: lead.booking.token,
          booking: { scheduler: "cal", ref: "cal-w-4" },
        }),
      }),
      context(cal),
    );

    const response = await calWebhook(
      calWebhookRequest(url, calBookingCreated("cal-w-4", "both@example.com"), SECRET),
      context(cal),
    );

    expect(await response.json()).toEqual({ ok: true, recorded: false });
    const stored = await store.getInboxLead(lead.id);
    expect(stored?.booking?.via).toBe("embed");
    expect(stored?.history).toHaveLength(1);
  });

  it("without its secret configured the route answers 503", async () => {
    const response = await calWebhook(
      calWebhookRequest(url, calBookingCreated("cal-w-5", "x@example.com"), SECRET),
      context(parseServerOptions({ CAL_LINK: "broker/30min" })),
    );
    expect(response.status).toBe(503);
  });
});

describe("POST /api/calendly-webhook", () => {
  const url = "http://127.0.0.1:8080/api/calendly-webhook";
  const invitee = "https://api.calendly.com/scheduled_events/EV1/invitees/INV1";

  it("a signed invitee.created is recorded once, however often it comes", async () => {
    const lead = await sendLead(calendly, "calendly.person@example.com");
    const body = calendlyInviteeCreated(invitee, "calendly.person@example.com");

    const first = await calendlyWebhook(
      calendlyWebhookRequest(url, body, SECRET, NOW),
      context(calendly),
    );
    const again = await calendlyWebhook(
      calendlyWebhookRequest(url, body, SECRET, NOW),
      context(calendly),
    );

    expect(await first.json()).toEqual({ ok: true, recorded: true });
    expect(await again.json()).toEqual({ ok: true, recorded: false });
    const stored = await store.getInboxLead(lead.id);
    expect(stored?.booking).toMatchObject({
      scheduler: "calendly",
      ref: invitee,
      startsAt: new Date("2030-03-15T00:00:00.000Z"),
    });
  });

  it("a signature older than its replay window is refused with 401, as is a bad one", async () => {
    const body = calendlyInviteeCreated(`${invitee}-old`, "calendly.person@example.com");
    const stale = new Date(NOW.getTime() - 10 * 60_000);

    const old = await calendlyWebhook(
      calendlyWebhookRequest(url, body, SECRET, stale),
      context(calendly),
    );
    const bad = await calendlyWebhook(
      calendlyWebhookRequest(url, body, "not-the-signing-key-000", NOW),
      context(calendly),
    );

    expect(old.status).toBe(401);
    expect(bad.status).toBe(401);
  });
});
