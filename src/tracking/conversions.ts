import { consentGiven } from "./consent";
import { pushToDataLayer } from "./data-layer";

export { pushToDataLayer };

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
  /** Set by Google's tag manager and gtag.js once loaded: they will call our callbacks. */
  google_tag_manager?: unknown;
}

/** A page about to leave waits at most this long for the tags to take a conversion. */
export const HANDOVER_MAX_MS = 1000;

export type ConversionParams = Record<string, unknown>;

/**
 * Reports a conversion to whichever tags the page has: the tag manager's `dataLayer`, the
 * analytics `gtag` and the social-ad `fbq`. A missing or throwing tag is skipped: tracking never
 * stands between a visitor and their submission.
 *
 * Resolves once the tags have the conversion in hand, so a page about to leave does not cut it
 * off: when Google's tag manager or gtag.js runs on the page, on their `eventCallback` and
 * `event_callback`; the pixel queues and sends as it is called. Never later than
 * `HANDOVER_MAX_MS`, never rejects. Before the page's consent no tag hears of it. `eventId`
 * (the stored lead's id) goes to the pixel as its `eventID`.
 */
export function trackConversion(
  name: string,
  params: ConversionParams = {},
  target: TrackingTarget = globalThis as TrackingTarget,
  eventId?: string,
): Promise<void> {
  if (!consentGiven()) return Promise.resolve();
  // Without a loaded tag manager nothing would ever call a callback: nothing to wait for.
  const callbacksRun = target.google_tag_manager !== undefined;
  const waits: Promise<void>[] = [];
  const callback = () => {
    let done = () => {};
    waits.push(new Promise<void>((resolve) => (done = resolve)));
    return done;
  };
  const dataLayerParams = callbacksRun
    ? { ...params, eventCallback: callback(), eventTimeout: HANDOVER_MAX_MS }
    : params;
  const before = waits.length;
  pushToDataLayer(name, dataLayerParams, target);
  if (!Array.isArray(target.dataLayer)) waits.splice(before);
  try {
    if (typeof target.gtag === "function") {
      const gtagParams = callbacksRun
        ? { ...params, event_callback: callback(), event_timeout: HANDOVER_MAX_MS }
        : params;
      target.gtag("event", name, gtagParams);
    }
  } catch {
    // Analytics failing must not stop the other tags.
  }
  try {
    if (typeof target.fbq === "function") {
      const pixelName = pixelEventFor.get(name) ?? name;
      const kind = pixelStandardEvents.has(pixelName) ? "track" : "trackCustom";
      // The pixel's `eventID` is the id the server's event carries too: Meta keeps one of them.
      target.fbq(kind, pixelName, params, ...(eventId ? [{ eventID: eventId }] : []));
    }
  } catch {
    // The pixel failing must not stop the submission.
  }
  if (waits.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANDOVER_MAX_MS);
    Promise.all(waits).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
