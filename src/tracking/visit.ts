import { type AttributionKey, attributionLimits } from "../schemas/limits";

/*
 * The first page of a visit records where the visitor came from, before any widget loads (a
 * visitor may land on a page without widgets and leave a lead two pages later). No validation
 * library here: the page script imports this, and `captureAttribution` validates what it reads.
 */

/** sessionStorage key: one attribution per visit (per tab, until it is closed). */
export const ATTRIBUTION_STORAGE_KEY = "ebw-attribution";

const campaignParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "gbraid",
  "wbraid",
] as const;

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** Campaign parameters, click ids, landing page (path and query) and referrer of this page. */
export function attributionOfPage(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
): Partial<Record<AttributionKey, string>> {
  const query = new URLSearchParams(location.search);
  const raw: Partial<Record<AttributionKey, string>> = {
    landingPage: location.pathname + location.search,
  };
  for (const name of campaignParams) {
    const value = query.get(name)?.trim();
    if (value) raw[name] = value;
  }
  if (referrer.trim()) raw.referrer = referrer.trim();
  for (const key of Object.keys(raw) as AttributionKey[]) {
    raw[key] = raw[key]?.slice(0, attributionLimits[key]);
  }
  return raw;
}

/** Stores this page's attribution unless the visit already has one. */
export function rememberVisit(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
  storage: StorageLike | null | undefined,
): void {
  try {
    if (!storage || storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionOfPage(location, referrer)));
  } catch {
    // Blocked or full storage: the widgets read the page they are on instead.
  }
}
