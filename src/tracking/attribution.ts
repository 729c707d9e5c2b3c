import { type Attribution, attributionSchema } from "../schemas/attribution";
import { consentedStorage, consentGiven } from "./consent";
import { attributionOfPage, keepVisit, keptVisit, nextVisit, type StorageLike } from "./visit";

export { ATTRIBUTION_STORAGE_KEY, type StorageLike } from "./visit";

/**
 * Where this visitor came from: campaign parameters and click ids, the landing page (path and
 * query) and the referrer of its last touch, and its first touch beside it once a later page
 * brought a new campaign or click (see `nextVisit`), each kept `TOUCH_KEPT_DAYS`. A lead sent
 * from /thank-you, from another tab or a week later still credits the ad that brought the visitor
 * to /debtconsol. Without usable storage every call reads the current page.
 */
export function captureAttribution(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
  storage: StorageLike | null | undefined,
  now: number = Date.now(),
): Attribution {
  const before = keptVisit(storage, now);
  const parsed = before && attributionSchema.safeParse(before.visit);
  const stored = parsed?.success ? parsed.data : null;
  const next = nextVisit(stored, attributionOfPage(location, referrer));
  if (!next) return stored ?? {};
  const attribution = attributionSchema.parse(next);
  keepVisit(storage, attribution, stored ? before : null, now);
  return attribution;
}

/**
 * The visit's attribution in a browser; empty where there is no page (pre-render, server). Before
 * the page's consent it is kept in this page only. With consent it also carries the Meta pixel's
 * cookies as they are now (the pixel may have set them after the visit's first page).
 */
export function getAttribution(): Attribution {
  if (typeof window === "undefined" || typeof document === "undefined") return {};
  const visit = captureAttribution(
    window.location,
    document.referrer,
    consentedStorage("localStorage"),
  );
  if (!consentGiven()) return visit;
  let cookie = "";
  try {
    cookie = typeof document.cookie === "string" ? document.cookie : "";
  } catch {
    // A sandboxed page has no cookies to read.
  }
  return attributionSchema.parse({ ...visit, ...adCookies(cookie) });
}

/**
 * The Meta pixel's cookies on the host page (`_fbc`, `_fbp`), which let the server's event be
 * matched to the pixel's; none before consent.
 */
export function adCookies(cookie: string): { fbc?: string; fbp?: string } {
  const found: { fbc?: string; fbp?: string } = {};
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=").trim();
    if (!value) continue;
    if (name === "_fbc") found.fbc = value;
    if (name === "_fbp") found.fbp = value;
  }
  return found;
}
