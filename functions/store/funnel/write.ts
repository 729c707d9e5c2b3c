import { FUNNEL_EVENTS, type FunnelEvent } from "../../../src/tracking/funnel";
import type { Queryable } from "../database/sql";
import type { FunnelDimensions } from "./types";

/** A day's counts for one set of dimensions, waiting in a process to be added to the store. */
export interface Pending {
  day: string;
  dimensions: FunnelDimensions;
  counts: Record<FunnelEvent, number>;
  /** Sent by a page's client: its made-up values are named only once admitted. */
  gated: boolean;
}

/** Rows per statement: at most 15 parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

export const COUNT_COLUMNS: Record<FunnelEvent, string> = {
  view: "views",
  shown: "shown",
  engaged: "engaged",
  attempted: "attempted",
  lead: "leads",
};

export interface CountRow {
  /** The values of the table's key columns, `day` first. */
  key: string[];
  counts: Record<FunnelEvent, number>;
}

/**
 * Adds `rows` to `table` (key columns `keys`, `day` first): one statement per thousand rows,
 * each adding to the counts any process wrote before. `rows` must not repeat a key.
 */
export async function upsert(
  sql: Queryable,
  table: "funnel_counts" | "funnel_rollup",
  keys: readonly string[],
  rows: CountRow[],
): Promise<void> {
  const counts = FUNNEL_EVENTS.map((event) => COUNT_COLUMNS[event]);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values = [...row.key, ...FUNNEL_EVENTS.map((event) => row.counts[event])];
      const first = params.length;
      params.push(...values);
      const cast = (i: number) => (i === 0 ? "::date" : i >= keys.length ? "::int" : "");
      return `(${values.map((_, i) => `$${first + i + 1}${cast(i)}`).join(", ")})`;
    });
    await sql.query(
      `INSERT INTO ${table} (${keys.join(", ")}, ${counts.join(", ")})
       VALUES ${tuples.join(", ")}
       ON CONFLICT (${keys.join(", ")}) DO UPDATE SET
       ${counts.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(", ")}`,
      params,
    );
  }
}

/**
 * The same counts summed per day the ways the report reads them: the day's total, per
 * campaign, source, path, widget with its variant, and experiment with its arm.
 */
export function rollupOf(rows: Map<string, Pending>): CountRow[] {
  const sums = new Map<string, CountRow>();
  const add = (key: string[], counts: Record<FunnelEvent, number>) => {
    const id = key.join("\u0000");
    const into = sums.get(id);
    if (!into) sums.set(id, { key, counts: { ...counts } });
    else for (const event of FUNNEL_EVENTS) into.counts[event] += counts[event];
  };
  for (const { day, dimensions: d, counts } of rows.values()) {
    add([day, "total", "", ""], counts);
    add([day, "campaign", d.utm_campaign, ""], counts);
    add([day, "source", d.utm_source, ""], counts);
    add([day, "path", d.path, ""], counts);
    if (d.widget) add([day, "widget", d.widget, d.variant], counts);
    if (d.experiment) add([day, "experiment", d.experiment, d.arm], counts);
  }
  return [...sums.values()];
}
