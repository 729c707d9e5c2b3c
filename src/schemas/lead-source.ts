/*
 * A lead's `source` is a slug: it goes into the broker's e-mail subject and the CRM as it is, so
 * it can hold no line break, no space and nothing a mail header could read as more than a word.
 * Written without zod: the widgets make an attribute into one before a lead is sent.
 */

/** What a `source` may be: 1 to 64 lower-case letters, digits, `.`, `_` or `-`. */
export const LEAD_SOURCE_SLUG = /^[a-z0-9._-]{1,64}$/;

export const leadSourceMessage =
  "Source must be 1 to 64 lower-case letters, digits, '.', '_' or '-' (e.g. spring-campaign)";

/**
 * A page's `lead-source` attribute as the slug a lead is sent with: lower case, accents
 * dropped, every run of other characters one `-` (`Google Ads` is `google-ads`), at most 64
 * characters; `fallback` when nothing is left. A marketer's label never costs a visitor the lead.
 */
export function leadSourceSlug(attribute: string | undefined, fallback: string): string {
  const slug = (attribute ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return slug || fallback;
}
