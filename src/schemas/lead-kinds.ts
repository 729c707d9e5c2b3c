import { leadKinds } from "../content/lead-kinds";

/**
 * Every kind of lead the store keeps, and the name the desk's inbox gives it, as each kind's
 * declaration says (`src/content/lead-kinds.ts`, which the compiler holds to the kinds the
 * server accepts).
 */
export const LEAD_KINDS = Object.fromEntries(
  Object.entries(leadKinds).map(([stored, { inbox }]) => [stored, inbox]),
) as { readonly [K in keyof typeof leadKinds]: (typeof leadKinds)[K]["inbox"] };

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
