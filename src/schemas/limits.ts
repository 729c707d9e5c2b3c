import type { ClickId } from "./click-ids";

/*
 * Size limits that code without zod needs too (the page script stores attribution with them),
 * kept apart from the schemas so importing them costs no validation library.
 */

/** Longest value kept for each attribution key but the click ids (`CLICK_ID_MAX` each). */
export const attributionLimits = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  fbc: 500,
  fbp: 200,
  landingPage: 2000,
  referrer: 2000,
} as const;

export type AttributionKey = keyof typeof attributionLimits | ClickId;

/** Longest chat message, the visitor's or the assistant's. */
export const CHAT_MESSAGE_MAX = 1000;
/** Most earlier messages a chat request carries. */
export const CHAT_HISTORY_MAX = 20;

/**
 * Bounds of what a calculator lead carries: the debts the visitor entered (at most this many
 * rows), each amount in dollars, each rate in percent. The widget leaves out figures outside
 * them rather than have the server refuse the lead.
 */
export const calculatorLeadLimits = {
  debts: 10,
  amount: 10_000_000,
  rate: 100,
  termYears: 50,
} as const;

/** Most characters of the visitor's own messages a chat lead carries, all told. */
export const CHAT_LEAD_CONVERSATION_MAX = 4000;

/** A note on a lead, in characters after trimming: the desk's note box and its handler. */
export const DESK_NOTE_MAX = 4_000;

/** Why a lead was lost, in characters: the desk's field and its handler. */
export const LOST_REASON_MAX = 500;
