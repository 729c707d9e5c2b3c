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
    `SELECT experiment, arm, ${TOTALS} FROM funnel_counts
     WHERE day BETWEEN $1::date AND $2::date AND experiment <> ''
     GROUP BY experiment, arm ORDER BY experiment, arm`,
    [from, to],
  );
  return rows.map((row) => ({
    experiment: String(row.experiment),
    arm: String(row.arm),
    ...totalsOf(row),
  }));
}

/**
 * The report's sums in one pass over the range's rows (grouping sets): by day, campaign, source,
 * landing page, and widget with its variant; each group's largest first (days in order).
 */
export async function funnelSummary(
  sql: Queryable,
  from: string,
  to: string,
): Promise<FunnelSummary> {
  const rows = await sql.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, utm_campaign, utm_source, path, widget, variant,
       GROUPING(day) AS g_day, GROUPING(utm_campaign) AS g_campaign,
       GROUPING(utm_source) AS g_source, GROUPING(path) AS g_path, GROUPING(widget) AS g_widget,
       ${TOTALS}
     FROM funnel_counts WHERE day BETWEEN $1::date AND $2::date
     GROUP BY GROUPING SETS ((day), (utm_campaign), (utm_source), (path), (widget, variant))`,
    [from, to],
  );
  const summary: FunnelSummary = {
    byDay: [],
    byCampaign: [],
    bySource: [],
    byPath: [],
    byWidget: [],
  };
  const group = (value: unknown, row: Record<string, unknown>): FunnelGroup => ({
    value: String(value),
    ...totalsOf(row),
  });
  for (const row of rows) {
    if (Number(row.g_day) === 0) summary.byDay.push({ day: String(row.day), ...totalsOf(row) });
    else if (Number(row.g_campaign) === 0) summary.byCampaign.push(group(row.utm_campaign, row));
    else if (Number(row.g_source) === 0) summary.bySource.push(group(row.utm_source, row));
    else if (Number(row.g_path) === 0) summary.byPath.push(group(row.path, row));
    else if (Number(row.g_widget) === 0 && row.widget !== "") {
      const widget = String(row.widget);
      const variant = String(row.variant);
      summary.byWidget.push({
        ...group(variant ? `${widget} ${variant}` : widget, row),
        widget,
        variant,
      });
    }
  }
  summary.byDay.sort((a, b) => a.day.localeCompare(b.day));
  for (const list of [summary.byCampaign, summary.bySource, summary.byPath]) {
    list.sort((a, b) => b.views - a.views || b.leads - a.leads || a.value.localeCompare(b.value));
  }
  summary.byWidget.sort((a, b) => b.shown - a.shown || a.value.localeCompare(b.value));
  return summary;
}
