import type { ExperimentCount, FunnelGroup, FunnelSummary, FunnelTotals } from "./funnel-types";
import type { Queryable } from "./sql";

const TOTALS = `sum(views)::float8 AS views, sum(shown)::float8 AS shown,
  sum(engaged)::float8 AS engaged, sum(attempted)::float8 AS attempted,
  sum(leads)::float8 AS leads`;

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
 * The report's sums, read from the daily roll-up (`funnel_rollup`, kept by the same writes as
 * the counters): by day, campaign, source, landing page, and widget with its variant; each
 * group's largest first (days in order).
 */
export async function funnelSummary(
  sql: Queryable,
  from: string,
  to: string,
): Promise<FunnelSummary> {
  const rows = await sql.query(
    `SELECT grouping, CASE WHEN grouping = 'total' THEN to_char(day, 'YYYY-MM-DD') ELSE value END
       AS value, value2, ${TOTALS}
     FROM funnel_rollup
     WHERE grouping IN ('total', 'campaign', 'source', 'path', 'widget')
       AND day BETWEEN $1::date AND $2::date
     GROUP BY grouping, 2, value2`,
    [from, to],
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
