import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { freshStores } from "../../tests/fixtures/memory-store";
import type { SendOutcome } from "../http/outbound";
import type { NewLead, StoredLead } from "../store";
import { createForwarder, retryDelay } from "./forwarder";
import { planDeliveries, type Target } from "./targets";
import { createWebhookTarget } from "./webhook";

const T0 = new Date("2030-01-01T00:00:00.000Z");

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    kind: "debt",
    payload: { name: "Jane Citizen", phone: "0400 111 222", debtAmount: "$50,000+", website: "" },
    bodyHash: "hash",
    source: "debt-inline",
    isSpam: false,
    createdAt: T0,
    ...overrides,
  };
}

/** A target that answers with the given outcomes in turn, then keeps answering the last. */
function scriptedTarget(name: Target["name"], outcomes: SendOutcome[]) {
  const sent: StoredLead[] = [];
  const target: Target = {
    name,
    async send(lead) {
      sent.push(lead);
      return outcomes[Math.min(sent.length, outcomes.length) - 1] ?? { outcome: "delivered" };
    },
  };
  return { target, sent };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const freshStore = freshStores();

describe("retry timing", () => {
  const policy = { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 0 };

  it("doubles from 5 s with each failure up to an hour", () => {
    const full = () => 1;
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy, full))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelay(11, policy, full)).toBe(3_600_000);
    expect(retryDelay(40, policy, full)).toBe(3_600_000);
  });

  it("spreads retries between half and all of the wait", () => {
    expect(retryDelay(3, policy, () => 0)).toBe(10_000);
    expect(retryDelay(3, policy, () => 0.5)).toBe(15_000);
  });
});

