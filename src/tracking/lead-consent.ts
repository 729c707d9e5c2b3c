import { consentGiven, initialStatus } from "./consent";

/**
 * The consent a lead carries to the server, as it stands when the lead is sent: `not_required`
 * where the page does not ask first (and nobody denied), else whether the visitor granted it.
 * The server sends an ad platform nothing about a lead that says `denied`.
 */
export type LeadConsent = "granted" | "denied" | "not_required";

export function leadConsent(): LeadConsent {
  return !consentGiven()
    ? "denied"
    : typeof document !== "undefined" && initialStatus(document) === "pending"
      ? "granted"
      : "not_required";
}
