/** Events the social-ad pixel knows by name; anything else is sent as a custom event. */
const pixelStandardEvents = new Set([
  "AddPaymentInfo",
  "AddToCart",
  "AddToWishlist",
  "CompleteRegistration",
  "Contact",
  "CustomizeProduct",
  "Donate",
  "FindLocation",
  "InitiateCheckout",
  "Lead",
  "PageView",
  "Purchase",
  "Schedule",
  "Search",
  "StartTrial",
  "SubmitApplication",
  "Subscribe",
  "ViewContent",
]);

/** Our event names that mean one of the pixel's standard events. */
const pixelEventFor = new Map([["debt_consolidation", "Lead"]]);

/** The tags a host page may have loaded; any of them may be missing or broken. */
export interface TrackingTarget {
  dataLayer?: unknown;
  gtag?: unknown;
  fbq?: unknown;
}

export type ConversionParams = Record<string, unknown>;

/**
 * Pushes `{ event: name, ...params }` to the tag manager's `dataLayer` when the page has one.
 * Widgets report every event of theirs this way; a broken `push` is skipped.
 */
export function pushToDataLayer(
  name: string,
  params: ConversionParams = {},
  target: TrackingTarget = globalThis as TrackingTarget,
): void {
  try {
    if (Array.isArray(target.dataLayer)) target.dataLayer.push({ event: name, ...params });
  } catch {
    // A tag manager that replaced push with something that throws.
  }
}

/**
 * Reports a conversion to whichever tags the page has: the tag manager's `dataLayer`, the
 * analytics `gtag` and the social-ad `fbq`. A missing or throwing tag is skipped: tracking never
 * stands between a visitor and their submission.
 */
export function trackConversion(
  name: string,
  params: ConversionParams = {},
  target: TrackingTarget = globalThis as TrackingTarget,
): void {
  pushToDataLayer(name, params, target);
  try {
    if (typeof target.gtag === "function") target.gtag("event", name, params);
  } catch {
    // Analytics failing must not stop the other tags.
  }
  try {
    if (typeof target.fbq === "function") {
      const pixelName = pixelEventFor.get(name) ?? name;
      const kind = pixelStandardEvents.has(pixelName) ? "track" : "trackCustom";
      target.fbq(kind, pixelName, params);
    }
  } catch {
    // The pixel failing must not stop the submission.
  }
}
