import { type Attribution, attributionSchema } from "../schemas/attribution";
import { consentedStorage, consentGiven } from "./consent";
import { ATTRIBUTION_STORAGE_KEY, attributionOfPage, nextVisit, type StorageLike } from "./visit";

export { ATTRIBUTION_STORAGE_KEY, type StorageLike } from "./visit";

function readStored(storage: StorageLike): Attribution | null {
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = attributionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Blocked storage or a value someone else wrote: capture afresh.
    return null;
  }
}

/**
 * Where this visit came from: campaign parameters and click ids, the landing page (path and
 * query) and the referrer of its last touch, and its first touch beside it once a later page
 * brought a new campaign or click (see `nextVisit`). A lead sent from /thank-you still credits
 * the ad that brought the visitor to /debtconsol. Without usable storage every call reads the
 * current page.
 */
export function captureAttribution(
  location: Pick<Location, "pathname" | "search">,
  referrer: string,
  storage: StorageLike | null | undefined,
): Attribution {
  const stored = storage ? readStored(storage) : null;
  const next = nextVisit(stored, attributionOfPage(location, referrer));
  if (!next) return stored ?? {};
  const attribution = attributionSchema.parse(next);
  try {
    storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Full or blocked storage: this page still gets its attribution.
  }
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
    consentedStorage("sessionStorage"),
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
