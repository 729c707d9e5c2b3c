import { type AttributionKey, attributionLimits } from "../schemas/limits";

/*
 * Every page of a visit records where the visitor came from, before any widget loads (a visitor
 * may land on a page without widgets and leave a lead two pages later). No validation library
 * here: the page script imports this, and `captureAttribution` validates what it reads.
 */

/** sessionStorage key: one attribution per visit (per tab, until it is closed). */
export const ATTRIBUTION_STORAGE_KEY = "ebw-attribution";

/** The ad platforms' click ids: the latest of each stays with the visit. */
const clickIds = ["gclid", "fbclid", "gbraid", "wbraid", "msclkid"] as const;
const campaignParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  ...clickIds,
] as const;

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

type Touch = Partial<Record<AttributionKey, string>>;
/** What a visit keeps: its last touch (flat) and, once a second one came, its first. */
export type VisitRecord = Touch & { firstTouch?: Touch };

/** Campaign parameters, click ids, landing page (path and query) and referrer of this page. */
export function attributionOfPage(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
): Touch {
  const query = new URLSearchParams(location.search);
  const raw: Touch = { landingPage: location.pathname + location.search };
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

/**
 * The visit after this page: the first page starts it; a later page that carries campaign
 * parameters or a click id is its new last touch, the first touch kept beside it, and every
 * click id of another platform the visit had stays (a Facebook click after a Google click keeps
 * both ids). Any other page changes nothing: null.
 */
export function nextVisit(stored: VisitRecord | null, page: Touch): VisitRecord | null {
  if (!stored) return page;
  if (stored.landingPage === page.landingPage || !campaignParams.some((key) => page[key])) {
    return null;
  }
  const { firstTouch, fbc: _fbc, fbp: _fbp, ...last } = stored;
  const next: VisitRecord = { ...page, firstTouch: firstTouch ?? last };
  for (const id of clickIds) next[id] ??= stored[id];
  return next;
}

/** Records this page in the visit (see `nextVisit`). */
export function rememberVisit(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
  storage: StorageLike | null | undefined,
): void {
  try {
    const raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    const next = nextVisit(raw ? JSON.parse(raw) : null, attributionOfPage(location, referrer));
    if (next) storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Blocked or full storage, or a value someone else wrote: the widgets read the page instead.
  }
}
