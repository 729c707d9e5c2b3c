import type {
  CampaignFilter,
  FunnelGroup,
  FunnelSummary,
  FunnelTotals,
  LeadCounts,
  LeadGroup,
  LeadTotals,
  TouchModel,
} from "../../store";

/**
 * One row of the report: what the page events counted (views, and a widget's shown, engaged,
 * attempted) beside what the store holds (leads and how far the desk moved them).
 */
export interface ReportTotals extends FunnelTotals, Omit<LeadTotals, "leads"> {}
export interface ReportGroup extends ReportTotals {
  value: string;
}

/** What `GET /desk/api/report` answers. */
export interface ReportResponse {
  from: string;
  to: string;
  /** Which touch the campaigns and sources are credited to. */
  model: TouchModel;
  /** The campaign filters the figures were kept to (the query's `campaign`, `source`, `medium`). */
  filter: CampaignFilter;
  byDay: (ReportTotals & { day: string })[];
  byCampaign: ReportGroup[];
  bySource: ReportGroup[];
  byPath: ReportGroup[];
  byWidget: (ReportGroup & { widget: string; variant: string })[];
}

const NO_LEADS: LeadTotals = { leads: 0, contacted: 0, qualified: 0, settled: 0 };
const NO_EVENTS: FunnelTotals = { views: 0, shown: 0, engaged: 0, attempted: 0, leads: 0 };

/**
 * A group's row: its leads are the stored ones, whatever the page events said. A stored lead
 * was a view, an attempt, an engagement and a widget shown, so no step counts fewer than the one
 * after it: a rate above 100 % cannot be drawn, even when a page's events never arrived.
 */
function row(events: FunnelTotals, stored: LeadTotals): ReportTotals {
  const attempted = Math.max(events.attempted, stored.leads);
  const engaged = Math.max(events.engaged, attempted);
  return {
    views: Math.max(events.views, stored.leads),
    shown: Math.max(events.shown, engaged),
    engaged,
    attempted,
    ...stored,
  };
}

/** Every value either side has, the page events' totals and the stored leads put together. */
function merged<E extends FunnelGroup, S extends LeadGroup, X extends object>(
  events: readonly E[],
  stored: readonly S[],
  extra: (event: E | undefined, lead: S | undefined) => X,
): (ReportGroup & X)[] {
  const values = new Set([...events.map((e) => e.value), ...stored.map((s) => s.value)]);
  return [...values].map((value) => {
    const event = events.find((e) => e.value === value);
    const lead = stored.find((s) => s.value === value);
    return { value, ...row(event ?? NO_EVENTS, lead ?? NO_LEADS), ...extra(event, lead) };
  });
}

const byLeads = (a: ReportGroup, b: ReportGroup) =>
  b.leads - a.leads || b.views - a.views || a.value.localeCompare(b.value);

/** The report's figures: the page events' summary with every lead count taken from the store. */
export function reportFigures(
  events: FunnelSummary,
  stored: LeadCounts,
): Omit<ReportResponse, "from" | "to" | "model" | "filter"> {
  const none = () => ({});
  return {
    byDay: merged(
      events.byDay.map((day) => ({ ...day, value: day.day })),
      stored.byDay,
      none,
    )
      .map(({ value, ...totals }) => ({ day: value, ...totals }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    byCampaign: merged(events.byCampaign, stored.byCampaign, none).sort(byLeads),
    bySource: merged(events.bySource, stored.bySource, none).sort(byLeads),
    byPath: merged(events.byPath, stored.byPath, none).sort(byLeads),
    byWidget: merged(events.byWidget, stored.byWidget, (event, lead) => ({
      widget: event?.widget ?? lead?.widget ?? "",
      variant: event?.variant ?? lead?.variant ?? "",
    })).sort((a, b) => b.shown - a.shown || byLeads(a, b)),
  };
}
