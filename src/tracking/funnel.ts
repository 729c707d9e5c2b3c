/**
 * Funnel counting: a page view, and for each widget its first view shown, engaged, submit
 * attempted and lead acknowledged, sent to `POST /api/events` and kept there only as daily
 * counters. No cookie, no storage written, no identifier: a batch says which page, campaign,
 * widget, variant and experiment arm, never who.
 *
 * For page and widget code (the contract other parts rely on):
 * - `countFunnel(event, widget?, variant?)`: records one event of this page view. `"view"` is
 *   the page script's; the others name the widget's tag and its variant (a calculator's
 *   `variant` attribute, empty for none). Each (event, widget, variant) counts once per page
 *   view however often it is recorded, so callers need not remember.
 * - `setFunnelContext({ experiment, arm })`: the experiment and arm this page view was shown.
 *   It writes `data-experiment` and `data-arm` on `<html>`, which is where every bundle (page
 *   script, loader, widget modules) reads them when a batch is sent; a page may carry the two
 *   attributes in its markup instead. Set it any time before the first batch leaves (a few
 *   seconds after the first event, or `pagehide`); it applies to every event of the page view.
 * - `funnelBatch(...)`: the body one batch sends; the server's schema
 *   (`functions/api/events.ts`) reads exactly this.
 *
 * Batching: events wait in one queue per page (on `window`, shared by every bundle that
 * includes this file) and leave in one `navigator.sendBeacon` at most every `FLUSH_MS`, and on
 * `pagehide`. Where there is no `sendBeacon` nothing is sent: counting never costs a visitor.
 */

/** The events of the funnel, in its order. */
export const FUNNEL_EVENTS = ["view", "shown", "engaged", "attempted", "lead"] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** One event of a batch: the page view has no widget. */
export interface FunnelBatchEvent {
  name: FunnelEvent;
  widget?: string;
  variant?: string;
}

/** What one beacon sends: the page view's dimensions once, then its events. */
export interface FunnelBatch {
  /** The page's path, no query. */
  path: string;
  /** The page's `subdomain` query value, which can choose the debt site. */
  subdomain?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  experiment?: string;
  arm?: string;
  events: FunnelBatchEvent[];
}

export interface FunnelContext {
  experiment: string;
  arm: string;
}

/** At most one request per page this often. */
export const FLUSH_MS = 3000;

interface FunnelQueue {
  events: FunnelBatchEvent[];
  seen: Record<string, 1>;
  timer?: ReturnType<typeof setTimeout>;
  /** Where the batch goes: the API origin of the first bundle that recorded an event. */
  endpoint: string;
}

type FunnelWindow = typeof globalThis & { ebwFunnel?: FunnelQueue };

/** The experiment and arm of this page view, for every event it sends. */
export function setFunnelContext({ experiment, arm }: FunnelContext): void {
  const data = document.documentElement.dataset;
  data.experiment = experiment;
  data.arm = arm;
}

/** The body of a batch of `events` sent from `location`. */
export function funnelBatch(
  events: FunnelBatchEvent[],
  location: Pick<Location, "pathname" | "search">,
  data: DOMStringMap = {},
): FunnelBatch {
  const query = new URLSearchParams(location.search);
  const batch: FunnelBatch = { path: location.pathname, events };
  const fields = {
    subdomain: query.get("subdomain"),
    utm_source: query.get("utm_source"),
    utm_medium: query.get("utm_medium"),
    utm_campaign: query.get("utm_campaign"),
    experiment: data.experiment,
    arm: data.arm,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value) batch[key as "arm"] = value;
  }
  return batch;
}

/** Sends what is queued, if anything, in one beacon. */
export function flushFunnel(): void {
  const queue = (globalThis as FunnelWindow).ebwFunnel;
  if (!queue || queue.events.length === 0) return;
  clearTimeout(queue.timer);
  queue.timer = undefined;
  const batch = funnelBatch(queue.events, location, document.documentElement.dataset);
  queue.events = [];
  try {
    navigator.sendBeacon(queue.endpoint, JSON.stringify(batch));
  } catch {
    // A refused beacon (a page over its quota, a blocked request) loses a count, nothing else.
  }
}

/**
 * Records one event of this page view, sent with the next batch to `apiBase` + `/api/events`
 * (`apiBase`: the widget's API origin; the page's own origin unless given).
 */
export function countFunnel(
  name: FunnelEvent,
  widget = "",
  variant = "",
  apiBase: string = location.origin,
): void {
  if (typeof navigator.sendBeacon !== "function") return;
  const w = globalThis as FunnelWindow;
  let queue = w.ebwFunnel;
  if (!queue) {
    queue = w.ebwFunnel = { events: [], seen: {}, endpoint: `${apiBase}/api/events` };
    addEventListener("pagehide", flushFunnel);
  }
  const key = `${name} ${widget} ${variant}`;
  if (queue.seen[key]) return;
  queue.seen[key] = 1;
  const event: FunnelBatchEvent = { name };
  if (widget) event.widget = widget;
  if (variant) event.variant = variant;
  queue.events.push(event);
  queue.timer ??= setTimeout(flushFunnel, FLUSH_MS);
}
