import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { type FakeStripe, startFakeStripe } from "../../tests/fakes/stripe";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { createCheckoutSession } from "./create-checkout-session";

let provider: FakeStripe;
beforeAll(async () => {
  provider = await startFakeStripe();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.recover();
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

const config = loadConfig({
  SITE_ORIGIN: "https://www.eastside.example",
  SITE_DEBT_ORIGIN: "https://debt.eastside.example",
  SITE_STRATEGY_PRICE_CENTS: "34900",
  SITE_CURRENCY: "AUD",
  SITE_BROKER_NAME: "Alex",
});

/** Outbound calls may go to the fake provider only. */
const toProviderOnly = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== provider.url) {
    return Promise.reject(new Error(`unexpected call to ${url.origin}`));
  }
  return fetch(input, init);
}) as typeof fetch;

function contextWith(env: Record<string, string | undefined> = {}): FunctionContext {
  return testContext({
    store: {} as Store,
    config,
    fetch: toProviderOnly,
    options: parseServerOptions({
      STRIPE_SECRET_KEY: provider.secretKey,
      STRIPE_API_BASE: provider.url,
      ...env,
    }),
  });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:8080/api/create-checkout-session", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "https://www.eastside.example",
      "Idempotency-Key": randomUUID(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/create-checkout-session", () => {
  it("creates a checkout for the 90-minute session at the configured price and answers its URL", async () => {
    const response = await createCheckoutSession(post({}), contextWith());

    expect(response.status).toBe(200);
    const session = provider.sessions.at(-1);
    expect(await response.json()).toEqual({ ok: true, url: session?.url });
    expect(session?.url).toMatch(new RegExp(`^${provider.url}/c/pay/cs_test_`));
    expect(session?.mode).toBe("payment");
    expect(session?.line_items).toEqual([
      {
        quantity: "1",
        price_data: {
          currency: "aud",
          unit_amount: "34900",
          product_data: {
            name: "90-Minute Mortgage Strategy Session",
            description: expect.stringContaining("90-minute one-on-one session with Alex"),
          },
        },
      },
    ]);
    expect(session?.amount_total).toBe(34900);
  });

  it("sends the visitor back to the thank-you page with the session id, or to /strategy on cancel", async () => {
    await createCheckoutSession(post({}), contextWith());

    const session = provider.sessions.at(-1);
    expect(session?.success_url).toBe(
      "https://www.eastside.example/thank-you-strategy?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session?.cancel_url).toBe("https://www.eastside.example/strategy");
  });

  it("sends a visitor from the debt site back to the main site, where the strategy pages live", async () => {
    await createCheckoutSession(
      post({}, { Origin: "https://debt.eastside.example" }),
      contextWith(),
    );

    expect(provider.sessions.at(-1)?.cancel_url).toBe("https://www.eastside.example/strategy");
  });

  it("sends a call without an Origin (from a server) back to the configured site", async () => {
    const request = post({});
    request.headers.delete("Origin");

    await createCheckoutSession(request, contextWith());

    expect(provider.sessions.at(-1)?.success_url).toBe(
      "https://www.eastside.example/thank-you-strategy?session_id={CHECKOUT_SESSION_ID}",
    );
  });

  it.each([
    ["a Host of its own", { Origin: "https://evil.example", Host: "evil.example" }],
    ["this server's own address", { Origin: "http://127.0.0.1:8080", Host: "127.0.0.1:8080" }],
  ])(
    "refuses an Origin that is not a configured site, even with %s, creating no session",
    async (_, headers) => {
      const before = provider.createRequests;
      const request = new Request(`http://${headers.Host}/api/create-checkout-session`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": randomUUID(),
          ...headers,
        },
        body: "{}",
      });

      const response = await createCheckoutSession(request, contextWith());

      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: "origin_not_allowed" });
      expect(provider.createRequests).toBe(before);
    },
  );

  it("carries the visit's campaign and click ids in the session's metadata", async () => {
    await createCheckoutSession(
      post({
        attribution: {
          utm_source: " google ",
          utm_campaign: "strategy-spring",
          gclid: "Cj0KCQjw",
          landingPage: `/strategy?x=${"y".repeat(900)}`,
          unknown: "dropped",
        },
      }),
      contextWith(),
    );

    const metadata = provider.sessions.at(-1)?.metadata;
    expect(metadata).toMatchObject({
      product: "strategy-session",
      utm_source: "google",
      utm_campaign: "strategy-spring",
      gclid: "Cj0KCQjw",
    });
    expect(metadata?.landingPage).toHaveLength(500);
    expect(metadata).not.toHaveProperty("unknown");
  });

  it("starts a checkout with no body at all, as the original button did", async () => {
    const response = await createCheckoutSession(
      new Request("http://127.0.0.1:8080/api/create-checkout-session", {
        method: "POST",
        headers: { Origin: "https://www.eastside.example", "Idempotency-Key": randomUUID() },
      }),
      contextWith(),
    );

    expect(response.status).toBe(200);
    expect(provider.sessions.at(-1)?.metadata).toEqual({ product: "strategy-session" });
  });

  it("given the same Idempotency-Key twice (a double click), makes one session and answers its URL twice", async () => {
    const key = randomUUID();
    const before = provider.sessions.length;

    const first = await createCheckoutSession(post({}, { "Idempotency-Key": key }), contextWith());
    const second = await createCheckoutSession(post({}, { "Idempotency-Key": key }), contextWith());

    expect(provider.sessions.length).toBe(before + 1);
    const { url } = await first.json();
    expect(await second.json()).toEqual({ ok: true, url });
  });

  it("answers 409 when a key comes back with a different checkout", async () => {
    const key = randomUUID();
    await createCheckoutSession(post({}, { "Idempotency-Key": key }), contextWith());

    const other = await createCheckoutSession(
      post({ attribution: { utm_source: "other" } }, { "Idempotency-Key": key }),
      contextWith(),
    );

    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ ok: false, error: "idempotency_conflict" });
  });

  it("answers 502 with a clear message when the provider fails", async () => {
    provider.fail(500);

    const response = await createCheckoutSession(post({}), contextWith());

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      ok: false,
      error: "payment_provider_error",
      message: "The payment provider could not start the checkout. Please try again.",
    });
  });

  it("answers 502 when the provider returns a session without a checkout page", async () => {
    provider.omitUrl();

    const response = await createCheckoutSession(post({}), contextWith());

    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "payment_provider_error" });
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const response = await createCheckoutSession(
      post({}),
      contextWith({ STRIPE_API_BASE: "http://127.0.0.1:9" }),
    );

    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "payment_provider_unreachable" });
  }, 20_000);

  it("answers 503 when the provider refuses the configured key", async () => {
    const response = await createCheckoutSession(
      post({}),
      contextWith({ STRIPE_SECRET_KEY: "sk_test_wrong" }),
    );

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "checkout_unavailable" });
  });

  it("answers 503 saying checkout is not configured when there is no key, calling no one", async () => {
    const before = provider.createRequests;

    const response = await createCheckoutSession(
      post({}),
      contextWith({ STRIPE_SECRET_KEY: undefined }),
    );

    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: "checkout_not_configured" });
    expect(body.message).toMatch(/Checkout is not configured/);
    expect(provider.createRequests).toBe(before);
  });

  it("asks for an Idempotency-Key when there is none", async () => {
    const request = post({});
    request.headers.delete("Idempotency-Key");

    const response = await createCheckoutSession(request, contextWith());

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "idempotency_key_missing" });
  });

  it.each([
    ["not JSON", '{"attribution": ', {}, 400, "invalid_json"],
    ["a list", "[]", {}, 400, "validation"],
    [
      "a form",
      "a=1",
      { "Content-Type": "application/x-www-form-urlencoded" },
      415,
      "unsupported_media_type",
    ],
  ])("answers %s with a clear error", async (_, body, headers, status, error) => {
    const response = await createCheckoutSession(post(body, headers), contextWith());

    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ok: false, error });
  });
});
