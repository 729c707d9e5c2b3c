import type { LeadKind } from "./bodies";

/*
 * Every kind of lead the store keeps, and the name the desk's inbox gives it (its filter, its
 * API, its export): a resource request is stored as `resource-download` and listed as
 * `resource`. Every table keyed by kind (labels, e-mails, contact fields) is typed by this list,
 * so a new kind does not compile until each table has it.
 */
export const LEAD_KINDS = {
  debt: "debt",
  "pre-approval": "pre-approval",
  contact: "contact",
  chat: "chat",
  "resource-download": "resource",
  payment: "payment",
  "payment-failed": "payment-failed",
} as const satisfies Record<LeadKind | "resource-download" | "payment" | "payment-failed", string>;

export type StoredLeadKind = keyof typeof LEAD_KINDS;
export type InboxKind = (typeof LEAD_KINDS)[StoredLeadKind];

/** `kind` as one of the stored kinds, or undefined for one no longer (or never) stored. */
export const storedLeadKind = (kind: string): StoredLeadKind | undefined =>
  Object.hasOwn(LEAD_KINDS, kind) ? (kind as StoredLeadKind) : undefined;

/** The inbox's name of a stored kind (`resource-download` is `resource`); another kind as is. */
export const inboxKindOf = (stored: string): string => {
  const known = storedLeadKind(stored);
  return known ? LEAD_KINDS[known] : stored;
};
