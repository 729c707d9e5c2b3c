import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { funnelPage } from "../../../tests/fixtures/funnel-page";
import { testDatabases } from "../../../tests/fixtures/test-databases";
import { openStore } from "../index";
import type { Store } from "../types";

// PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL names one.
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const databases = testDatabases(postgresUrl);
afterAll(() => (postgresUrl ? databases.dropAll() : undefined));

describe("funnel counters on PGlite", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ DATA_DIR: "memory" });
  }, 120_000);
  afterAll(() => store?.close());

  it("adds up a page's views and a widget's funnel by campaign, source, page, widget and day", async () => {
    const day = "2030-03-01";
    for (let i = 0; i < 4; i++) store.countFunnel(day, funnelPage(), "view");
    store.countFunnel(day, funnelPage({ utm_campaign: "summer", utm_source: "google" }), "view");
    store.countFunnel("2030-03-02", funnelPage(), "view");
    const calculator = funnelPage({ widget: "debt-calculator", variant: "compact" });
    for (let i = 0; i < 3; i++) store.countFunnel(day, calculator, "shown");
    store.countFunnel(day, calculator, "engaged");
    store.countFunnel(day, calculator, "engaged");
    store.countFunnel(day, calculator, "attempted");
    store.countFunnel(day, calculator, "lead");
    await store.flushFunnelCounts();

    const summary = await store.funnelSummary("2030-03-01", "2030-03-02");

    expect(summary.byDay.map((row) => [row.day, row.views, row.leads])).toEqual([
      ["2030-03-01", 5, 1],
      ["2030-03-02", 1, 0],
    ]);
    expect(summary.byCampaign.map((row) => [row.value, row.views, row.leads])).toEqual([
      ["spring", 5, 1],
      ["summer", 1, 0],
    ]);
    expect(summary.bySource.map((row) => [row.value, row.views])).toEqual([
      ["facebook", 5],
      ["google", 1],
    ]);
    expect(summary.byWidget).toEqual([
      expect.objectContaining({
        widget: "debt-calculator",
        variant: "compact",
        shown: 3,
        engaged: 2,
        attempted: 1,
        leads: 1,
      }),
    ]);
    // A range that ends before them sees none of them.
    expect((await store.funnelSummary("2030-02-01", "2030-02-28")).byDay).toEqual([]);
  });

  it("counts each experiment arm's views and leads for the experiments report", async () => {
    const day = "2030-04-01";
    for (let i = 0; i < 10; i++)
      store.countFunnel(day, funnelPage({ experiment: "hero", arm: "a" }), "view");
    for (let i = 0; i < 8; i++)
      store.countFunnel(day, funnelPage({ experiment: "hero", arm: "b" }), "view");
    store.countFunnel(
      day,
      funnelPage({ experiment: "hero", arm: "b", widget: "lead-form" }),
      "lead",
    );
    store.countFunnel(day, funnelPage(), "view");
    await store.flushFunnelCounts();

    const rows = await store.experimentCounts("2030-04-01", "2030-04-01");

    expect(
      rows.map(({ experiment, arm, views, leads }) => ({ experiment, arm, views, leads })),
    ).toEqual([
      { experiment: "hero", arm: "a", views: 10, leads: 0 },
      { experiment: "hero", arm: "b", views: 8, leads: 1 },
    ]);
  });

  it("folds a dimension's values past a few hundred a day into 'other', and starts again the next day", async () => {
    for (let i = 0; i < 305; i++)
      store.countFunnel("2030-05-01", funnelPage({ utm_campaign: `c${i}` }), "view");
    await store.flushFunnelCounts();
    store.countFunnel("2030-05-02", funnelPage({ utm_campaign: "c304" }), "view");
    await store.flushFunnelCounts();

    const first = await store.funnelSummary("2030-05-01", "2030-05-01");
    const next = await store.funnelSummary("2030-05-02", "2030-05-02");

    expect(first.byCampaign).toHaveLength(301);
    expect(first.byCampaign.find((row) => row.value === "other")?.views).toBe(5);
    expect(first.byDay[0]?.views).toBe(305);
    expect(next.byCampaign.map((row) => row.value)).toEqual(["c304"]);
  });
});

describe.skipIf(postgresUrl === "")("funnel counters on PostgreSQL", { timeout: 30_000 }, () => {
  it("are shared by every process on one database", async () => {
    const url = await databases.create();
    const stores = await Promise.all([0, 1, 2].map(() => openStore({ DATABASE_URL: url })));
    try {
      for (const [i, store] of stores.entries()) {
        for (let n = 0; n <= i; n++) store.countFunnel("2030-06-01", funnelPage(), "view");
      }
      await Promise.all(stores.map((store) => store.flushFunnelCounts()));

      const summary = await stores[0]?.funnelSummary("2030-06-01", "2030-06-01");

      expect(summary?.byDay.map((row) => row.views)).toEqual([6]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
