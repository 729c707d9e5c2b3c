import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { freshStores } from "../../tests/fixtures/memory-store";
import type { NewLead, StoredLead } from "../store";
import { createForwarder } from "./forwarder";
import { planDeliveries, type Target } from "./targets";

const T0 = new Date("2030-01-01T00:00:00.000Z");
const DAY_MS = 86_400_000;
const by = { actor: "cli:tester", at: T0 };
const policy = { leadDays: 730, spamDays: 30, paymentDays: 2557 };

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    kind: "debt",
    payload: { name: "Jane Citizen", phone: "0400 111 222", debtAmount: "$50,000+" },
    bodyHash: "hash",
    source: "debt-inline",
    isSpam: false,
    createdAt: T0,
    ...overrides,
  };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const freshStore = freshStores();

describe("forwarding a person's erased data", { timeout: 30_000 }, () => {
  it("never sends a lead erased while its delivery was pending", async () => {
    const store = await freshStore();
    const sent: StoredLead[] = [];
    const form: Target = {
      name: "form",
      send: async (lead) => {
        sent.push(lead);
        return { outcome: "delivered" };
      },
    };
    const kept = newLead({ payload: { name: "Kim", phone: "0499 999 999" } });
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    await store.insertLead(kept, planDeliveries(["form"], false));
    await store.erasePerson({ phone: "+61 400 111 222" }, by);
    const forwarder = createForwarder({
      store,
      targets: [form],
      clock: () => T0,
      log: quietLog(),
    });

    expect(await forwarder.runOnce()).toBe(1);
    expect(sent.map((lead) => lead.id)).toEqual([kept.id]);
    expect(await store.nextDueAt()).toBeNull();
  });

  it("records nothing and sends no more when the lead is erased during an attempt", async () => {
    const store = await freshStore();
    let now = T0;
    let attempts = 0;
    const form: Target = {
      name: "form",
      send: async () => {
        attempts++;
        await store.erasePerson({ phone: "0400111222" }, by);
        return { outcome: "retry", error: "HTTP 503" };
      },
    };
    await store.insertLead(newLead(), planDeliveries(["form"], false));
    const log = quietLog();
    const forwarder = createForwarder({
      store,
      targets: [form],
      clock: () => now,
      leaseMs: 1_000,
      log,
    });

    expect(await forwarder.runOnce()).toBe(1);
    now = new Date(T0.getTime() + 3_600_000);
    expect(await forwarder.runOnce()).toBe(0);

    expect(attempts).toBe(1);
    expect(await store.listLeads()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("the retention purge in the forwarder's rounds", { timeout: 30_000 }, () => {
  it("deletes spam after 30 days and leads after the retention period, by the forwarder's clock", async () => {
    const store = await freshStore();
    const spam = newLead({ isSpam: true });
    const lead = newLead();
    await store.insertLead(spam, planDeliveries(["form"], true));
    await store.insertLead(lead, []);
    let now = T0;
    const log = quietLog();
    const forwarder = createForwarder({
      store,
      targets: [],
      clock: () => now,
      log,
      retention: { store, policy, everyMs: 60_000 },
    });
    // Both arrive at T0, so listed in the order of their random ids.
    const ids = async () => (await store.listLeads()).map((l) => l.id).sort();

    await forwarder.runOnce();
    const atFirst = await ids();
    now = new Date(T0.getTime() + 31 * DAY_MS);
    await forwarder.runOnce();
    const afterSpam = await ids();
    now = new Date(T0.getTime() + 731 * DAY_MS);
    await forwarder.runOnce();

    expect(atFirst).toEqual([spam.id, lead.id].sort());
    expect(afterSpam).toEqual([lead.id]);
    expect(await ids()).toEqual([]);
    expect(log.info).toHaveBeenCalledWith(
      "retention: deleted or blanked 1 lead, 1 delivery past their retention period.",
    );
  });

  it("purges at most once per period however many rounds run", async () => {
    const store = await freshStore();
    const purgeExpired = vi.spyOn(store, "purgeExpired");
    let now = T0;
    const forwarder = createForwarder({
      store,
      targets: [],
      clock: () => now,
      log: quietLog(),
      retention: { store, policy, everyMs: 60_000 },
    });

    await forwarder.runOnce();
    await forwarder.runOnce();
    now = new Date(T0.getTime() + 59_999);
    await forwarder.runOnce();
    now = new Date(T0.getTime() + 60_000);
    await forwarder.runOnce();

    expect(purgeExpired).toHaveBeenCalledTimes(2);
  });
});
