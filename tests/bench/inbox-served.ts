/**
 * Part of `npm run bench:inbox`: the built server (`dist/server/server.js`) on an embedded store
 * holding the 100,000 leads (`seededInbox`). Prints its resident memory idle and at its peak
 * while the inbox's first page (its first rows, as the desk asks them) is asked for again and
 * again, and that page's time as the desk's browser waits for it (request to last byte,
 * p50/p95). Fails over the embedded store's memory budget.
 */
import { API_BASE } from "../../desk/api/client";
import { NO_FILTERS } from "../../desk/inbox/filters";
import { inboxFirstPath } from "../../desk/inbox/first-requests";
import { seededInbox } from "./seeded-inbox";
import { MEMORY_BUDGET_MB, rssOf } from "./server";

const RUNS = 100;
/** How long a started server is left alone before its idle memory is read (as `bench:load`). */
const IDLE_SETTLE_MS = 3_000;
const MEMORY_SAMPLE_MS = 100;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The served inbox's figures; false when the server's memory was over its budget. */
export async function benchServedInbox(): Promise<boolean> {
  const { server, token, stop } = await seededInbox();
  try {
    await new Promise((settled) => setTimeout(settled, IDLE_SETTLE_MS));
    const idle = rssOf(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, MEMORY_SAMPLE_MS);
    const times: number[] = [];
    try {
      for (let run = 0; run < RUNS + 3; run++) {
        const started = performance.now();
        const response = await fetch(`${server.base}${API_BASE}${inboxFirstPath(NO_FILTERS)}`, {
          headers: { Cookie: `desk-session=${token}` },
        });
        const body = (await response.json()) as { leads: unknown[] };
        if (response.status !== 200 || body.leads.length === 0) {
          throw new Error(`the inbox answered ${response.status}`);
        }
        // The first answers warm the caches and plans, as a desk in use has them.
        if (run >= 3) times.push(performance.now() - started);
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssOf(server.pid));
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * times.length)] ?? 0).toFixed(1);
    const budget = MEMORY_BUDGET_MB.embedded;
    console.log(
      `\nThe built server on the embedded store with the 100,000 leads: resident memory idle ${mb(idle)}, peak ${mb(peak)} over ${RUNS} first pages (budget ${budget.idle} / ${budget.peak} MB); the first page as the desk waits for it: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
    return idle <= budget.idle * 1024 * 1024 && peak <= budget.peak * 1024 * 1024;
  } finally {
    await stop();
  }
}
