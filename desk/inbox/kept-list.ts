import type { LeadPage, LeadSummary, StageCounts, StageValues } from "../api/types";
import type { InboxOrder } from "./filters";
import { placeLiveLead } from "./live-order";

/**
 * The inbox as the broker left it for a lead's page: its rows (every "Load more" included) and
 * how far down it was scrolled, so "back" returns to the same place. One list, for one query;
 * kept for the page's life only.
 */
export interface KeptList {
  query: string;
  leads: LeadSummary[];
  next: string | null;
  counts: StageCounts;
  values: StageValues;
  scrollY: number;
}

let kept: KeptList | null = null;

export function keepList(list: KeptList): void {
  kept = list;
}

/** The list kept for `query`, taken (a second visit starts from the server again). */
export function takeKeptList(query: string): KeptList | null {
  const found = kept?.query === query ? kept : null;
  kept = null;
  return found;
}

/**
 * The first page as the server now has it, over the kept rows: stages and follow-ups moved since,
 * and leads that came meanwhile where `sort` puts them. The rows of `newer` (heard of live while
 * the page was read) stay as they are.
 */
export function refreshed(
  leads: LeadSummary[],
  fresh: LeadSummary[],
  sort: InboxOrder,
  newer: ReadonlySet<string> = new Set(),
): LeadSummary[] {
  const byId = new Map(fresh.map((lead) => [lead.id, lead]));
  const known = new Set(leads.map((lead) => lead.id));
  const kept = leads.map((lead) => (newer.has(lead.id) ? lead : (byId.get(lead.id) ?? lead)));
  return fresh
    .filter((lead) => !known.has(lead.id))
    .reduce((list, lead) => placeLiveLead(list, lead, sort, true), kept);
}

/** A list shown with the first page as the server now has it merged in (`refreshed`). */
export function withFirstPage<List extends Pick<LeadPage, "leads" | "counts" | "values">>(
  list: List,
  page: LeadPage,
  sort: InboxOrder,
  newer?: ReadonlySet<string>,
): List {
  return {
    ...list,
    leads: refreshed(list.leads, page.leads, sort, newer),
    counts: page.counts,
    values: page.values,
  };
}
