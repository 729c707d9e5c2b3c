import type { BookingOffer } from "./booking-step";
import type { EmbedPrefill } from "./scheduler-embed";

/*
 * A lead form that leaves for our thank-you page hands that page its lead's booking offer in
 * the tab's sessionStorage of our origin: the token and what the visitor typed never go into
 * a URL (a referrer, a log, an analytics tag would see it), and the tab's closing clears them.
 */
const KEY = "ebw-lead-booking";

/** What the thank-you page needs to offer a time for the lead just sent. */
export interface BookingHandover {
  offer: BookingOffer;
  prefill: Omit<EmbedPrefill, "utm">;
}

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** A non-empty trimmed string, else nothing. */
export const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** The campaign passed to the scheduler: the first touch, which found the visitor; else the last. */
export function utmOf(attribution: unknown): EmbedPrefill["utm"] {
  const visit = (attribution ?? {}) as { firstTouch?: unknown };
  const touch = (visit.firstTouch ?? visit) as Record<string, unknown>;
  const utm: EmbedPrefill["utm"] = {};
  for (const key of UTM) if (text(touch[key])) utm[key] = text(touch[key]);
  return utm;
}

/** The name, e-mail and phone of a lead as sent, for the scheduler's form. */
export const prefillOf = (body: Record<string, unknown>): BookingHandover["prefill"] => ({
  name: text(body.name),
  email: text(body.email),
  phone: text(body.phone) ?? text(body.mobile),
});

/** The offer a lead's acknowledgement makes (`booking: { token, scheduler }`), if it makes one. */
export function offerOf(reply: unknown): BookingOffer | null {
  const { id, booking } = (reply ?? {}) as {
    id?: unknown;
    booking?: { token?: unknown; scheduler?: unknown };
  };
  if (typeof id !== "string" || typeof booking?.token !== "string") return null;
  return {
    id,
    token: booking.token,
    scheduler: (booking.scheduler ?? null) as BookingOffer["scheduler"],
  };
}

/** Keeps the offer for the next page of this origin; a storage that refuses keeps nothing. */
export function handOverBooking(
  storage: Storage | null,
  reply: unknown,
  body: Record<string, unknown>,
): void {
  const offer = offerOf(reply);
  if (!storage || !offer) return;
  try {
    storage.setItem(KEY, JSON.stringify({ offer, prefill: prefillOf(body) }));
  } catch {
    // Full or blocked: the thank-you page offers nothing, as before.
  }
}

/** The offer handed over, if there is one that can be read. */
export function takeBookingHandover(storage: Storage | null): BookingHandover | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage?.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  const { offer, prefill } = (kept ?? {}) as { offer?: unknown; prefill?: unknown };
  const found = offerOf(offer && { id: (offer as BookingOffer).id, booking: offer });
  if (!found) return null;
  return { offer: found, prefill: prefillOf((prefill ?? {}) as Record<string, unknown>) };
}

/** Once booked, the offer is spent: a reload of the page offers nothing more. */
export function forgetBookingHandover(storage: Storage | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
