/*
 * The messages the broker sends a lead from the desk (SMS, WhatsApp): one template per channel,
 * written by the owner in Settings and filled with the lead's name and what they asked for.
 */

/** The ways the desk reaches a lead from its page, in the order its buttons show. */
export const CONTACT_CHANNELS = ["call", "sms", "whatsapp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The channels that carry a written message, each with its template. */
export const TEMPLATE_CHANNELS = ["sms", "whatsapp"] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/** Longest template, checked by the Settings form and by the server alike. */
export const TEMPLATE_MAX = 600;

/** What a template may name: `{name}` (the lead's first name) and `{what}` (what they asked). */
export const TEMPLATE_FIELDS = ["name", "what"] as const;

/**
 * A template with its fields filled: `{name}` the first word of the lead's name (or nothing, and
 * the space before it, when there is none), `{what}` what they asked for, in lower case.
 */
export function fillTemplate(template: string, lead: { name: string | null; what: string }) {
  const first = lead.name?.trim().split(/\s+/)[0] ?? "";
  return template
    .replace(/ ?\{name\}/g, (match) => (first ? `${match.startsWith(" ") ? " " : ""}${first}` : ""))
    .replace(/\{what\}/g, lead.what.trim().toLowerCase());
}
