import type { LeadConsent } from "../schemas/lead-consent";
import { consentGiven, initialStatus } from "./consent";

export type { LeadConsent };

/**
 * The consent a lead carries to the server (`../schemas/lead-consent.ts`), as it stands when the
 * lead is sent. The server sends an ad platform nothing about a lead that says `denied`.
 */
export function leadConsent(): LeadConsent {
  return !consentGiven()
    ? "denied"
    : typeof document !== "undefined" && initialStatus(document) === "pending"
      ? "granted"
      : "not_required";
}
