import type { Queryable } from "../database/sql";
import { CAMPAIGN_KEYS, inboxWhere } from "./filter";
import type { CampaignValues, InboxFilter } from "./types";

/** Values offered per filter: the most frequent, far more than a broker runs at once. */
const VALUES_MAX = 100;

/**
 * The campaigns, campaign sources and media that the leads of `filter`'s range (spam aside)
 * carry, each as written, most leads first; only `from` and `to` of the filter are read.
 */
export async function campaignValues(sql: Queryable, filter: InboxFilter): Promise<CampaignValues> {
  const where = inboxWhere({ from: filter.from, to: filter.to, timeZone: filter.timeZone });
  const values: CampaignValues = { campaign: [], campaignSource: [], campaignMedium: [] };
  for (const [name, key] of Object.entries(CAMPAIGN_KEYS)) {
    const rows = await sql.query<{ value: string }>(
      `SELECT payload->'attribution'->>'${key}' AS value FROM leads
       WHERE ${where.sql} AND coalesce(payload->'attribution'->>'${key}', '') <> ''
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${VALUES_MAX}`,
      where.params,
    );
    values[name as keyof CampaignValues] = rows.map((row) => row.value);
  }
  return values;
}
