import { looksLikePhone, nationalDigits } from "../../src/schemas/phone";
import type { LeadSummary } from "../api/types";
import { dateInputValue } from "../format/format";
import type { Filters } from "./filters";

/**
 * Whether a lead that just arrived belongs in the list as filtered, judged as the server
 * would: a new lead has no follow-up, so it is never overdue or due today.
 */
export function matchesFilters(lead: LeadSummary, filters: Filters): boolean {
  if (filters.overdue || filters.dueToday) return false;
  if (filters.stage && lead.stage !== filters.stage) return false;
  if (filters.kind && lead.kind !== filters.kind) return false;
  if (filters.source && lead.source !== filters.source) return false;
  if (filters.campaign && lead.campaign !== filters.campaign) return false;
  // The broker's day, as the server counts From and To.
  const day = dateInputValue(lead.createdAt);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  const q = filters.q.trim().toLowerCase();
  if (!q) return true;
  // A number in any written form; else each word in any part of the name or e-mail.
  if (looksLikePhone(q)) return nationalDigits(lead.phone ?? "").includes(nationalDigits(q));
  const text = `${lead.name ?? ""} ${lead.email ?? ""}`.toLowerCase();
  return q.split(/\s+/).every((word) => text.includes(word));
}