describe("the forwarder", { timeout: 30_000 }, () => {
  it("sends a stored lead to each of its targets once and records the delivery", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [{ outcome: "delivered" }]);
    const webhook = scriptedTarget("webhook", [{ outcome: "delivered" }]);
    const lead = newLead();
    await store.insertLead(lead, planDeliveries(["form", "webhook"], false));
    const forwarder = createForwarder({
      store,
      targets: [form.target, webhook.target],
      clock: () => T0,
      log: quietLog(),
    });

    expect(await forwarder.runOnce()).toBe(2);
    expect(await forwarder.runOnce()).toBe(0);

    expect(form.sent.map((l) => l.id)).toEqual([lead.id]);
    expect(webhook.sent.map((l) => l.id)).toEqual([lead.id]);
    const [stored] = await store.listLeads();
    expect(stored?.deliveries.map((d) => [d.target, d.status, d.attempts])).toEqual([
      ["form", "delivered", 1],
      ["webhook", "delivered", 1],
    ]);
  });

  it("backs off after each failure and delivers once the target recovers", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [
      { outcome: "retry", error: "HTTP 503" },
      { outcome: "retry", error: "fetch failed (ECONNREFUSED)" },
      { outcome: "delivered" },
    ]);
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    let now = T0;
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      clock: () => now,
      random: () => 1,
      retry: { baseMs: 5_000, maxMs: 3_600_000 },
      log: quietLog(),
    });
    const at = (ms: number) => new Date(T0.getTime() + ms);

    await forwarder.runOnce();
    now = at(4_999);
    expect(await forwarder.runOnce()).toBe(0);
    now = at(5_000);
    expect(await forwarder.runOnce()).toBe(1);
    now = at(5_000 + 9_999);
    expect(await forwarder.runOnce()).toBe(0);
    now = at(5_000 + 10_000);
    expect(await forwarder.runOnce()).toBe(1);

    expect(form.sent).toHaveLength(3);
    const [stored] = await store.listLeads();
    expect(stored?.deliveries[0]).toMatchObject({
      status: "delivered",
      attempts: 3,
      deliveredAt: at(15_000),
      lastError: null,
    });
  });

  it("keeps the last error of a delivery that is still failing", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [
      { outcome: "retry", error: "HTTP 403: Invalid access key" },
    ]);
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      clock: () => T0,
      log: quietLog(),
    });

    await forwarder.runOnce();

    const [stored] = await store.listLeads();
    expect(stored?.deliveries[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 403: Invalid access key",
    });
  });

  it("marks a target that is not configured as skipped, and says so once for many leads", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [
      { outcome: "skip", reason: "FORM_SERVICE_ACCESS_KEY is not set" },
    ]);
    for (let i = 0; i < 3; i++) await store.insertLead(newLead(), planDeliveries(["form"], false));
    const log = quietLog();
    const forwarder = createForwarder({ store, targets: [form.target], clock: () => T0, log });

    await forwarder.runOnce();

    const leads = await store.listLeads();
    expect(leads.map((l) => l.deliveries[0]?.status)).toEqual(["skipped", "skipped", "skipped"]);
    expect(leads[0]?.deliveries[0]?.lastError).toBe("FORM_SERVICE_ACCESS_KEY is not set");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain("FORM_SERVICE_ACCESS_KEY is not set");
    expect(await forwarder.runOnce()).toBe(0);
  });

  it("never sends a lead caught by the honeypot", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [{ outcome: "delivered" }]);
    await store.insertLead(newLead({ isSpam: true }), planDeliveries(["form"], true));
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      clock: () => T0,
      log: quietLog(),
    });

    expect(await forwarder.runOnce()).toBe(0);
    expect(form.sent).toEqual([]);
  });

  it("gives up with status failed after the configured number of attempts", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [{ outcome: "retry", error: "HTTP 500" }]);
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    let now = T0;
    const log = quietLog();
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      clock: () => now,
      retry: { baseMs: 1_000, maxMs: 1_000, maxAttempts: 3 },
      log,
    });

    for (let round = 0; round < 5; round++) {
      await forwarder.runOnce();
      now = new Date(now.getTime() + 1_000);
    }

    expect(form.sent).toHaveLength(3);
    const [stored] = await store.listLeads();
    expect(stored?.deliveries[0]).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "HTTP 500",
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("giving up"));
  });

  it("given a refusal the target calls permanent, records it failed with its message at once", async () => {
    const store = await freshStore();
    const meta = scriptedTarget("meta", [{ outcome: "fail", error: "HTTP 400: Meta error 190" }]);
    await store.insertLead(
      newLead({ payload: { consent: "granted" } }),
      planDeliveries(["meta"], false, { consent: "granted" }),
    );
    let now = T0;
    const forwarder = createForwarder({
      store,
      targets: [meta.target],
      clock: () => now,
      retry: { baseMs: 1_000, maxMs: 1_000, maxAttempts: 0 },
      log: quietLog(),
    });

    for (let round = 0; round < 3; round++) {
      await forwarder.runOnce();
      now = new Date(now.getTime() + 1_000);
    }

    expect(meta.sent).toHaveLength(1);
    const [stored] = await store.listLeads();
    expect(stored?.deliveries[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "HTTP 400: Meta error 190",
    });
  });

  it("treats a target that throws like one that failed", async () => {
    const store = await freshStore();
    const target: Target = {
      name: "form",
      send: () => Promise.reject(new Error("socket hang up")),
    };
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    const forwarder = createForwarder({
      store,
      targets: [target],
      clock: () => T0,
      log: quietLog(),
    });

    await forwarder.runOnce();

    const [stored] = await store.listLeads();
    expect(stored?.deliveries[0]).toMatchObject({ status: "pending", lastError: "socket hang up" });
  });

  it("attempts a busy moment's hundred leads in one round, one claim and one update for them all", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [{ outcome: "delivered" }]);
    await Promise.all(
      Array.from({ length: 101 }, () =>
        store.insertLead(newLead(), planDeliveries(["form"], false)),
      ),
    );
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      clock: () => T0,
      log: quietLog(),
    });

    expect(await forwarder.runOnce()).toBe(100);
    expect(await forwarder.runOnce()).toBe(1);
    expect(form.sent).toHaveLength(101);
  });

  it("once started, delivers a lead soon after a nudge and stops cleanly", async () => {
    const store = await freshStore();
    const form = scriptedTarget("form", [{ outcome: "delivered" }]);
    const forwarder = createForwarder({
      store,
      targets: [form.target],
      pollMs: 60_000,
      log: quietLog(),
    });
    forwarder.start();

    await store.insertLead(newLead({ createdAt: new Date() }), planDeliveries(["form"], false));
    forwarder.nudge();
    for (let i = 0; i < 100 && form.sent.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await forwarder.stop();

    expect(form.sent).toHaveLength(1);
  });
});

describe("the webhook", () => {
  it("posts the lead without the honeypot, keyed so the receiver can drop a repeat", async () => {
    const calls: Request[] = [];
    const target = createWebhookTarget({
      url: "https://crm.example.com/hooks/leads",
      fetch: (async (url: string, init: RequestInit) => {
        calls.push(new Request(url, init));
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    const lead = newLead();
    const stored: StoredLead = { ...lead, payload: lead.payload };

    expect(await target.send(stored)).toEqual({ outcome: "delivered" });
    expect(await target.send(stored)).toEqual({ outcome: "delivered" });

    expect(calls.map((call) => call.headers.get("Idempotency-Key"))).toEqual([
      `${lead.id}-webhook`,
      `${lead.id}-webhook`,
    ]);
    expect(await calls[0]?.json()).toEqual({
      id: lead.id,
      kind: "debt",
      source: "debt-inline",
      createdAt: T0.toISOString(),
      lead: { name: "Jane Citizen", phone: "0400 111 222", debtAmount: "$50,000+" },
    });
  });

  it("retries when the receiver answers with an error status", async () => {
    const target = createWebhookTarget({
      url: "https://crm.example.com/hooks/leads",
      fetch: (async () => new Response("busy", { status: 429 })) as unknown as typeof fetch,
    });

    expect(await target.send({ ...newLead() })).toEqual({
      outcome: "retry",
      error: "HTTP 429: busy",
    });
  });
});
