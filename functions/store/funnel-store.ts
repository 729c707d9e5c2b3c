import { FUNNEL_EVENTS, type FunnelEvent } from "../../src/tracking/funnel";
import { log } from "../log";
import { experimentCounts, funnelSummary } from "./funnel-summary";
import {
  FUNNEL_DIMENSIONS,
  FUNNEL_VALUES_PER_DAY,
  type FunnelDimension,
  type FunnelDimensions,
  type FunnelStore,
  OTHER,
} from "./funnel-types";
import { type Pending, rollupOf, upsert } from "./funnel-write";
import type { Sql } from "./sql";

/** How long counts wait in a process before they are added to the store. */
const FLUSH_MS = 1000;
/** At close, how often and how far apart a failed flush is tried again before counts are lost. */
const CLOSE_TRIES = 3;
const CLOSE_RETRY_MS = 1000;

const keyOf = (day: string, dimensions: FunnelDimensions) =>
  [day, ...FUNNEL_DIMENSIONS.map((name) => dimensions[name])].join("\u0000");

const zeroCounts = (): Record<FunnelEvent, number> => ({
  view: 0,
  shown: 0,
  engaged: 0,
  attempted: 0,
  lead: 0,
});

/**
 * The funnel counters: counts gathered in memory, then added to `funnel_counts` in one upsert a
 * second, which adds to the row whatever other processes added, so every process shares them.
 * Counting costs a request no statement; closing the store (the server's graceful stop) adds
 * whatever is pending. A count not yet written is lost only if the process dies; a count is not
 * worth a lead's latency.
 */
export function createFunnelStore(sql: Sql): FunnelStore & { closeFunnel(): Promise<void> } {
  let pending = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  // Values this process has seen admitted, and the (day, dimension) pairs known to be full.
  const admitted = new Set<string>();
  const full = new Set<string>();

  /** `value`, or "other" once its dimension has had its fill of values that day. */
  async function admit(day: string, dimension: FunnelDimension, value: string): Promise<string> {
    if (value === "" || value === OTHER || dimension === "site") return value;
    const key = `${day}\u0000${dimension}\u0000${value}`;
    if (admitted.has(key)) return value;
    if (full.has(`${day}\u0000${dimension}`)) return OTHER;
    // Adds the value unless the day's list is full; another process's race may let it go a
    // few over, which bounds it all the same.
    await sql.query(
      `INSERT INTO funnel_values (day, dimension, value)
       SELECT $1::date, $2, $3
       WHERE (SELECT count(*) FROM funnel_values WHERE day = $1::date AND dimension = $2) < $4
       ON CONFLICT DO NOTHING`,
      [day, dimension, value, FUNNEL_VALUES_PER_DAY],
    );
    const [row] = await sql.query(
      "SELECT 1 FROM funnel_values WHERE day = $1::date AND dimension = $2 AND value = $3",
      [day, dimension, value],
    );
    if (row) {
      admitted.add(key);
      return value;
    }
    full.add(`${day}\u0000${dimension}`);
    return OTHER;
  }

  async function write(batch: Pending[]): Promise<void> {
    const folded = new Map<string, Pending>();
    for (const item of batch) {
      const dimensions = { ...item.dimensions };
      for (const name of FUNNEL_DIMENSIONS) {
        dimensions[name] = await admit(item.day, name, dimensions[name]);
      }
      const key = keyOf(item.day, dimensions);
      const into = folded.get(key);
      if (!into) folded.set(key, { ...item, dimensions, counts: { ...item.counts } });
      else for (const event of FUNNEL_EVENTS) into.counts[event] += item.counts[event];
    }
    const rows = [...folded.values()].map((row) => ({
      key: [row.day, ...FUNNEL_DIMENSIONS.map((name) => row.dimensions[name])],
      counts: row.counts,
    }));
    // Both or neither: a failed flush is tried again whole.
    await sql.transaction(async (tx) => {
      await upsert(tx, "funnel_counts", ["day", ...FUNNEL_DIMENSIONS], rows);
      await upsert(tx, "funnel_rollup", ["day", "grouping", "value", "value2"], rollupOf(folded));
    });
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next flush: the store may be back by then.
        for (const item of batch) merge(item);
        log.warn("funnel_counts_unwritten", { rows: batch.length, error });
      }
    });
    return writing;
  }

  function merge({ day, dimensions, counts }: Pending): void {
    const key = keyOf(day, dimensions);
    let item = pending.get(key);
    if (!item) {
      item = { day, dimensions: { ...dimensions }, counts: zeroCounts() };
      pending.set(key, item);
    }
    for (const event of FUNNEL_EVENTS) item.counts[event] += counts[event];
    if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_MS);
      timer.unref?.();
    }
  }

  const add = (day: string, dimensions: FunnelDimensions, event: FunnelEvent) =>
    merge({ day, dimensions, counts: { ...zeroCounts(), [event]: 1 } });

  return {
    countFunnel: add,
    flushFunnelCounts: flush,
    experimentCounts: (from, to) => experimentCounts(sql, from, to),
    funnelSummary: (from, to) => funnelSummary(sql, from, to),
    async closeFunnel() {
      for (let tries = 1; ; tries++) {
        await flush();
        if (pending.size === 0) return;
        if (tries === CLOSE_TRIES) break;
        await new Promise((done) => setTimeout(done, CLOSE_RETRY_MS));
      }
      clearTimeout(timer);
      const events = [...pending.values()].reduce(
        (sum, { counts }) => sum + FUNNEL_EVENTS.reduce((n, event) => n + counts[event], 0),
        0,
      );
      log.error("funnel_counts_lost", {
        message: `The store refused the last funnel counts ${CLOSE_TRIES} times; ${events} events are not counted.`,
        events,
      });
    },
  };
}
