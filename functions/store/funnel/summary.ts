import type { Queryable } from "../database/sql";
import {
  CAMPAIGN_KEYS,
  type CampaignFilter,
  type CampaignKey,
  campaignConditions,
} from "../desk/filter";
import type { ExperimentCount, FunnelGroup, FunnelSummary, FunnelTotals } from "./types";

const TOTALS = `sum(views)::float8 AS views, sum(shown)::float8 AS shown,
  sum(engaged)::float8 AS engaged, sum(attempted)::float8 AS attempted,
  sum(leads)::float8 AS leads`;

/** The roll-up's grouping that keeps each campaign key's values, where one does. */
const ROLLUP_GROUPING: Record<CampaignKey, string | null> = {
  utm_campaign: "campaign",
  utm_source: "source",
  utm_medium: null,
};

const totalsOf = (row: Record<string, unknown>): FunnelTotals => ({
  views: Number(row.views),
  shown: Number(row.shown),
  engaged: Number(row.engaged),
  attempted: Number(row.attempted),
  leads: Number(row.leads),
});

/** Views and leads per experiment arm, `from` to `to` inclusive (UTC days). */
export async function experimentCounts(
  sql: Queryable,
  from: string,
  to: string,
): Promise<ExperimentCount[]> {
  const rows = await sql.query(
    `SELECT value AS experiment, value2 AS arm, ${TOTALS} FROM funnel_rollup
     WHERE grouping = 'experiment' AND day BETWEEN $1::date AND $2::date
     GROUP BY value, value2 ORDER BY value, value2`,
    [from, to],
  );
  return rows.map((row) => ({
    experiment: String(row.experiment),
    arm: String(row.arm),
    ...totalsOf(row),
  }));
}

/**
 * The report's sums: by day, campaign, source, landing page, and widget with its variant; each
 * group's largest first (days in order). Read from the daily roll-up (`funnel_rollup`, kept by
 * the same writes as the counters); with a `filter` (text in the campaign, source or medium the
 * page views carried), from the counters themselves (`funnel_counts`), whose rows a day are
 * bounded (see a stranger's share in docs/counting.md).
 */
export async function funnelSummary(
  sql: Queryable,
  from: string,
  to: string,
  filter: CampaignFilter = {},
): Promise<FunnelSummary> {
  const params: unknown[] = [from, to];
  const param = (value: unknown) => `$${params.push(value)}`;
  // A campaign's or source's text is matched once per value the range's roll-up holds, not once
  // per counter row; the medium, which the roll-up does not keep, on each row.
  const matching = Object.entries(CAMPAIGN_KEYS).flatMap(([name, key]) => {
    const one: CampaignFilter = { [name]: filter[name as keyof CampaignFilter] };
    const grouping = ROLLUP_GROUPING[key];
    if (!grouping) return campaignConditions(one, () => key, param);
    return campaignConditions(one, () => "value", param).map(
      (condition) => `${key} IN (SELECT value FROM funnel_rollup WHERE grouping = '${grouping}'
        AND day BETWEEN $1::date AND $2::date AND ${condition})`,
    );
  });
  const rows =
    matching.length === 0
      ? await sql.query(
          `SELECT grouping, CASE WHEN grouping = 'total' THEN to_char(day, 'YYYY-MM-DD') ELSE value END
             AS value, value2, ${TOTALS}
           FROM funnel_rollup
           WHERE grouping IN ('total', 'campaign', 'source', 'path', 'widget')
             AND day BETWEEN $1::date AND $2::date
           GROUP BY grouping, 2, value2`,
          params,
        )
      : // The roll-up's groupings, each a grouping set (GROUPING has a bit set for each column
        // left out, the first highest); a widget's set leaves out the page views (no widget).
        await sql.query(
          `SELECT CASE GROUPING(day, utm_campaign, utm_source, path, widget, variant)
               WHEN 31 THEN 'total' WHEN 47 THEN 'campaign' WHEN 55 THEN 'source'
               WHEN 59 THEN 'path' ELSE 'widget' END AS grouping,
             coalesce(to_char(day, 'YYYY-MM-DD'), utm_campaign, utm_source, path, widget) AS value,
             coalesce(variant, '') AS value2, ${TOTALS}
           FROM funnel_counts
           WHERE day BETWEEN $1::date AND $2::date AND ${matching.join(" AND ")}
           GROUP BY GROUPING SETS ((day), (utm_campaign), (utm_source), (path), (widget, variant))
           HAVING GROUPING(widget) = 1 OR widget <> ''`,
          params,
        );
  const summary: FunnelSummary = {
    byDay: [],
    byCampaign: [],
    bySource: [],
    byPath: [],
    byWidget: [],
  };
  const lists = {
    campaign: summary.byCampaign,
    source: summary.bySource,
    path: summary.byPath,
  } as Record<string, FunnelGroup[]>;
  for (const row of rows) {
    const value = String(row.value);
    if (row.grouping === "total") summary.byDay.push({ day: value, ...totalsOf(row) });
    else if (row.grouping === "widget") {
      const variant = String(row.value2);
      summary.byWidget.push({
        value: variant ? `${value} ${variant}` : value,
        widget: value,
        variant,
        ...totalsOf(row),
      });
    } else lists[String(row.grouping)]?.push({ value, ...totalsOf(row) });
  }
  summary.byDay.sort((a, b) => a.day.localeCompare(b.day));
  for (const list of [summary.byCampaign, summary.bySource, summary.byPath]) {
    list.sort((a, b) => b.views - a.views || b.leads - a.leads || a.value.localeCompare(b.value));
  }
  summary.byWidget.sort((a, b) => b.shown - a.shown || a.value.localeCompare(b.value));
  return summary;
}
