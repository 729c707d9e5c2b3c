import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { testContext } from "../../tests/fixtures/function-context";
import { createForwarder, createTargets } from "../forward";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";
import { stripeWebhook } from "./stripe-webhook";

// Only a paid strategy session is told to the broker as paid; a bank debit that settles later
// waits, then is told once as paid or as failed.

const SECRET = "whsec_test_secret_for_payment_status";
const NOW = new Date("2030-03-14T09:30:00.000Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const env = {
  STRIPE_WEBHOOK_SECRET: SECRET,
  FORM_SERVICE_URL: "https://forms.example.test",
  FORM_SERVICE_ACCESS_KEY: "access-key-1",
};
const config = loadConfig({ SITE_EMAIL: "broker@eastside.example" });

let store: Store;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
}, 30_000);
afterAll(() => store.close());

const contextWith = () =>
  testContext({ store, config, clock: () => NOW, options: parseServerOptions(env) });

type EventType =
  | "checkout.session.completed"
  | "checkout.session.async_payment_succeeded"
  | "checkout.session.async_payment_failed";

function sessionEvent(
  type: EventType,
  session: { id: string; payment_status: string; metadata?: Record<string, string> },
) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2025-01-01",
    created: nowSeconds - 2,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        amount_total: 29700,
        currency: "usd",
        customer_email: null,
        customer_details: { email: "dee@example.com", name: "Dee Debit" },
        metadata: { product: "strategy-session", utm_source: "google" },
        ...session,
      },
    },
  };
}

/** The event as the provider sends it, signed with the SDK's own test helper. */
function signed(event: unknown): Request {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    timestamp: nowSeconds,
  });
  return new Request("http://127.0.0.1:8080/api/stripe-webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    body: payload,
  });
}

const newSession = () => `cs_test_${randomUUID().replaceAll("-", "")}`;

async function paymentOf(sessionId: string) {
  return (await store.listPayments()).find((payment) => payment.sessionId === sessionId);
}

/** The leads that tell the broker of this session, by kind. */
async function toldOf(sessionId: string) {
  return (await store.listLeads())
    .filter((lead) => lead.payload.sessionId === sessionId)
    .map((lead) => lead.kind);
}

describe("a strategy session's payment, as the provider's events report it", () => {
  it("given a completed checkout that is paid, records it paid and tells the broker once", async () => {
    const id = newSession();
    const ctx = contextWith();
    const event = sessionEvent("checkout.session.completed", { id, payment_status: "paid" });

    const first = await stripeWebhook(signed(event), ctx);
    await stripeWebhook(signed(event), ctx);

    expect(await first.json()).toMatchObject({ recorded: true, paymentStatus: "paid" });
    expect((await paymentOf(id))?.paymentStatus).toBe("paid");
    expect(await toldOf(id)).toEqual(["payment"]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("given a completed checkout still unpaid (a bank debit), records it awaiting payment and tells no one", async () => {
    const id = newSession();
    const ctx = contextWith();

    const response = await stripeWebhook(
      signed(sessionEvent("checkout.session.completed", { id, payment_status: "unpaid" })),
      ctx,
    );

    expect(await response.json()).toMatchObject({
      recorded: true,
      paymentStatus: "awaiting_payment",
    });
    expect(await paymentOf(id)).toMatchObject({
      paymentStatus: "awaiting_payment",
      leadId: null,
      deliveries: [],
    });
    expect(await toldOf(id)).toEqual([]);
    expect(ctx.nudgeForwarder).not.toHaveBeenCalled();
  });

  it("given the debit succeeding later, makes it paid and tells the broker once, however often it comes", async () => {
    const id = newSession();
    const ctx = contextWith();
    await stripeWebhook(
      signed(sessionEvent("checkout.session.completed", { id, payment_status: "unpaid" })),
      ctx,
    );
    const succeeded = sessionEvent("checkout.session.async_payment_succeeded", {
      id,
      payment_status: "paid",
    });

    const first = await stripeWebhook(signed(succeeded), ctx);
    const again = await stripeWebhook(signed(succeeded), ctx);

    expect(await first.json()).toMatchObject({ recorded: true, paymentStatus: "paid" });
    expect(await again.json()).toMatchObject({ recorded: false });
    expect((await paymentOf(id))?.paymentStatus).toBe("paid");
    expect(await toldOf(id)).toEqual(["payment"]);
    expect(ctx.nudgeForwarder).toHaveBeenCalledTimes(1);
  });

  it("given the success before the completed checkout (events out of order), stays paid, told once", async () => {
    const id = newSession();
    const ctx = contextWith();

    await stripeWebhook(
      signed(
        sessionEvent("checkout.session.async_payment_succeeded", { id, payment_status: "paid" }),
      ),
      ctx,
    );
    const late = await stripeWebhook(
      signed(sessionEvent("checkout.session.completed", { id, payment_status: "unpaid" })),
      ctx,
    );

    expect(await late.json()).toMatchObject({ recorded: false });
    expect((await paymentOf(id))?.paymentStatus).toBe("paid");
    expect(await toldOf(id)).toEqual(["payment"]);
  });

  it("given the debit failing, records it failed and tells the broker it failed, never that it was paid", async () => {
    const own = await openStore({ DATA_DIR: "memory" });
    try {
      const sent: Request[] = [];
      const outbound = (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        return Response.json({ success: true });
      }) as typeof fetch;
      const ctx = testContext({
        store: own,
        config,
        clock: () => NOW,
        options: parseServerOptions(env),
      });
      const id = newSession();
      await stripeWebhook(
        signed(sessionEvent("checkout.session.completed", { id, payment_status: "unpaid" })),
        ctx,
      );
      const failed = sessionEvent("checkout.session.async_payment_failed", {
        id,
        payment_status: "unpaid",
      });

      const response = await stripeWebhook(signed(failed), ctx);
      await stripeWebhook(signed(failed), ctx);
      const forwarder = createForwarder({
        store: own,
        targets: createTargets(parseServerOptions(env), config, outbound),
        clock: () => NOW,
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      });
      await forwarder.runOnce();

      expect(await response.json()).toMatchObject({ recorded: true, paymentStatus: "failed" });
      const [payment] = await own.listPayments();
      expect(payment?.paymentStatus).toBe("failed");
      expect(sent).toHaveLength(1);
      const email = await sent[0]?.json();
      expect(email.subject).toBe("Strategy session payment failed");
      expect(email.message).toContain("Not paid: the bank debit");
      expect(email.message).not.toContain("Paid: the 90-minute strategy session");
      expect(email.message).toContain(`Checkout session: ${id}`);
    } finally {
      await own.close();
    }
  }, 30_000);

  it.each([
    ["another product", { product: "gift-card" }],
    ["no product", {}],
  ])("given a paid checkout of %s, records nothing and tells no one", async (_, metadata) => {
    const id = newSession();
    const ctx = contextWith();

    const response = await stripeWebhook(
      signed(sessionEvent("checkout.session.completed", { id, payment_status: "paid", metadata })),
      ctx,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, recorded: false });
    expect(await paymentOf(id)).toBeUndefined();
    expect(await toldOf(id)).toEqual([]);
  });
});
