import { type InboxKind, LEAD_KINDS, type StoredLeadKind } from "../schemas/lead-kinds";
import { leadKinds } from "./lead-kinds";

/*
 * How the desk's inbox names each kind of lead (by the kind a lead is stored as) in its `what`
 * line, its filter and its export.
 */

export type { InboxKind };

/** The kinds the inbox filters by, and the stored kind each stands for. */
export const inboxKinds = Object.fromEntries(
  Object.entries(LEAD_KINDS).map(([stored, inbox]) => [inbox, stored]),
) as { [K in StoredLeadKind as (typeof LEAD_KINDS)[K]]: K };

/** The start of a lead's `what` line, by stored kind. */
export const inboxKindLabels = Object.fromEntries(
  Object.entries(leadKinds).map(([stored, { what }]) => [stored, what]),
) as Record<StoredLeadKind, string>;

/**
 * A lead's "want" line: what the person asked for and how much, in the inbox's row, on the lead's
 * page and in the export. Amounts come formatted in the site's currency.
 */
export const leadWantCopy = {
  /** The calculator's debts added up: "Debts $42,500". */
  debts: (total: string) => `Debts ${total}`,
  /** The debt form's band: "Debt $10,000 - $30,000". */
  debtBand: (band: string) => `Debt ${band}`,
  /** The calculator's monthly saving, when it showed one. */
  saving: (monthly: string) => `saves ${monthly}/month`,
  /** "Refinance $650,000" (the amount as the person typed it). */
  loan: (type: string, amount: string) => `${type} ${amount}`,
  /** A chat's preferred time beside its first message. */
  callAt: (time: string) => `call ${time}`,
  separator: " · ",
} as const;
