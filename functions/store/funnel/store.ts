import { FUNNEL_EVENTS, type FunnelEvent } from "../../../src/tracking/funnel";
import { log } from "../../log";
import type { Sql } from "../database/sql";
import {
  admitCandidates,
  admittedOf,
  type Candidate,
  clientHash,
  daySalt,
  GATED_DIMENSIONS,
} from "./admission";
import { experimentCounts, funnelSummary } from "./summary";
import {
  FUNNEL_DIMENSIONS,
  FUNNEL_NEW_VALUES_PER_CLIENT,
  FUNNEL_VALUES_PER_DAY,
  type FunnelDimension,
  type FunnelDimensions,
  type FunnelStore,
  OTHER,
} from "./types";
import { type Pending, rollupOf, upsert } from "./write";

/** How long counts wait in a process before they are added to the store. */
const FLUSH_MS = 1000;
/** At close, how often and how far apart a failed flush is tried again before counts are lost. */
const CLOSE_TRIES = 3;
const CLOSE_RETRY_MS = 1000;

/** Values and salts a process remembers; past it, the memory starts again (and asks the store). */
const MAX_REMEMBERED = 100_000;

const keyOf = (day: string, dimensions: FunnelDimensions, gated: boolean) =>
  [day, gated ? "1" : "0", ...FUNNEL_DIMENSIONS.map((name) => dimensions[name])].join("\u0000");

const isNamed = (value: string) => value !== "" && value !== OTHER;

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
  // Values put forward by a client since the last flush, and how many each client put forward.
  let candidates = new Map<string, Candidate>();
  let offered = new Map<string, number>();
  const salts = new Map<string, Promise<string>>();
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

  /** Which of the gated values of `batch` are admitted, learnt from the store once each. */
  async function learnAdmitted(batch: Pending[]): Promise<void> {
    const asked = new Map<string, Map<string, { dimension: string; value: string }>>();
    for (const item of batch) {
      if (!item.gated) continue;
      for (const dimension of GATED_DIMENSIONS) {
        const value = item.dimensions[dimension];
        const key = `${item.day}\u0000${dimension}\u0000${value}`;
        if (!isNamed(value) || admitted.has(key)) continue;
        const ofDay = asked.get(item.day) ?? new Map();
        asked.set(item.day, ofDay);
        ofDay.set(key, { dimension, value });
      }
    }
    for (const [day, values] of asked) {
      for (const found of await admittedOf(sql, day, [...values.values()])) {
        if (admitted.size >= MAX_REMEMBERED) admitted.clear();
        admitted.add(`${day}\u0000${found}`);
      }
    }
  }

  /** The day's salt, asked of the store once a day per process. */
  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      if (salts.size >= 3) salts.clear();
      salt = daySalt(sql, day);
      salts.set(day, salt);
      // A salt the store did not give is asked for again.
      salt.catch(() => salts.delete(day));
    }
    return salt;
  }

  async function write(batch: Pending[], offers: Candidate[]): Promise<void> {
    if (offers.length > 0) {
      const hashed: Candidate[] = [];
      for (const offer of offers) {
        hashed.push({ ...offer, client: clientHash(await saltOf(offer.day), offer.client) });
      }
      await admitCandidates(sql, hashed);
    }
    await learnAdmitted(batch);
    const folded = new Map<string, Pending>();
    for (const item of batch) {
      const dimensions = { ...item.dimensions };
      for (const name of FUNNEL_DIMENSIONS) {
        const gated = item.gated && (GATED_DIMENSIONS as readonly string[]).includes(name);
        dimensions[name] = !gated
          ? await admit(item.day, name, dimensions[name])
          : !isNamed(dimensions[name]) ||
              admitted.has(`${item.day}\u0000${name}\u0000${dimensions[name]}`)
            ? dimensions[name]
            : OTHER;
      }
      const key = keyOf(item.day, dimensions, false);
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
    const offers = [...candidates.values()];
    pending = new Map();
    candidates = new Map();
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await write(batch, offers);
      } catch (error) {
        // Kept for the next flush: the store may be back by then.
        for (const item of batch) merge(item);
        for (const offer of offers) candidates.set(JSON.stringify(offer), offer);
        log.warn("funnel_counts_unwritten", { rows: batch.length, error });
      }
    });
    return writing;
  }

  function merge({ day, dimensions, counts, gated }: Pending): void {
    const key = keyOf(day, dimensions, gated);
    let item = pending.get(key);
    if (!item) {
      item = { day, dimensions: { ...dimensions }, counts: zeroCounts(), gated };
      pending.set(key, item);
    }
    for (const event of FUNNEL_EVENTS) item.counts[event] += counts[event];
    if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_MS);
      timer.unref?.();
    }
  }

  /** Notes the gated values `client` sent that are not yet known to be admitted, within its budget. */
  function offer(day: string, dimensions: FunnelDimensions, client: string): void {
    for (const dimension of GATED_DIMENSIONS) {
      const value = dimensions[dimension];
      if (!isNamed(value) || admitted.has(`${day}\u0000${dimension}\u0000${value}`)) continue;
      const candidate = { day, dimension, value, client };
      const key = JSON.stringify(candidate);
      if (candidates.has(key)) continue;
      const budget = `${day}\u0000${client}`;
      const spent = offered.get(budget) ?? 0;
      if (spent >= FUNNEL_NEW_VALUES_PER_CLIENT) continue;
      if (offered.size >= MAX_REMEMBERED) offered = new Map();
      offered.set(budget, spent + 1);
      candidates.set(key, candidate);
    }
  }

  const add = (day: string, dimensions: FunnelDimensions, event: FunnelEvent, client?: string) => {
    if (client !== undefined) offer(day, dimensions, client);
    merge({
      day,
      dimensions,
      counts: { ...zeroCounts(), [event]: 1 },
      gated: client !== undefined,
    });
  };

  return {
    countFunnel: add,
    flushFunnelCounts: flush,
    experimentCounts: (from, to) => experimentCounts(sql, from, to),
    funnelSummary: (from, to, filter) => funnelSummary(sql, from, to, filter),
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
