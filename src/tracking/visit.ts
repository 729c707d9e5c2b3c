import { CLICK_ID_MAX, CLICK_IDS } from "../schemas/click-ids";
import { type AttributionKey, attributionLimits } from "../schemas/limits";

/*
 * Every page of a visit records where the visitor came from, before any widget loads (a visitor
 * may land on a page without widgets and leave a lead two pages later). No validation library
 * here: the page script imports this, and `captureAttribution` validates what it reads.
 */

/**
 * localStorage key: the visitor's touches, kept across tabs and visits (a visitor who came from an
 * ad and opens the site again in a new tab, or next week, is still the ad's), each for
 * `TOUCH_KEPT_DAYS`. Stored only where the page's consent allows; before it, in the page only.
 */
export const ATTRIBUTION_STORAGE_KEY = "ebw-attribution";

/** How long a touch is kept after it came: the longest click-through window the platforms use. */
export const TOUCH_KEPT_DAYS = 90;
const TOUCH_KEPT_MS = TOUCH_KEPT_DAYS * 86_400_000;

const campaignParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  ...CLICK_IDS,
] as const;

/** Each key's longest value; a click id's is `CLICK_ID_MAX`. */
const limits: Partial<Record<AttributionKey, number>> = attributionLimits;

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
    raw[key] = raw[key]?.slice(0, limits[key] ?? CLICK_ID_MAX);
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
  // The ad platforms' click ids: the latest of each stays with the visit.
  for (const id of CLICK_IDS) next[id] ??= stored[id];
  return next;
}

/** What the browser keeps: the visit, when its last touch came (`at`) and, if earlier, its first. */
export interface KeptVisit {
  visit: VisitRecord;
  at: number;
  firstAt?: number;
}

/**
 * The visit kept in `storage` at `now`, without a touch older than `TOUCH_KEPT_DAYS` (a first
 * touch that expired leaves the last one as the visit's only touch); null for none or one that
 * someone else wrote.
 */
export function keptVisit(storage: StorageLike | null | undefined, now: number): KeptVisit | null {
  try {
    const kept: KeptVisit | null = JSON.parse(storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null");
    if (typeof kept?.visit !== "object" || !(now - kept.at < TOUCH_KEPT_MS)) return null;
    if (!(now - (kept.firstAt ?? kept.at) < TOUCH_KEPT_MS)) {
      const { firstTouch: _expired, ...last } = kept.visit;
      return { visit: last, at: kept.at };
    }
    return kept;
  } catch {
    // Blocked storage or a value someone else wrote: the visit starts again here.
    return null;
  }
}

/** Keeps `visit`, which `now` changed, after `before` (what `keptVisit` read). */
export function keepVisit(
  storage: StorageLike | null | undefined,
  visit: VisitRecord,
  before: KeptVisit | null,
  now: number,
): void {
  try {
    const firstAt = before ? (before.firstAt ?? before.at) : undefined;
    storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ visit, at: now, firstAt }));
  } catch {
    // Full or blocked storage: the widgets read the page instead.
  }
}

/** Records this page in the visit (see `nextVisit`). */
export function rememberVisit(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
  storage: StorageLike | null | undefined,
  now: number = Date.now(),
): void {
  const before = keptVisit(storage, now);
  const next = nextVisit(before?.visit ?? null, attributionOfPage(location, referrer));
  if (next) keepVisit(storage, next, before, now);
}
