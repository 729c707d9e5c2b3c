import type { FunnelEvent } from "../../../src/tracking/funnel";
import type { CampaignFilter } from "../desk/filter";

/** What a count is kept by, besides its day; '' where a page view had none. */
export const FUNNEL_DIMENSIONS = [
  "site",
  "path",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "widget",
  "variant",
  "experiment",
  "arm",
] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];
export type FunnelDimensions = Record<FunnelDimension, string>;

/** Past this many values of one dimension in a day, further values are counted as "other". */
export const FUNNEL_VALUES_PER_DAY = 300;
/**
 * Clients (addresses, each kept only as a keyed hash of the day) that must send a value the
 * build does not know (a campaign, source, medium, widget or variant) on one day before the
 * report names it; until then, or when a lead stored with it says it is real, it counts as "other".
 */
export const FUNNEL_CLIENTS_TO_NAME = 3;
/** New values one client may put forward a day; past it, its new values are just "other". */
export const FUNNEL_NEW_VALUES_PER_CLIENT = 20;
/** The value a dimension falls back to: an unknown page, or one value too many in a day. */
export const OTHER = "other";

/** The counts of each event, as the report and the experiments read them. */
export interface FunnelTotals {
  views: number;
  shown: number;
  engaged: number;
  attempted: number;
  leads: number;
}

/** Views and leads of one arm of one experiment over a date range. */
export interface ExperimentCount extends FunnelTotals {
  experiment: string;
  arm: string;
}

/** One value of one dimension over a date range, with its totals. */
export interface FunnelGroup extends FunnelTotals {
  value: string;
}

/** The counters of a date range, summed the ways the report shows them. */
export interface FunnelSummary {
  /** Every day of the range that has counts, oldest first (`YYYY-MM-DD`). */
  byDay: (FunnelTotals & { day: string })[];
  byCampaign: FunnelGroup[];
  bySource: FunnelGroup[];
  byPath: FunnelGroup[];
  /** Per widget tag and variant, `value` being `tag` or `tag variant`. */
  byWidget: (FunnelGroup & { widget: string; variant: string })[];
}

/** The daily funnel counters. Days are the broker's dates (`BUSINESS_TIMEZONE`), `YYYY-MM-DD`. */
export interface FunnelStore {
  /**
   * Counts `event` once for `dimensions` on `day`. Kept in this process and added to the
   * store's counters within a second (or by `flushFunnelCounts`), so a burst of events costs
   * one statement, not one each, and leads never queue behind counts. Given the `client`
   * that sent it (a page's event: its address key, kept in memory until the next write and
   * stored only as a hash keyed by the day's salt), a campaign, source, medium, widget or variant is named only
   * once `FUNNEL_CLIENTS_TO_NAME` clients sent it that day or a stored lead carries it, else it
   * counts as "other"; without one (a count the server makes itself) every value is named, up
   * to `FUNNEL_VALUES_PER_DAY` a day.
   */
  countFunnel(day: string, dimensions: FunnelDimensions, event: FunnelEvent, client?: string): void;
  /** Adds every count this process holds to the store now. */
  flushFunnelCounts(): Promise<void>;
  /** Views and leads per experiment and arm, `from` to `to` inclusive; arms with no experiment are left out. */
  experimentCounts(from: string, to: string): Promise<ExperimentCount[]>;
  /** The report's sums of `from` to `to` inclusive; with `filter`, of the page views it matches. */
  funnelSummary(from: string, to: string, filter?: CampaignFilter): Promise<FunnelSummary>;
}
