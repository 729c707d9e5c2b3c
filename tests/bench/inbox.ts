/**
 * Part of `npm run bench`: the desk's inbox with 100,000 leads, on embedded PGlite and on
 * PostgreSQL (`TEST_DATABASE_URL`, or a throwaway cluster as `bench:load` starts). Times each
 * answer as the server spends it (the handler, from request to JSON), p50 and p95 of 100 runs,
 * for the first page (newest, by value, by follow-up due; newest also at the 20 rows the desk
 * asks first), searches, a filter, a next page and the counts; exits 1 when a first page or a
 * search takes over 100 ms at p95. Then the built server on an embedded store holding the same
 * leads (`./inbox-served.ts`): its memory and the first page as the desk waits for it.
 *
 *   npm run bench:inbox -- --store pglite            one store only (pglite, postgresql)
 *   npm run bench:inbox -- --only "campaign filter"  the timings whose name holds this text
 */
import { parseArgs } from "node:util";

import { listLeads } from "../../functions/desk/inbox/list";
import type { DeskContext } from "../../functions/desk/types";
import { parseServerOptions } from "../../functions/options";
import type { Store } from "../../functions/store";
import { createStore, migrate, openSql } from "../../functions/store";
import { loadConfig } from "../../src/config";
import { fillInbox, INBOX_NOW as NOW } from "./inbox-fill";
import { benchServedInbox } from "./inbox-served";
import { createBenchDatabase } from "./load-postgres";

const { values } = parseArgs({
  options: { store: { type: "string" }, only: { type: "string" } },
});

const RUNS = 100;
const BUDGET_MS = 100;

function deskContext(store: Store): DeskContext {
  return {
    store,
    config: loadConfig({}),
    clock: () => NOW,
    fetch: () => Promise.reject(new Error("no calls out")),
    options: parseServerOptions({}),
    nudgeForwarder: () => {},
    user: { id: "bench", email: "bench@example.com", name: "Bench", role: "owner" },
    sessionId: "bench",
    params: {},
    clientKey: "127.0.0.1",
    audit: async () => {},
  };
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  leads: number;
  budgeted: boolean;
}

async function time(
  store: Store,
  name: string,
  query: string,
  budgeted: boolean,
): Promise<Timing | undefined> {
  if (values.only && !name.includes(values.only)) return undefined;
  const ctx = deskContext(store);
  const times: number[] = [];
  let leads = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const response = await listLeads(new Request(`http://127.0.0.1/desk/api/leads${query}`), ctx);
    const body = (await response.json()) as { leads: unknown[] };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${name}: status ${response.status}`);
    leads = body.leads.length;
    // The first runs warm the caches and plans, as a desk in use has them.
    if (run >= 3) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, p50: at(0.5), p95: at(0.95), leads, budgeted };
}

async function cursorAfterFirstPage(store: Store): Promise<string> {
  const response = await listLeads(
    new Request("http://127.0.0.1/desk/api/leads"),
    deskContext(store),
  );
  const { next } = (await response.json()) as { next: string };
  return next;
}

async function bench(label: string, env: Record<string, string>): Promise<boolean> {
  const sql = await openSql(env);
  try {
    await migrate(sql);
    const started = performance.now();
    await fillInbox(sql);
    const store = createStore(sql);
    const next = await cursorAfterFirstPage(store);
    const timings = [
      await time(store, "first page (50) + counts", "", true),
      await time(store, "first page (20, the desk's) + counts", "?limit=20", true),
      await time(store, 'search "0412 345" (phone as typed)', "?q=0412%20345", true),
      await time(store, 'search "smith"', "?q=smith", true),
      await time(store, 'search "priya.patel" (e-mail)', "?q=priya.patel", true),
      await time(store, "by value (50) + counts", "?sort=value", true),
      await time(store, "by follow-up due (50) + counts", "?sort=follow-up", true),
      await time(store, "next page (cursor)", `?cursor=${next}`, false),
      await time(store, "stage + campaign filter", "?stage=contacted&campaign=campaign-5", false),
      await time(store, "overdue follow-ups", "?overdue=true", false),
    ].filter((timing) => timing !== undefined);
    console.log(
      `\nThe desk's inbox on ${label}: 100,000 leads (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s), server time of GET /desk/api/leads over ${RUNS} runs`,
    );
    let withinBudget = true;
    for (const t of timings) {
      const over = t.budgeted && t.p95 > BUDGET_MS;
      if (over) withinBudget = false;
      console.log(
        `  ${t.name.padEnd(38)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  (${t.leads} leads)${over ? `  OVER ${BUDGET_MS} ms` : ""}`,
      );
    }
    return withinBudget;
  } finally {
    await sql.close();
  }
}

async function main() {
  let ok = true;
  if (values.store !== "postgresql") {
    ok = await bench("PGlite", { DATA_DIR: "memory" });
    if (!values.only) ok = (await benchServedInbox()) && ok;
  }
  if (values.store === "pglite") {
    if (!ok) process.exitCode = 1;
    return;
  }
  const database = await createBenchDatabase();
  try {
    ok = (await bench("PostgreSQL", { DATABASE_URL: database.url })) && ok;
  } finally {
    await database.drop();
  }
  if (!ok) process.exitCode = 1;
}

await main();
