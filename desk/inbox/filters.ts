import { STAGES, type Stage } from "../api/types";

/**
 * The inbox's filters, kept in the page's query string so a reload, a bookmark or the back
 * button brings the same list; the same names are sent to `/desk/api/leads` and its CSV export.
 */
export interface Filters {
  q: string;
  kind: string;
  stage: Stage | "";
  /** `yyyy-mm-dd`, inclusive. */
  from: string;
  to: string;
  campaign: string;
  /** The campaign's source (`utm_source`). */
  source: string;
  medium: string;
  overdue: boolean;
  /** The list's order: "" newest first, `value` most valuable first, `follow-up` due first. */
  sort: InboxOrder;
  /** Follow-ups due today on the broker's clock (`due=today`). */
  dueToday: boolean;
}

/** The inbox's orders besides newest first (the default, ""). */
export const INBOX_ORDERS = ["", "value", "follow-up"] as const;
export type InboxOrder = (typeof INBOX_ORDERS)[number];

export const NO_FILTERS: Filters = {
  q: "",
  kind: "",
  stage: "",
  from: "",
  to: "",
  campaign: "",
  source: "",
  medium: "",
  overdue: false,
  sort: "",
  dueToday: false,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_KEYS = ["q", "kind", "campaign", "source", "medium"] as const;

/** The filters a query string holds; what is unknown or malformed is left out. */
export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = { ...NO_FILTERS };
  for (const key of TEXT_KEYS) filters[key] = params.get(key)?.trim() ?? "";
  const stage = params.get("stage") ?? "";
  filters.stage = (STAGES as readonly string[]).includes(stage) ? (stage as Stage) : "";
  for (const key of ["from", "to"] as const) {
    const value = params.get(key) ?? "";
    filters[key] = DATE.test(value) ? value : "";
  }
  filters.overdue = params.get("overdue") === "true";
  const sort = params.get("sort") ?? "";
  filters.sort = (INBOX_ORDERS as readonly string[]).includes(sort) ? (sort as InboxOrder) : "";
  filters.dueToday = params.get("due") === "today";
  return filters;
}

/** The filters as query parameters, in a fixed order, leaving out those not set. */
export function filterParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed) params.set(key, trimmed);
  };
  set("q", filters.q);
  set("kind", filters.kind);
  set("stage", filters.stage);
  set("from", filters.from);
  set("to", filters.to);
  set("campaign", filters.campaign);
  set("source", filters.source);
  set("medium", filters.medium);
  if (filters.overdue) params.set("overdue", "true");
  set("sort", filters.sort);
  if (filters.dueToday) params.set("due", "today");
  return params;
}

/** `?…` for the page's address and the API, or "" with no filter set. */
export function searchOfFilters(filters: Filters, extra: Record<string, string> = {}): string {
  const params = filterParams(filters);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter besides the stage, due today and the order is set (those have their own controls). */
export function hasFilters(filters: Filters): boolean {
  return searchOfFilters({ ...filters, stage: "", sort: "", dueToday: false }) !== "";
}
