import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDeskContext } from "../../../tests/fixtures/desk-context";
import { testContext } from "../../../tests/fixtures/function-context";
import { migratedStoreDir } from "../../../tests/fixtures/store-dir";
import { report } from "../../desk/report/report";
import { log } from "../../log";
import { createApp } from "../../server/app";
import type { Sql } from "../database/sql";
import { openSql, openStore } from "../index";
import { migrate } from "../migrations";
import { createStore } from "../store";
import type { Store } from "../types";
import type { FunnelDimensions } from "./types";

/*
 * The funnel counters are gathered in each process and added to the store in one write: an
 * event request costs the store nothing, and no count a request was answered for is dropped.
 */

const page = (over: Partial<FunnelDimensions> = {}): FunnelDimensions => ({
  site: "main",
  path: "other",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "autumn",
  widget: "",
  variant: "",
  experiment: "",
  arm: "",
  ...over,
});

/** `sql` with its statements counted, failing while `failing` is set or `failures` last. */
function watched(sql: Sql) {
  const seen = { statements: 0, failing: false, failures: 0 };
  const check = () => {
    seen.statements++;
    if (seen.failures > 0) seen.failures--;
    else if (!seen.failing) return;
    throw new Error("the database is unreachable");
  };
  const watchedSql: Sql = {
    ...sql,
    async query(text, params) {
      check();
      return sql.query(text, params);
    },
    async transaction(fn) {
      check();
      return sql.transaction(fn);
    },
  };
  return { sql: watchedSql, seen };
}

describe("the funnel counters' batching", () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = await openSql({ DATA_DIR: "memory" });
    await migrate(sql);
  }, 120_000);
  afterAll(() => sql?.close());
  afterEach(() => vi.restoreAllMocks());

  it("answers event requests with no statement at all, then adds them up in one flush", async () => {
    const { sql: counted, seen } = watched(sql);
    const store = createStore(counted);
    const now = new Date("2031-01-05T08:00:00Z");
    const app = createApp(testContext({ store, clock: () => now }));
    const post = (i: number) =>
      app.request(
        new Request("http://127.0.0.1:8080/api/events", {
          method: "POST",
          headers: {
            "Content-Type": "text/plain;charset=UTF-8",
            "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36",
          },
          body: JSON.stringify({
            path: "/",
            utm_source: "google",
            utm_campaign: i % 2 ? "autumn" : "winter",
            events: [{ name: "view" }, { name: "shown", widget: "lead-form" }],
          }),
        }),
        undefined,
        { incoming: { socket: { remoteAddress: `203.0.113.${i}` } } },
      );

    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(i)).status);

    expect(statuses).toEqual(Array(30).fill(204));
    expect(seen.statements).toBe(0);
    await store.flushFunnelCounts();
    const summary = await store.funnelSummary("2031-01-05", "2031-01-05");
    expect(summary.byDay.map((row) => [row.views, row.shown])).toEqual([[30, 30]]);
    expect(summary.byCampaign.map((row) => [row.value, row.views])).toEqual([
      ["autumn", 15],
      ["winter", 15],
    ]);
  });

  it("keeps the counts of a flush the store refused, and adds them with the next", async () => {
    const { sql: flaky, seen } = watched(sql);
    const store = createStore(flaky);
    vi.spyOn(log, "warn").mockImplementation(() => {});
    for (let i = 0; i < 3; i++) store.countFunnel("2031-01-06", page(), "view");

    seen.failing = true;
    await store.flushFunnelCounts();
    seen.failing = false;
    store.countFunnel("2031-01-06", page(), "view");
    await store.flushFunnelCounts();

    const summary = await store.funnelSummary("2031-01-06", "2031-01-06");
    expect(summary.byDay.map((row) => row.views)).toEqual([4]);
    expect(log.warn).toHaveBeenCalledWith("funnel_counts_unwritten", expect.anything());
  });

  it("adds up, in the desk's report, this process's counts still waiting to be written", async () => {
    const store = createStore(sql);
    for (let i = 0; i < 5; i++) store.countFunnel("2031-01-07", page(), "view");

    const response = await report(
      new Request("http://127.0.0.1/desk/api/report?from=2031-01-07&to=2031-01-07"),
      testDeskContext({ store }),
    );

    expect(((await response.json()) as { byDay: { views: number }[] }).byDay).toEqual([
      expect.objectContaining({ views: 5 }),
    ]);
  });
});

describe("closing the store (the server's graceful stop)", () => {
  it("tries a refused write again before closing, and writes what waits", async () => {
    const sql = await openSql({ DATA_DIR: "memory" });
    await migrate(sql);
    const { sql: flaky, seen } = watched(sql);
    // Closing it leaves the database open, for the reading below.
    const store = createStore({ ...flaky, close: async () => {} });
    vi.spyOn(log, "warn").mockImplementation(() => {});
    for (let i = 0; i < 4; i++) store.countFunnel("2031-02-02", page(), "view");

    seen.failures = 1;
    await store.close();
    try {
      const summary = await createStore(sql).funnelSummary("2031-02-02", "2031-02-02");
      expect(summary.byDay.map((row) => row.views)).toEqual([4]);
    } finally {
      await sql.close();
      vi.restoreAllMocks();
    }
  }, 120_000);

  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the counts still waiting, so the next start finds them", async () => {
    const dataDir = await migratedStoreDir("funnel-close-");
    dirs.push(dataDir);
    const first: Store = await openStore({ DATA_DIR: dataDir });
    for (let i = 0; i < 7; i++) first.countFunnel("2031-02-01", page(), "view");
    first.countFunnel("2031-02-01", page({ widget: "lead-form" }), "lead");

    await first.close();
    const next = await openStore({ DATA_DIR: dataDir });
    try {
      const summary = await next.funnelSummary("2031-02-01", "2031-02-01");
      expect(summary.byDay.map((row) => [row.views, row.leads])).toEqual([[7, 1]]);
    } finally {
      await next.close();
    }
  }, 120_000);
});
