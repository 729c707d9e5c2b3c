import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "../../../tests/fixtures/new-lead";
import { openPGlite } from "../database/pglite";
import type { Sql } from "../database/sql";
import { migrate } from "../migrations";
import { createStore } from "../store";
import type { Store } from "../types";

describe("leads arriving together", { timeout: 30_000 }, () => {
  let sql: Sql;
  let store: Store;
  let leadInserts = 0;
  beforeAll(async () => {
    const inner = await openPGlite("memory");
    await migrate(inner);
    // Counts the statements that write leads, to see them shared.
    sql = {
      ...inner,
      query: (text, params) => {
        if (/INSERT INTO leads/.test(text)) leadInserts++;
        return inner.query(text, params);
      },
    };
    store = createStore(sql);
  }, 30_000);
  beforeEach(async () => {
    await sql.query("TRUNCATE leads, deliveries, payments, contacts, contact_downloads CASCADE");
    leadInserts = 0;
  });
  afterAll(() => store?.close());

  it("stores forty leads sent at once, each with its deliveries, in fewer writes than leads", async () => {
    const leads = Array.from({ length: 40 }, (_, i) =>
      newLead({ payload: { name: `Visitor ${i}` } }),
    );

    const outcomes = await Promise.all(
      leads.map((lead) =>
        store.insertLead(lead, [
          { target: "form", status: "pending" },
          { target: "webhook", status: "skipped", note: "not configured" },
        ]),
      ),
    );

    expect(outcomes.map((o) => [o.status, o.lead.id])).toEqual(
      leads.map((lead) => ["created", lead.id]),
    );
    const stored = await store.listLeads();
    expect(stored.map((lead) => lead.id).sort()).toEqual(leads.map((lead) => lead.id).sort());
    for (const lead of stored) {
      expect(lead.payload.name).toMatch(/^Visitor \d+$/);
      expect(lead.deliveries.map((d) => [d.target, d.status])).toEqual([
        ["form", "pending"],
        ["webhook", "skipped"],
      ]);
    }
    expect(leadInserts).toBeLessThan(leads.length);
  });

  it("stores leads that reach the store in separate callbacks of one event-loop turn in one write", async () => {
    // As requests do: each read from its own socket, each in its own callback.
    const leads = Array.from({ length: 20 }, () => newLead());

    const outcomes = await Promise.all(
      leads.map(
        (lead) =>
          new Promise((done, fail) =>
            setImmediate(() =>
              store.insertLead(lead, [{ target: "form", status: "pending" }]).then(done, fail),
            ),
          ),
      ),
    );

    expect(outcomes.map((o) => (o as { status: string }).status)).toEqual(
      leads.map(() => "created"),
    );
    expect(await store.listLeads()).toHaveLength(leads.length);
    expect(leadInserts).toBe(1);
  });

  it("fails only the lead that cannot be written, and stores the others sent with it", async () => {
    const good = Array.from({ length: 5 }, () => newLead());
    const bad = newLead();

    const results = await Promise.allSettled([
      ...good.map((lead) => store.insertLead(lead, [{ target: "form", status: "pending" }])),
      store.insertLead(bad, [{ target: "form", status: "lost" as "pending" }]),
    ]);

    expect(results.map((r) => r.status)).toEqual([...good.map(() => "fulfilled"), "rejected"]);
    const stored = (await store.listLeads()).map((lead) => lead.id).sort();
    expect(stored).toEqual(good.map((lead) => lead.id).sort());
  });

  it("given one key twice at once with different bodies, stores the first and reports a conflict", async () => {
    const first = newLead({ bodyHash: "hash-a" });
    const second = { ...first, id: randomUUID(), bodyHash: "hash-b" };

    const [a, b] = await Promise.all([
      store.insertLead(first, [{ target: "form", status: "pending" }]),
      store.insertLead(second, [{ target: "form", status: "pending" }]),
    ]);

    expect(a).toMatchObject({ status: "created", lead: { id: first.id } });
    expect(b).toMatchObject({ status: "conflict", lead: { id: first.id } });
    expect(await store.listLeads()).toHaveLength(1);
  });
});
