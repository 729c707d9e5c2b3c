import type { LeadSummary } from "../api/types";
import type { InboxOrder } from "./filters";

/*
 * Where a lead heard of live goes in the list, in the order the server sorts the list by (the
 * store's `inboxOrderBy`): newest first; the most valuable first (none counts as 0); the
 * follow-up due first, leads without one after. Ties by id, as the server breaks them.
 */

const byId = (a: LeadSummary, b: LeadSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const followUp = (lead: LeadSummary) =>
  lead.followUpAt ? Date.parse(lead.followUpAt) : Number.POSITIVE_INFINITY;

/** Below 0 when `a` comes before `b` in `sort`'s order. */
const compare: Record<InboxOrder, (a: LeadSummary, b: LeadSummary) => number> = {
  "": (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byId(b, a),
  value: (a, b) => (b.value ?? 0) - (a.value ?? 0) || byId(b, a),
  "follow-up": (a, b) => {
    const [x, y] = [followUp(a), followUp(b)];
    return x === y ? byId(a, b) : x < y ? -1 : 1;
  },
};

/**
 * The list with `lead` where `sort` puts it (an older copy of it taken out). A lead that falls
 * after the last row loaded while more pages follow (`more`) is left for "Load more" to bring.
 */
export function placeLiveLead(
  leads: LeadSummary[],
  lead: LeadSummary,
  sort: InboxOrder,
  more: boolean,
): LeadSummary[] {
  const others = leads.filter((l) => l.id !== lead.id);
  const at = others.findIndex((l) => compare[sort](lead, l) < 0);
  if (at < 0) return more ? others : [...others, lead];
  return [...others.slice(0, at), lead, ...others.slice(at)];
}

/** The list with a lead that changed (its forwarding went, failed…) updated where it stands. */
export function withChangedLead(leads: LeadSummary[], lead: LeadSummary): LeadSummary[] {
  return leads.some((l) => l.id === lead.id)
    ? leads.map((l) => (l.id === lead.id ? lead : l))
    : leads;
}
