/**
 * `npm run bench:report`: how long the desk's report takes for a 90-day range over a year of
 * funnel counters at 50,000 page views a day, on embedded PGlite (and on the PostgreSQL that
 * TEST_DATABASE_URL names, in a throwaway database, when set). Prints the median and worst of
 * ten runs of `funnelSummary` (all campaigns, and kept to one) and of `experimentCounts`; the aim
 * is 300 ms for the report.
 * The year's last day also takes a flood through `POST /api/events`: `FLOOD_CLIENTS` addresses
 * each sending `FLOOD_BATCHES` batches of 40 events, every one a new made-up combination.
 */

import { createEvents } from "../../functions/api/events";
import { parseServerOptions } from "../../functions/options";
import type { Sql } from "../../functions/store";
import { createStore, migrate, openSql } from "../../functions/store";
import { loadConfig } from "../../src/config";
import { testDatabases } from "../fixtures/test-databases";

const DAYS = 365;
const VIEWS_A_DAY = 50_000;
// A day's rows: 8 sources × 12 campaigns × 24 pages of page views, and 6 widgets × 4 variants
// on those pages for a quarter of the combinations (each with an experiment arm of two).
const SOURCES = 8;
const CAMPAIGNS = 12;
const PAGES = 24;
const FLOOD_CLIENTS = 20;
const FLOOD_BATCHES = 1000;

/** The flood: made-up campaigns, sources, widgets and variants from a few addresses all day. */
async function flood(store: ReturnType<typeof createStore>): Promise<void> {
  const handler = createEvents(() => "/");
  // 10:00 on 31 December in Sydney.
  const ctx = {
    store,
    config: loadConfig({}),
    options: parseServerOptions({}),
    clock: () => new Date("2030-12-30T23:00:00Z"),
    fetch: () => Promise.reject(new Error("the bench calls nothing out")),
    nudgeForwarder: () => {},
  };
  for (let client = 0; client < FLOOD_CLIENTS; client++) {
    for (let batch = 0; batch < FLOOD_BATCHES; batch++) {
      await handler(
        new Request("http://127.0.0.1/api/events", {
          method: "POST",
          headers: { "Content-Type": "text/plain", "User-Agent": "Mozilla/5.0 Firefox/133.0" },
          body: JSON.stringify({
            path: "/",
            utm_source: `s-${client}-${batch}`,
            utm_campaign: `c-${client}-${batch}`,
            events: Array.from({ length: 40 }, (_, i) => ({
              name: ["view", "shown", "engaged", "attempted"][i % 4],
              widget: `w-${batch}-${i}`,
              variant: `v-${i}`,
            })),
          }),
        }),
        { ...ctx, clientAddress: () => `198.51.100.${client}` },
      );
    }
    await store.flushFunnelCounts();
  }
}

const counterRows = async (sql: Sql) => {
  const [row] = await sql.query<{ n: number }>(
    "SELECT (SELECT count(*) FROM funnel_counts) + (SELECT count(*) FROM funnel_rollup) AS n",
  );
  return Number(row?.n);
};

