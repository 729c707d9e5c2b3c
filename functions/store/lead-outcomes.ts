import type { LeadOutcomes } from "./funnel-types";
import type { Queryable } from "./sql";

/**
 * How far the leads of `from` to `to` (UTC days, spam left out) went in the desk, per campaign
 * (`utm_campaign` of the attribution the lead carried; '' for none).
 *
 * ASSUMPTION, to be checked when the desk's stages join this code: every stage a lead was set
 * to is a row of `lead_stage_changes (lead_id uuid, stage text, …)`, stages being `new`,
 * `contacted`, `qualified`, `applied`, `approved`, `settled`, `lost`. A lead has reached a stage
 * when it was ever set to that stage or a later one (`lost` is no stage reached). Until that
 * table exists the outcome is unknown (`stagesKnown: false`), never a made-up zero.
 */
export async function leadOutcomes(
  sql: Queryable,
  from: string,
  to: string,
): Promise<LeadOutcomes> {
  const [table] = await sql.query<{ found: string | null }>(
    "SELECT to_regclass('lead_stage_changes')::text AS found",
  );
  const stagesKnown = Boolean(table?.found);
  const reached = (stages: string[]) =>
    stagesKnown
      ? `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lead_stage_changes c
           WHERE c.lead_id = l.id AND c.stage IN (${stages.map((s) => `'${s}'`).join(", ")})))::float8`
      : "0::float8";
  const rows = await sql.query(
    `SELECT coalesce(l.payload->'attribution'->>'utm_campaign', '') AS campaign,
       count(*)::float8 AS leads,
       ${reached(["contacted", "qualified", "applied", "approved", "settled"])} AS contacted,
       ${reached(["qualified", "applied", "approved", "settled"])} AS qualified,
       ${reached(["settled"])} AS settled
     FROM leads l
     WHERE NOT l.is_spam AND l.created_at >= $1::date AND l.created_at < $2::date + 1
     GROUP BY 1 ORDER BY 2 DESC, 1`,
    [from, to],
  );
  return {
    stagesKnown,
    byCampaign: rows.map((row) => ({
      campaign: String(row.campaign),
      leads: Number(row.leads),
      contacted: Number(row.contacted),
      qualified: Number(row.qualified),
      settled: Number(row.settled),
    })),
  };
}
