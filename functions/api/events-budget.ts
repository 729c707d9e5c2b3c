import { createHmac, randomBytes } from "node:crypto";
import type { FunnelEvent } from "../../src/tracking/funnel";

/** Page views one client is counted for a day: a person reading all day, a family on one line. */
export const VIEWS_PER_CLIENT_DAY = 200;
/** Events of each other name counted per page view a client was counted for (one at least). */
export const EVENTS_PER_VIEW = 10;
/**
 * Combinations of page, campaign, widget and variant (rows of the counters) one client may add
 * a day; past it, its events count under its site's row of "other".
 */
export const ROWS_PER_CLIENT_DAY = 100;
/**
 * The rows one client can add to the counters in a day, per process, whatever it sends:
 * `ROWS_PER_CLIENT_DAY` rows of `funnel_counts` plus 9 of "other" (3 sites × a view's, a
 * widget's, a widget's with a variant), 5 roll-up rows each (campaign, source, page, widget,
 * experiment) and the day's total, and `FUNNEL_NEW_VALUES_PER_CLIENT` (20) rows each of
 * `funnel_value_clients` and `funnel_values` and the day's salt:
 * 109 + 546 + 20 + 20 + 1 = 696.
 */
export const ROWS_A_DAY_PER_CLIENT = 700;
/** Clients a process keeps an allowance for a day; past it, new clients count only as "other". */
const MAX_CLIENTS = 20_000;

/** What becomes of one event: counted as sent, counted under "other", or not counted. */
export type Verdict = "count" | "other" | "drop";

interface Allowance {
  counts: Record<FunnelEvent, number>;
  /** Hashes of the rows this client added today. */
  rows: Set<number>;
}

/** FNV-1a: a row's key as a number; a rare collision lets one row fewer through. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Each client's share of a day's counters, kept in this process (as the events' rate limit
 * is: N processes allow N times as much, which bounds it all the same): at most
 * `VIEWS_PER_CLIENT_DAY` views, `EVENTS_PER_VIEW` events of each other name per view, and
 * `ROWS_PER_CLIENT_DAY` rows. A client is remembered by a hash of its address keyed by a
 * secret of this process and day, not by the address.
 */
export function createClientBudget() {
  let today = "";
  let key = randomBytes(32);
  let clients = new Map<string, Allowance>();
  return (day: string, address: string, name: FunnelEvent, row: string): Verdict => {
    if (day !== today) {
      today = day;
      key = randomBytes(32);
      clients = new Map();
    }
    const client = createHmac("sha256", key).update(address).digest("base64url");
    let allowance = clients.get(client);
    if (!allowance) {
      if (clients.size >= MAX_CLIENTS) return "other";
      allowance = {
        counts: { view: 0, shown: 0, engaged: 0, attempted: 0, lead: 0 },
        rows: new Set(),
      };
      clients.set(client, allowance);
    }
    const { counts, rows } = allowance;
    // A page view's later batches may reach another process than its view: each process
    // allows a client one view's worth of events before it has seen one.
    const cap = name === "view" ? VIEWS_PER_CLIENT_DAY : EVENTS_PER_VIEW * Math.max(1, counts.view);
    if (counts[name] >= cap) return "drop";
    counts[name] += 1;
    const hash = hashOf(row);
    if (rows.has(hash)) return "count";
    if (rows.size >= ROWS_PER_CLIENT_DAY) return "other";
    rows.add(hash);
    return "count";
  };
}
