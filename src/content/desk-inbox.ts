import type { LeadKind } from "../schemas";

/*
 * How the desk's inbox names each kind of lead (by the kind a lead is stored as) in its `what`
 * line, its filter and its export.
 */

/** The kinds the inbox filters by, and the stored kind each stands for. */
export const inboxKinds = {
  debt: "debt",
  "pre-approval": "pre-approval",
  contact: "contact",
  chat: "chat",
  resource: "resource-download",
  payment: "payment",
  "payment-failed": "payment-failed",
} as const;

export type InboxKind = keyof typeof inboxKinds;

/** The start of a lead's `what` line, by stored kind. */
export const inboxKindLabels: Record<string, string> = {
  debt: "Debt consolidation",
  "pre-approval": "Pre-approval",
  contact: "Contact message",
  chat: "Chat",
  "resource-download": "Resource request",
  payment: "Strategy session paid",
  "payment-failed": "Strategy session, payment failed",
} satisfies Record<LeadKind | (typeof inboxKinds)[InboxKind], string>;