/** Fills `funnel_counts` with a year of days ending on 2030-12-31, in one statement a day. */
async function fill(sql: Sql): Promise<number> {
  const pageRows = SOURCES * CAMPAIGNS * PAGES;
  const viewsPerRow = Math.round(VIEWS_A_DAY / pageRows);
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(Date.UTC(2030, 11, 31) - d * 86_400_000).toISOString().slice(0, 10);
    await sql.query(
      `INSERT INTO funnel_counts (day, site, path, utm_source, utm_medium, utm_campaign, widget,
         variant, experiment, arm, views, shown, engaged, attempted, leads)
       SELECT $1::date, 'debt', '/page-' || p, 'source-' || s, 'paid', 'campaign-' || c, '', '', 'hero',
         CASE WHEN (p + s + c) % 2 = 0 THEN 'a' ELSE 'b' END, $2::int, 0, 0, 0, 0
       FROM generate_series(1, $3::int) p, generate_series(1, $4::int) s, generate_series(1, $5::int) c`,
      [day, viewsPerRow, PAGES, SOURCES, CAMPAIGNS],
    );
    await sql.query(
      `INSERT INTO funnel_counts (day, site, path, utm_source, utm_medium, utm_campaign, widget,
         variant, experiment, arm, views, shown, engaged, attempted, leads)
       SELECT $1::date, 'debt', '/page-' || p, 'source-' || s, 'paid', 'campaign-' || c, 'widget-' || w,
         'variant-' || v, 'hero', CASE WHEN (p + s + c) % 2 = 0 THEN 'a' ELSE 'b' END, 0, 20, 8, 2, 1
       FROM generate_series(1, 6) p, generate_series(1, 2) s, generate_series(1, $2::int) c,
         generate_series(1, 6) w, generate_series(1, 4) v`,
      [day, CAMPAIGNS],
    );
  }
  // The roll-up the store's writes keep, built here in one go from the counters.
  await sql.query(
    `INSERT INTO funnel_rollup (day, grouping, value, value2, views, shown, engaged, attempted, leads)
     SELECT day, g, v, v2, sum(views), sum(shown), sum(engaged), sum(attempted), sum(leads)
     FROM funnel_counts, LATERAL (VALUES ('total', '', ''), ('campaign', utm_campaign, ''),
       ('source', utm_source, ''), ('path', path, ''), ('widget', widget, variant),
       ('experiment', experiment, arm)) AS r(g, v, v2)
     WHERE NOT (g = 'widget' AND widget = '') AND NOT (g = 'experiment' AND experiment = '')
     GROUP BY day, g, v, v2`,
  );
  const [row] = await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM funnel_counts");
  return Number(row?.n);
}

async function time(
  run: () => Promise<unknown>,
  times = 10,
): Promise<{ median: number; worst: number }> {
  const took: number[] = [];
  await run(); // warm the cache once, as a broker's second look would
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { median: took[Math.floor(times / 2)] ?? 0, worst: took.at(-1) ?? 0 };
}

async function bench(name: string, sql: Sql): Promise<void> {
  await migrate(sql);
  const started = performance.now();
  const rows = await fill(sql);
  await sql.query("ANALYZE funnel_counts");
  await sql.query("ANALYZE funnel_rollup");
  const store = createStore(sql);
  console.log(
    `${name}: ${rows} counter rows (a year), filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const before = await counterRows(sql);
  const flooded = performance.now();
  await flood(store);
  console.log(
    `  flood: ${FLOOD_CLIENTS} addresses × ${FLOOD_BATCHES} batches of 40 events added ` +
      `${(await counterRows(sql)) - before} counter and roll-up rows in ` +
      `${((performance.now() - flooded) / 1000).toFixed(0)} s`,
  );
  const report = await time(() => store.funnelSummary("2030-10-03", "2030-12-31"));
  // Kept to one campaign, as the report's filter asks: read from the counters themselves.
  const filtered = await time(() =>
    store.funnelSummary("2030-10-03", "2030-12-31", { campaign: "Campaign 7" }),
  );
  const experiments = await time(() => store.experimentCounts("2030-10-03", "2030-12-31"));
  const fmt = (t: { median: number; worst: number }) =>
    `median ${t.median.toFixed(0)} ms, worst ${t.worst.toFixed(0)} ms`;
  console.log(`  report, 90 days:      ${fmt(report)}`);
  console.log(`  one campaign, 90 days: ${fmt(filtered)}`);
  console.log(`  experiments, 90 days: ${fmt(experiments)}`);
  await store.close();
}

await bench("PGlite", await openSql({ DATA_DIR: "memory" }));
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
if (postgresUrl) {
  const databases = testDatabases(postgresUrl, "report_bench");
  try {
    await bench("PostgreSQL", await openSql({ DATABASE_URL: await databases.create() }));
  } finally {
    await databases.dropAll();
  }
}
