import { createHash, randomUUID } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";
import { createApp } from "./app";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
});

const contextWith = (overrides: Partial<FunctionContext> = {}) =>
  testContext({ store, clock: () => new Date(), ...overrides });

const debtLead = {
  kind: "debt",
  name: "Jane Citizen",
  phone: "0400 111 222",
  debtAmount: "$50,000+",
  source: "debt-modal",
};

/** A lead as a widget on another site posts it. */
const postFromPartner = (app: ReturnType<typeof createApp>, lead: unknown) =>
  app.request("/api/submit-lead", {
    method: "POST",
    headers: {
      Origin: "https://partner.example.org",
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
    },
    body: JSON.stringify(lead),
  });

describe("GET /api/health", () => {
  it("answers 200 ok while the lead store answers", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/health");

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 when the lead store does not", async () => {
    const closed = await openStore({ DATA_DIR: "memory" });
    await closed.close();
    const app = createApp(contextWith({ store: closed }));

    const response = await app.request("/api/health");

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, error: "store_unavailable" });
  }, 30_000);
});

describe("HEAD", () => {
  it("answers with the Content-Length of the GET and no body, for a function and a 404", async () => {
    const app = createApp(contextWith());

    for (const path of ["/api/health", "/api/no-such-function"]) {
      const get = await app.request(path);
      const head = await app.request(path, { method: "HEAD" });

      expect(head.status).toBe(get.status);
      expect(head.headers.get("Content-Length")).toBe(String((await get.arrayBuffer()).byteLength));
      expect(await head.text()).toBe("");
    }
  });
});

describe("the functions under /api", () => {
  it("lets a widget on another site post a lead: the preflight allows the method and headers", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/submit-lead", {
      method: "OPTIONS",
      headers: {
        Origin: "https://partner.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(response.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain(
      "idempotency-key",
    );
  });

  it("answers a cross-origin lead with 201 and the CORS header", async () => {
    const app = createApp(contextWith());

    const response = await postFromPartner(app, debtLead);

    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it("answers 413 in JSON, readable cross-origin, for a body over 16 KB", async () => {
    const app = createApp(contextWith());
    const before = (await store.listLeads()).length;

    const response = await postFromPartner(app, { ...debtLead, padding: "x".repeat(17 * 1024) });

    expect(response.status).toBe(413);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await response.json()).toMatchObject({ ok: false, error: "payload_too_large" });
    expect(await store.listLeads()).toHaveLength(before);
  });

  it("answers 413 for an oversized body sent without a Content-Length", async () => {
    const app = createApp(contextWith());
    const chunk = new TextEncoder().encode("x".repeat(8 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(chunk);
        controller.close();
      },
    });

    const response = await app.request(
      new Request("http://127.0.0.1/api/submit-lead", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body,
        duplex: "half",
      } as RequestInit),
    );

    expect(response.status).toBe(413);
  });

  it("answers 405 in JSON, naming the allowed method, for GET on a POST function", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/submit-lead");

    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ ok: false, error: "method_not_allowed" });
  });

  it("answers 404 in JSON for a function that does not exist", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/no-such-function", { method: "POST" });

    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ ok: false, error: "not_found" });
  });

  it("answers 500 in JSON, without details, when the store fails mid-request", async () => {
    const failing: Store = {
      ...store,
      insertLead: () => Promise.reject(new Error("connection reset by peer")),
    };
    const app = createApp(contextWith({ store: failing }));
    const quiet = vi.spyOn(process.stderr, "write").mockImplementation(() => true);

    const response = await postFromPartner(app, debtLead);
    quiet.mockRestore();

    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: "internal" });
    expect(JSON.stringify(body)).not.toContain("connection reset");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});

describe("the payment functions in the app", () => {
  it("takes a signed payment event larger than a lead's limit, its raw body intact", async () => {
    const secret = "whsec_app_test";
    const app = createApp(
      contextWith({ options: parseServerOptions({ STRIPE_WEBHOOK_SECRET: secret }) }),
    );
    const sessionId = `cs_test_${randomUUID()}`;
    // Pretty-printed and padded, as real events are: re-serialising would break the signature.
    const payload = JSON.stringify(
      {
        id: `evt_${randomUUID()}`,
        object: "event",
        type: "checkout.session.completed",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: "checkout.session",
            payment_status: "paid",
            amount_total: 29700,
            currency: "usd",
            customer_details: { email: "sam@example.com", name: "Sam Buyer" },
            metadata: { product: "strategy-session" },
            padding: "x".repeat(20 * 1024),
          },
        },
      },
      null,
      2,
    );

    const response = await app.request("/api/stripe-webhook", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, recorded: true });
    expect((await store.listPayments()).map((p) => p.sessionId)).toContain(sessionId);
  });

  it("gives no page of another site leave to call the payment webhook: only Stripe's servers do", async () => {
    const app = createApp(contextWith());

    const preflight = await app.request("/api/stripe-webhook", {
      method: "OPTIONS",
      headers: {
        Origin: "https://partner.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,stripe-signature",
      },
    });
    const post = await app.request("/api/stripe-webhook", {
      method: "POST",
      headers: { Origin: "https://partner.example.org", "Content-Type": "application/json" },
      body: "{}",
    });

    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBeNull();
    expect(post.headers.get("Access-Control-Allow-Origin")).toBeNull();
    // The checkout a widget starts stays open to the sites it is embedded in.
    const checkout = await app.request("/api/create-checkout-session", {
      method: "OPTIONS",
      headers: { Origin: "https://partner.example.org", "Access-Control-Request-Method": "POST" },
    });
    expect(checkout.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("answers checkout with 503 'not configured' when the server has no provider key", async () => {
    const app = createApp(contextWith());

    const response = await app.request("/api/create-checkout-session", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: "{}",
    });

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, error: "checkout_not_configured" });
  });
});

describe("POST /api/form-post through the app", () => {
  it("answers a form with mistakes with a page whose one style its policy allows, and a good one with the thank-you page", async () => {
    const app = createApp(contextWith());
    const send = (fields: Record<string, string>) =>
      app.request("/api/form-post?to=submit-lead&kind=debt&source=debt-lead-inline&key=app-test", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });

    const mistaken = await send({ name: "Jo", phone: "12", debtAmount: "" });
    expect(mistaken.status).toBe(400);
    const style = (await mistaken.text()).match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(mistaken.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );

    const stored = await send({
      name: "Jo Citizen",
      phone: "0400 111 222",
      debtAmount: "$50,000+",
    });
    expect(stored.status).toBe(303);
    expect(stored.headers.get("Location")).toBe("/thank-you");
  });
});
