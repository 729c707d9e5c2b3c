import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import { createForwarder, createTargets } from "../forward";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";
import { stripeWebhook } from "./stripe-webhook";

const SECRET = "whsec_test_secret_for_these_tests";
const NOW = new Date("2030-03-14T09:30:00.000Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const config = loadConfig({ SITE_EMAIL: "broker@eastside.example" });

const contextWith = (overrides: Partial<FunctionContext> = {}) =>
  testContext({
    store,
    config,
    clock: () => NOW,
    options: parseServerOptions({ STRIPE_WEBHOOK_SECRET: SECRET }),
    ...overrides,
  });

function completedEvent(overrides: { id?: string; sessionId?: string } = {}) {
  return {
    id: overrides.id ?? `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2025-01-01",
    created: nowSeconds - 2,
    type: "checkout.session.completed",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: overrides.sessionId ?? `cs_test_${randomUUID().replaceAll("-", "")}`,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: 29700,
        currency: "usd",
        customer_email: null,
        customer_details: { email: "sam@example.com", name: "Sam Buyer" },
        metadata: {
          product: "strategy-session",
          utm_source: "google",
          utm_campaign: "strategy-spring",
          gclid: "Cj0KCQjw",
        },
      },
    },
  };
}

/** The event as the provider sends it: the body, signed with the SDK's own test helper. */
function signed(event: unknown, options: { timestamp?: number; secret?: string } = {}): Request {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? nowSeconds,
  });
  return new Request("http://127.0.0.1:8080/api/stripe-webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": header },
    body: payload,
  });
}

async function paymentsOf(sessionId: string) {
  return (await store.listPayments()).filter((payment) => payment.sessionId === sessionId);
}

describe("POST /api/stripe-webhook", () => {
  it("records a completed checkout with a good signature and answers 200 at once", async () => {
    const event = completedEvent();
    const ctx = contextWith();

    const response = await stripeWebhook(signed(event), ctx);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      received: "checkout.session.completed",
      recorded: true,
      paymentStatus: "paid",
    });
    expect(await paymentsOf(event.data.object.id)).toEqual([
      expect.objectContaining({
        eventId: event.id,
        amountTotal: 29700,
        currency: "usd",
        paymentStatus: "paid",
        customerEmail: "sam@example.com",
        customerName: "Sam Buyer",
        attribution: { utm_source: "google", utm_campaign: "strategy-spring", gclid: "Cj0KCQjw" },
        paidAt: new Date((nowSeconds - 2) * 1000),
        recordedAt: NOW,
        deliveries: [expect.objectContaining({ target: "form", status: "pending" })],
      }),
    ]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("given the same event twice, records one payment and forwards it once", async () => {
    const event = completedEvent();
    const ctx = contextWith();
    const leadsBefore = (await store.listLeads()).length;

    const first = await stripeWebhook(signed(event), ctx);
    const replay = await stripeWebhook(signed(event), ctx);

    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ ok: true, recorded: false });
    expect(await paymentsOf(event.data.object.id)).toHaveLength(1);
    expect(await store.listLeads()).toHaveLength(leadsBefore + 1);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("rejects a body whose signature was made with another secret, recording nothing", async () => {
    const event = completedEvent();

    const response = await stripeWebhook(
      signed(event, { secret: "whsec_someone_else" }),
      contextWith(),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: "signature_invalid" });
    expect(await paymentsOf(event.data.object.id)).toEqual([]);
  });

  it("rejects a signed body that was changed on the way", async () => {
    const event = completedEvent();
    const request = signed(event);
    const tampered = new Request(request, {
      body: (await request.text()).replace("29700", "100"),
    });

    const response = await stripeWebhook(tampered, contextWith());

    expect(response.status).toBe(400);
    expect(await paymentsOf(event.data.object.id)).toEqual([]);
  });

  it("rejects a stale signature, older than five minutes, as a replay", async () => {
    const event = completedEvent();

    const response = await stripeWebhook(
      signed(event, { timestamp: nowSeconds - 301 }),
      contextWith(),
    );

    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: "signature_invalid" });
    expect(body.message).toMatch(/tolerance/);
    expect(await paymentsOf(event.data.object.id)).toEqual([]);
  });

  it("accepts a signature four minutes old", async () => {
    const response = await stripeWebhook(
      signed(completedEvent(), { timestamp: nowSeconds - 240 }),
      contextWith(),
    );

    expect(response.status).toBe(200);
  });

  it("answers 400 when there is no signature at all", async () => {
    const request = signed(completedEvent());
    request.headers.delete("Stripe-Signature");

    const response = await stripeWebhook(request, contextWith());

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "signature_missing" });
  });

  it("refuses a signed completed checkout missing a field with 400 and the reason, storing nothing", async () => {
    const { created: _created, ...withoutCreated } = completedEvent();
    const noSession = completedEvent();
    const { id: _id, ...sessionWithoutId } = noSession.data.object;
    const cases = [
      { event: withoutCreated, reason: "created" },
      { event: { ...noSession, data: { object: sessionWithoutId } }, reason: "data.object.id" },
    ];
    for (const { event, reason } of cases) {
      const paymentsBefore = (await store.listPayments()).length;

      const response = await stripeWebhook(signed(event), contextWith());

      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ ok: false, error: "event_invalid" });
      expect(body.message).toContain(reason);
      expect((await store.listPayments()).length).toBe(paymentsBefore);
    }
  });

  it("acknowledges other events without recording a payment", async () => {
    const before = (await store.listPayments()).length;
    const expired = { ...completedEvent(), type: "checkout.session.expired" };

    const response = await stripeWebhook(signed(expired), contextWith());

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      received: "checkout.session.expired",
      recorded: false,
    });
    expect(await store.listPayments()).toHaveLength(before);
  });

  it("answers 503 when no webhook secret is configured", async () => {
    const response = await stripeWebhook(
      signed(completedEvent()),
      contextWith({ options: parseServerOptions({}) }),
    );

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "webhook_not_configured" });
  });

  it("forwards the payment to the broker by e-mail and webhook through the lead forwarder", async () => {
    const own = await openStore({ DATA_DIR: "memory" });
    try {
      const env = {
        STRIPE_WEBHOOK_SECRET: SECRET,
        FORM_SERVICE_URL: "https://forms.example.test",
        FORM_SERVICE_ACCESS_KEY: "access-key-1",
        LEAD_WEBHOOK_URL: "https://crm.example.test/hooks",
      };
      const sent: Request[] = [];
      const outbound = (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        return Response.json({ success: true });
      }) as typeof fetch;
      const event = completedEvent();
      await stripeWebhook(
        signed(event),
        contextWith({ store: own, options: parseServerOptions(env) }),
      );

      const forwarder = createForwarder({
        store: own,
        targets: createTargets(parseServerOptions(env), config, outbound),
        clock: () => NOW,
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      });
      expect(await forwarder.runOnce()).toBe(2);

      const email = sent.find((r) => r.url === "https://forms.example.test/submit");
      const emailBody = await email?.json();
      expect(emailBody).toMatchObject({
        subject: "Strategy session paid",
        to: "broker@eastside.example",
        from_name: "Sam Buyer",
        email: "sam@example.com",
      });
      expect(emailBody.message).toContain("Paid: the 90-minute strategy session");
      expect(emailBody.message).toContain("Amount: $297.00");
      expect(emailBody.message).toContain(`Checkout session: ${event.data.object.id}`);
      expect(emailBody.message).toContain("utm_source: google");
      const hook = sent.find((r) => r.url === "https://crm.example.test/hooks");
      expect(await hook?.json()).toMatchObject({
        kind: "payment",
        source: "strategy-checkout",
        lead: { name: "Sam Buyer", email: "sam@example.com", sessionId: event.data.object.id },
      });
      const [payment] = await own.listPayments();
      expect(payment?.deliveries.map((d) => [d.target, d.status])).toEqual([
        ["form", "delivered"],
        ["webhook", "delivered"],
      ]);
    } finally {
      await own.close();
    }
  }, 30_000);
});
