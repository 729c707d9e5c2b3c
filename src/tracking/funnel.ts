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
 *
 * Bytes: the page script includes this file; the loader imports it only once it has a widget
 * to count (a chunk of its own, shared with the widget modules), so the loader itself carries
 * only that import.
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
  subdomain?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  experiment?: string | undefined;
  arm?: string | undefined;
  events: FunnelBatchEvent[];
}

export interface FunnelContext {
  experiment: string;
  arm: string;
}

/** At most one request per page this often. */
export const FLUSH_MS = 3000;

interface FunnelQueue {
  /** Events waiting for the next batch. */
  e: FunnelBatchEvent[];
  /** Keys of the events this page view has recorded. */
  s: Record<string, 1>;
  /** The timer of the next batch, 0 for none. */
  t: ReturnType<typeof setTimeout> | 0;
  /** Where batches go: `/api/events` of the API origin of the first event's widget or page. */
  u: string;
}

// Short names: this file ships in the page script and beside the loader, byte for byte counted.
type FunnelWindow = typeof globalThis & { ebwFunnel?: FunnelQueue };

/** The experiment and arm of this page view, for every event it sends. */
export function setFunnelContext({ experiment, arm }: FunnelContext): void {
  const data = document.documentElement.dataset;
  data.experiment = experiment;
  data.arm = arm;
}

/** The body of a batch of `events` sent from `location` (absent values are null). */
export function funnelBatch(
  events: FunnelBatchEvent[],
  { pathname, search }: Pick<Location, "pathname" | "search">,
  data: DOMStringMap = {},
): FunnelBatch {
  const query = new URLSearchParams(search);
  return {
    path: pathname,
    subdomain: query.get("subdomain"),
    utm_source: query.get("utm_source"),
    utm_medium: query.get("utm_medium"),
    utm_campaign: query.get("utm_campaign"),
    experiment: data.experiment,
    arm: data.arm,
    events,
  };
}

/** Sends what is queued, if anything, in one beacon. */
export function flushFunnel(): void {
  const queue = (globalThis as FunnelWindow).ebwFunnel;
  if (!queue?.e.length) return;
  clearTimeout(queue.t);
  queue.t = 0;
  navigator.sendBeacon(
    queue.u,
    JSON.stringify(funnelBatch(queue.e, location, document.documentElement.dataset)),
  );
  queue.e = [];
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
  const w = globalThis as FunnelWindow;
  const key = `${name} ${widget} ${variant}`;
  if (!navigator.sendBeacon || w.ebwFunnel?.s[key]) return;
  if (!w.ebwFunnel) {
    addEventListener("pagehide", flushFunnel);
    w.ebwFunnel = { e: [], s: {}, t: 0, u: `${apiBase}/api/events` };
  }
  const queue = w.ebwFunnel;
  queue.s[key] = 1;
  queue.e.push(widget ? { name, widget, variant } : { name });
  queue.t ||= setTimeout(flushFunnel, FLUSH_MS);
}

/** Records `name` for the widget `host`: its tag and `variant` attribute, sent to `apiBase`. */
export function countWidget(name: FunnelEvent, host: Element, apiBase: string): void {
  countFunnel(name, host.localName, host.getAttribute("variant") ?? "", apiBase);
}

/**
 * What the loader notes (`ebwFunnelWaiting`): an element whose first view it showed, or the tag
 * an intent (pointer, touch, focus) loads, whose first element is then engaged. Shortest forms:
 * the loader's bytes are counted.
 */
type Noted = Element | string;

/**
 * Counts what the loader noted and, from now on, what it notes at once (the list's `push` is
 * replaced: the loader keeps the list it made), and the elements of `tag` already on the
 * page as shown. Called by every widget module as it defines its element.
 */
export function takeWaitingCounts(tag: string, apiBaseOf: (host: Element) => string): void {
  // `o`: the list is a widget module's own, so there is no loader to note intents.
  const w = globalThis as typeof globalThis & { ebwFunnelWaiting?: Noted[] & { o?: 1 } };
  const waiting = w.ebwFunnelWaiting ?? Object.assign([], { o: 1 as const });
  w.ebwFunnelWaiting = waiting;
  const count = (...entries: Noted[]) => {
    for (const target of entries) {
      const host = typeof target === "string" ? document.querySelector(target) : target;
      if (host)
        countWidget(typeof target === "string" ? "engaged" : "shown", host, apiBaseOf(host));
    }
    return 0;
  };
  count(...waiting.splice(0));
  waiting.push = count;
  // A page that imported the module itself, with no loader: its elements are shown now, and
  // engaged on the intents the loader would have noted (pointer over, focus, touch).
  count(...document.querySelectorAll(tag));
  if (!waiting.o) return;
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(
      type,
      (event) => {
        const host = event
          .composedPath()
          .find((node): node is Element => node instanceof Element && node.localName === tag);
        if (host) countWidget("engaged", host, apiBaseOf(host));
      },
      { capture: true, passive: true },
    );
  }
}
