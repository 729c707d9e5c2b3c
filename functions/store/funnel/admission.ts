import { createHmac, randomBytes } from "node:crypto";
import type { Queryable } from "../database/sql";
import type { FunnelDimension } from "./types";
import { FUNNEL_CLIENTS_TO_NAME, FUNNEL_VALUES_PER_DAY } from "./types";

/*
 * Which values a stranger's events may name in the report. A value the pages send that no
 * build knows (a campaign, a source, a widget's variant) is named only once it has come from
 * `FUNNEL_CLIENTS_TO_NAME` clients on one day, or is on a lead stored in the last
 * `LEAD_DAYS` days; until then its events count under "other", which pushes nothing out.
 */

/** The dimensions whose values a page makes up, each put to the test before it is named. */
export const GATED_DIMENSIONS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "widget",
  "variant",
] as const satisfies readonly FunnelDimension[];
export type GatedDimension = (typeof GATED_DIMENSIONS)[number];

/** How far back a stored lead's campaign, source and medium name the same value in the counters. */
export const LEAD_DAYS = 90;

/**
 * Whether a stored lead (not spam) of the `LEAD_DAYS` days up to `$day` carries `$value` as its
 * attribution's `$dimension` (`utm_source`, `utm_medium`, `utm_campaign`): the condition, with
 * those three parameters named by the caller, that admits a value as real. Counts of leads from
 * stored leads name every value they carry; this is how the page events' counters agree.
 */
export const onStoredLeadSql = (day: string, dimension: string, value: string) =>
  `EXISTS (SELECT 1 FROM leads l WHERE NOT l.is_spam
     AND l.created_at >= (${day}::date - ${LEAD_DAYS})::timestamp AT TIME ZONE 'UTC'
     AND l.payload->'attribution'->>${dimension} = ${value})`;

/** A value put forward by one client on one day. */
export interface Candidate {
  day: string;
  dimension: GatedDimension;
  value: string;
  client: string;
}

/**
 * Records who put each value forward, then admits those now seen from enough clients (up to
 * the day's `FUNNEL_VALUES_PER_DAY`) or on a stored lead (always). One statement each, whatever
 * the number of candidates.
 */
export async function admitCandidates(sql: Queryable, candidates: Candidate[]): Promise<void> {
  const days = new Set(candidates.map((candidate) => candidate.day));
  for (const day of days) {
    const ofDay = candidates.filter((candidate) => candidate.day === day);
    await sql.query(
      `INSERT INTO funnel_value_clients (day, dimension, value, client)
       SELECT $1::date, d, v, c FROM unnest($2::text[], $3::text[], $4::text[]) AS t(d, v, c)
       ON CONFLICT DO NOTHING`,
      [
        day,
        ofDay.map((candidate) => candidate.dimension),
        ofDay.map((candidate) => candidate.value),
        ofDay.map((candidate) => candidate.client),
      ],
    );
    const unique = new Map(ofDay.map((c) => [`${c.dimension}\u0000${c.value}`, c]));
    await sql.query(
      `INSERT INTO funnel_values (day, dimension, value)
       SELECT $1::date, t.d, t.v FROM unnest($2::text[], $3::text[]) AS t(d, v)
       WHERE ${onStoredLeadSql("$1", "t.d", "t.v")}
          OR ((SELECT count(*) FROM funnel_value_clients c
               WHERE c.day = $1::date AND c.dimension = t.d AND c.value = t.v) >= $4
              AND (SELECT count(*) FROM funnel_values f
                   WHERE f.day = $1::date AND f.dimension = t.d) < $5)
       ON CONFLICT DO NOTHING`,
      [
        day,
        [...unique.values()].map((candidate) => candidate.dimension),
        [...unique.values()].map((candidate) => candidate.value),
        FUNNEL_CLIENTS_TO_NAME,
        FUNNEL_VALUES_PER_DAY,
      ],
    );
  }
}

/** Of `values` (dimension and value) of `day`, those admitted: `dimension\0value` each. */
export async function admittedOf(
  sql: Queryable,
  day: string,
  values: { dimension: string; value: string }[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await sql.query<{ dimension: string; value: string }>(
    `SELECT f.dimension, f.value FROM funnel_values f
     JOIN unnest($2::text[], $3::text[]) AS t(d, v) ON f.dimension = t.d AND f.value = t.v
     WHERE f.day = $1::date`,
    [day, values.map((item) => item.dimension), values.map((item) => item.value)],
  );
  return new Set(rows.map((row) => `${row.dimension}\u0000${row.value}`));
}

/**
 * The key that stands for a client's address on `day`: a keyed hash whose key is the day's
 * salt, made by the first process to ask and shared through the store. Asking for a new day
 * deletes the salts and the clients of the days before yesterday, so no hash outlives them.
 */
export async function daySalt(sql: Queryable, day: string): Promise<string> {
  await sql.query(
    "INSERT INTO funnel_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT DO NOTHING",
    [day, randomBytes(32).toString("base64url")],
  );
  const [row] = await sql.query<{ salt: string }>(
    "SELECT salt FROM funnel_salts WHERE day = $1::date",
    [day],
  );
  await sql.query("DELETE FROM funnel_salts WHERE day < $1::date - 1", [day]);
  await sql.query("DELETE FROM funnel_value_clients WHERE day < $1::date - 1", [day]);
  return String(row?.salt);
}

/** The client `address` as `salt` hides it: 16 bytes of an HMAC, base64url. */
export const clientHash = (salt: string, address: string) =>
  createHmac("sha256", salt).update(address).digest("base64url").slice(0, 22);
