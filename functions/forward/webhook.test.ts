import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { debtForm, storedLead } from "../../tests/fixtures/new-lead";
import { recordingFetch, refusedFetch } from "../../tests/fixtures/recording-fetch";
import { createWebhookTarget, unsignedWebhookWarning } from "./webhook";

const lead = storedLead({
  payload: {
    ...debtForm,
    website: "",
    attribution: { utm_source: "facebook" },
  },
});

/** A receiver that records each request and answers with `reply`. */
const receiver = recordingFetch;

describe("the webhook", () => {
  it("posts the lead as JSON to the configured URL, keyed so a receiver can ignore a repeat", async () => {
    const hook = receiver(() => new Response(null, { status: 204 }));
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: hook.fetch,
    });

    expect(await target.send(lead)).toEqual({ outcome: "delivered" });

    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call?.url).toBe("https://crm.example.test/leads");
    expect(call?.init.method).toBe("POST");
    const headers = new Headers(call?.init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toBe(`${lead.id}-webhook`);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      id: lead.id,
      kind: "debt",
      source: "debt-lead-inline",
      createdAt: "2030-03-14T09:30:00.000Z",
      lead: {
        kind: "debt",
        name: "Jane Citizen",
        phone: "0400 111 222",
        debtAmount: "$10,000 - $30,000",
        source: "debt-lead-inline",
        attribution: { utm_source: "facebook" },
      },
    });
  });

  it("sends the same Idempotency-Key on every attempt at one lead", async () => {
    const hook = receiver(() => new Response("busy", { status: 503 }));
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: hook.fetch,
    });

    await target.send(lead);
    await target.send(lead);

    const keys = hook.calls.map((call) => new Headers(call.init.headers).get("Idempotency-Key"));
    expect(keys).toEqual([`${lead.id}-webhook`, `${lead.id}-webhook`]);
  });

  it("signs each request the Standard Webhooks way, so the CRM can prove it came from us", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const hook = receiver(() => new Response(null, { status: 204 }));
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      secret,
      fetch: hook.fetch,
    });

    await target.send(lead);

    const [call] = hook.calls;
    const headers = Object.fromEntries(new Headers(call?.init.headers));
    const body = String(call?.init.body);
    expect(headers["webhook-id"]).toBe(`${lead.id}-webhook`);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // What a receiver runs: the same library, its copy of the secret, the raw body.
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ id: lead.id });
    const forger = new Webhook(`whsec_${randomBytes(32).toString("base64")}`);
    expect(() => forger.verify(body, headers)).toThrow(/signature/i);
    expect(() => new Webhook(secret).verify(body.replace("Jane", "Jake"), headers)).toThrow();
  });

  it("signs a retry anew with its own time, under the same webhook-id", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const hook = receiver(() => new Response("busy", { status: 503 }));
    const first = Date.now();
    const times = [new Date(first), new Date(first + 90_000)];
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      secret,
      fetch: hook.fetch,
      clock: () => times.shift() ?? new Date(),
    });

    await target.send(lead);
    await target.send(lead);

    const sent = hook.calls.map((call) => Object.fromEntries(new Headers(call.init.headers)));
    expect(sent.map((headers) => headers["webhook-id"])).toEqual([
      `${lead.id}-webhook`,
      `${lead.id}-webhook`,
    ]);
    expect(sent.map((headers) => Number(headers["webhook-timestamp"]))).toEqual([
      Math.floor(first / 1000),
      Math.floor(first / 1000) + 90,
    ]);
    expect(sent[0]?.["webhook-signature"]).not.toBe(sent[1]?.["webhook-signature"]);
    for (const [i, headers] of sent.entries()) {
      expect(new Webhook(secret).verify(String(hook.calls[i]?.init.body), headers)).toBeTruthy();
    }
  });

  it("sends no signature headers when no secret is set", async () => {
    const hook = receiver(() => new Response(null, { status: 204 }));
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: hook.fetch,
    });

    await target.send(lead);

    const headers = new Headers(hook.calls[0]?.init.headers);
    expect(headers.get("webhook-signature")).toBeNull();
    expect(headers.get("Idempotency-Key")).toBe(`${lead.id}-webhook`);
  });

  it("counts any 2xx as delivered", async () => {
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: receiver(() => Response.json({ received: true }, { status: 201 })).fetch,
    });

    expect(await target.send(lead)).toEqual({ outcome: "delivered" });
  });

  it.each([
    [
      "a 400",
      () => new Response("missing field: email", { status: 400 }),
      "HTTP 400: missing field: email",
    ],
    ["a 401", () => new Response("", { status: 401 }), "HTTP 401"],
    [
      "a 500",
      () => new Response("<h1>Internal error</h1>\n", { status: 500 }),
      "HTTP 500: <h1>Internal error</h1>",
    ],
    [
      "a 503",
      () => new Response("upstream unavailable", { status: 503 }),
      "HTTP 503: upstream unavailable",
    ],
  ])("retries later after %s, keeping what the receiver said", async (_, reply, error) => {
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: receiver(reply).fetch,
    });

    expect(await target.send(lead)).toEqual({ outcome: "retry", error });
  });

  it("retries later when the receiver cannot be reached", async () => {
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      fetch: refusedFetch,
    });

    expect(await target.send(lead)).toEqual({
      outcome: "retry",
      error: "fetch failed (ECONNREFUSED)",
    });
  });

  it("gives up on an attempt that takes longer than its timeout, to retry later", async () => {
    const target = createWebhookTarget({
      url: "https://crm.example.test/leads",
      timeoutMs: 5,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    });

    expect(await target.send(lead)).toEqual({ outcome: "retry", error: "timed out" });
  });
});

describe("the start-up warning about an unsigned webhook", () => {
  it("is given when the webhook is set without a secret, and only then", () => {
    const url = "https://crm.example.test/leads";
    expect(unsignedWebhookWarning({ webhookUrl: url })).toMatch(/set LEAD_WEBHOOK_SECRET/);
    expect(unsignedWebhookWarning({ webhookUrl: url, webhookSecret: "whsec_x" })).toBeUndefined();
    expect(unsignedWebhookWarning({ webhookUrl: "" })).toBeUndefined();
  });
});
