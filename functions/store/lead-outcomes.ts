import type { LeadOutcomes } from "./funnel-types";
import type { Queryable } from "./sql";

/**
 * How far the leads of `from` to `to` (UTC days, spam left out) went in the desk, per campaign
 * (`utm_campaign` of the attribution the lead carried; '' for none).
 * A lead has reached a stage when the desk ever set it to that stage or a later one
 * (`lead_stage_changes`); `lost` is no stage reached.
 */
export async function leadOutcomes(
  sql: Queryable,
  from: string,
  to: string,
): Promise<LeadOutcomes> {
  const reached = (stages: string[]) =>
    `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lead_stage_changes c
       WHERE c.lead_id = l.id AND c.stage IN (${stages.map((s) => `'${s}'`).join(", ")})))::float8`;
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
    byCampaign: rows.map((row) => ({
      campaign: String(row.campaign),
      leads: Number(row.leads),
      contacted: Number(row.contacted),
      qualified: Number(row.qualified),
      settled: Number(row.settled),
    })),
  };
}
