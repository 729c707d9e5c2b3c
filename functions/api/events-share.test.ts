import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import type { Sql, Store } from "../store";
import { createEvents } from "./events";
import { ROWS_A_DAY_PER_CLIENT } from "./events-budget";

let sql: Sql;
let store: Store;
memoryStore((ready) => {
  ({ sql, store } = ready);
}, 120_000);

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pages = (site: string, path: string) =>
  site === "debt" && ["/", "/debtconsol"].includes(path) ? path : null;

// Each test counts on a day of its own (10:00 in Sydney), so the totals it reads are its own.
let dayNumber = 1;
function onNewDay() {
  const now = new Date(Date.UTC(2031, 2, dayNumber++, 23));
  const day = new Date(now.getTime() + 11 * 3_600_000).toISOString().slice(0, 10);
  const handler = createEvents(pages);
  const ctx = testContext({ store, clock: () => now });
  const from = (address: string, batch: Record<string, unknown>) =>
    handler(
      new Request("http://127.0.0.1:8080/api/events", {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: "http://127.0.0.1:8080",
          "User-Agent": browser,
        },
        body: JSON.stringify({ path: "/debtconsol", subdomain: "debt", ...batch }),
      }),
      { ...ctx, clientAddress: () => address },
    );
  return { day, from };
}

async function campaignsOf(day: string) {
  await store.flushFunnelCounts();
  const summary = await store.funnelSummary(day, day);
  return Object.fromEntries(summary.byCampaign.map((row) => [row.value, row.views]));
}

const rowCount = async () => {
  let rows = 0;
  for (const table of [
    "funnel_counts",
    "funnel_rollup",
    "funnel_values",
    "funnel_value_clients",
    "funnel_salts",
  ]) {
    const [row] = await sql.query(`SELECT count(*) AS n FROM ${table}`);
    rows += Number(row?.n);
  }
  return rows;
};

describe("a stranger's share of the counters", () => {
  it("names a campaign only once three visitors brought it; one address's campaign is 'other'", async () => {
    const { day, from } = onNewDay();
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await from(address, { utm_campaign: "spring-sale", events: [{ name: "view" }] });
    }
    await from("198.51.100.9", { utm_campaign: "made-up", events: [{ name: "view" }] });

    expect(await campaignsOf(day)).toEqual({ "spring-sale": 3, other: 1 });
  });

  it("leaves a real campaign named after 310 junk campaigns from three addresses", async () => {
    const { day, from } = onNewDay();
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      for (let i = 0; i < 310; i++) {
        await from(address, { utm_campaign: `junk-${i}`, events: [{ name: "view" }] });
      }
    }
    await store.flushFunnelCounts();
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await from(address, { utm_campaign: "spring-sale", events: [{ name: "view" }] });
    }

    const campaigns = await campaignsOf(day);
    expect(campaigns["spring-sale"]).toBe(3);
    // Each address puts forward 20 new values a day at most, and counts 200 views.
    expect(Object.keys(campaigns).filter((name) => name.startsWith("junk-")).length).toBe(20);
    expect(Object.values(campaigns).reduce((sum, views) => sum + views, 0)).toBe(3 + 3 * 200);
  }, 120_000);

  it("names a campaign one visitor brought once a stored lead carries it, junk or not", async () => {
    const { day, from } = onNewDay();
    for (let i = 0; i < 310; i++) {
      await from(`198.51.100.${i % 3}`, { utm_campaign: `junk-${i}`, events: [{ name: "view" }] });
    }
    await sql.query(
      `INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, created_at)
       VALUES ($1, $2, 'calculator', $3::jsonb, 'h', 'debt-calculator', $4::timestamptz)`,
      [
        randomUUID(),
        randomUUID(),
        JSON.stringify({ attribution: { utm_campaign: "autumn-refi" } }),
        `${day}T00:00:00Z`,
      ],
    );
    await from("203.0.113.7", { utm_campaign: "autumn-refi", events: [{ name: "view" }] });

    const campaigns = await campaignsOf(day);
    expect(campaigns["autumn-refi"]).toBe(1);
    expect(Object.keys(campaigns).filter((name) => name.startsWith("junk-"))).toEqual([]);
  }, 60_000);

  it("counts at most ten events of each name per page view of a client", async () => {
    const { day, from } = onNewDay();
    await from("203.0.113.1", { events: [{ name: "view" }] });
    for (let i = 0; i < 30; i++) {
      await from("203.0.113.1", {
        events: [
          { name: "attempted", widget: "lead-form" },
          { name: "attempted", widget: "lead-form" },
        ],
      });
    }

    await store.flushFunnelCounts();
    const [total] = (await store.funnelSummary(day, day)).byDay;
    expect(total).toMatchObject({ views: 1, attempted: 10 });
  });

  it(`adds at most ${ROWS_A_DAY_PER_CLIENT} rows for one address's minute of events`, async () => {
    const { from } = onNewDay();
    // Values several visitors brought, which the address then combines every way it can.
    const known = ["a", "b", "c", "d", "e", "f"];
    for (const value of known) {
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        await from(address, {
          utm_source: value,
          utm_medium: value,
          utm_campaign: value,
          events: [{ name: "view" }, { name: "shown", widget: value, variant: value }],
        });
      }
    }
    await store.flushFunnelCounts();
    const before = await rowCount();

    // The events' allowance: 120 batches of 40 events, every one a new combination.
    for (let batch = 0; batch < 120; batch++) {
      const pick = (n: number) => known[(batch * 7 + n) % known.length];
      await from("198.51.100.66", {
        path: batch % 2 ? "/" : "/debtconsol",
        utm_source: pick(1),
        utm_medium: pick(2),
        utm_campaign: batch % 3 ? pick(3) : `junk-${batch}`,
        events: Array.from({ length: 40 }, (_, i) => ({
          name: (["view", "shown", "engaged", "attempted"] as const)[i % 4],
          widget: i % 5 ? known[i % 6] : `junk-${batch}-${i}`,
          variant: known[(i + batch) % 6],
        })),
      });
    }
    await store.flushFunnelCounts();

    expect((await rowCount()) - before).toBeLessThanOrEqual(ROWS_A_DAY_PER_CLIENT);
  }, 60_000);
});
