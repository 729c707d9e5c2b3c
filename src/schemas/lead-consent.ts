/**
 * The consent a lead carries to the server (`consent` in its body): the one list of its values,
 * which the lead's body schema (`./bodies.ts`), the browser that sets it
 * (`../tracking/lead-consent.ts`) and the server that reads it back from a stored lead or a
 * payment's metadata take from here. `not_required` where the page does not ask first (and
 * nobody denied), else whether the visitor granted it.
 */
export const leadConsents = ["granted", "denied", "not_required"] as const;

export type LeadConsent = (typeof leadConsents)[number];

/** Whether `value` is one of the consent values a lead carries. */
export const isLeadConsent = (value: unknown): value is LeadConsent =>
  (leadConsents as readonly unknown[]).includes(value);
