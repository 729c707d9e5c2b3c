/**
 * The one script a page needs: `<script type="module" src="/widgets/loader.js"></script>`.
 * It imports a widget's module (`./<tag>.js`, next to this file) only when the page has that
 * element and it is about to matter:
 * - a form or calculator whose attributes have a first view built for them
 *   (`./shared/element/first-view.ts`) shows that view when it nears the viewport (200 px
 *   margin), with no React; its module is imported once that view has been seen, the page has
 *   loaded and the browser is idle (`./warm-up.ts`; not on Save-Data or 2G), or before that on
 *   intent: the pointer over or touching it, focus or a key inside it. The element then
 *   hydrates the view in place. A view pre-rendered in the page (our own) is treated alike;
 * - any other element near the viewport, or hovered, focused or touched before that;
 * - `exit-intent` and `broker-chat` as soon as the browser is idle: they react to the whole
 *   page rather than to their own box;
 * - a modal `lead-form` once the page has loaded and is idle (warmed, as above), or before
 *   that when a `[data-open-lead-form]` button is approached, focused or clicked (or at once
 *   if it is `open`), and a click on one that comes before the form is ready is replayed once
 *   the form has rendered; so is a press of a button in a widget's first view
 *   (Enter in a field presses its submit button too), and a key on a slider there, once the
 *   widget has taken that view over and replayed what was typed there.
 *   Widget modules are imported one at a time, each in a task of its own.
 * Until its first view or module has rendered it, each element holds the room its first view
 * will take (`./shared/element/first-view-size.ts`), so the host page does not shift.
 * While leads an earlier page could not deliver wait in the browser's outbox, the page's lead
 * forms are imported once it has loaded and is idle, so those leads go without the visitor
 * touching a form. Elements added later are picked up too. A tag already defined (say by another script) is left
 * alone. A standalone script (`tooling/build/standalone.ts`) imports this file for its own tag: unless
 * the page pasted the loader itself, it then serves only the tags of the standalone scripts.
 * An import that fails fires `widget-error` on each element of that tag, so the page can show
 * its alternative at once. No dependencies: this file is all the page pays before a widget is
 * needed.
 */

import { firstViewOf, showFirstView } from "./shared/element/first-view";
import { reserveFirstView } from "./shared/element/first-view-size";
import { warmUp, whenIdle } from "./warm-up";

// `window.ebwConsent` (see src/tracking/consent.ts, which the widgets use): installed here so a
// page's consent banner can answer before any widget module has loaded. Written out rather than
// imported from src/tracking, so a page pays for nothing more than this stub.
type ConsentStub = { status: string; grant(): void; deny(): void };
const consentWindow = window as unknown as {
  ebwConsent?: ConsentStub;
  ebwFunnelWaiting?: unknown[];
};
consentWindow.ebwConsent ??= {
  status: document.querySelector('script[data-consent="required" i]') ? "pending" : "granted",
  grant() {
    this.status = "granted";
    dispatchEvent(new Event("ebw-consent"));
  },
  deny() {
    this.status = "denied";
    dispatchEvent(new Event("ebw-consent"));
  },
};

// Funnel counts (src/tracking/funnel.ts) wait in this list until a widget module takes it over
// and sends them: the loader carries no counting code. An element near the viewport is noted
// (its first view is shown), and so is the tag an intent loads (it is engaged).
consentWindow.ebwFunnelWaiting ??= [];
const noted = consentWindow.ebwFunnelWaiting;

// Kept in a variable: `new URL(literal, import.meta.url)` would be rewritten by the bundler.
const moduleBase = import.meta.url;
const onIdle = "exit-intent, broker-chat";
// Opened by buttons elsewhere on the page: loaded when one of those is wanted.
const onTrigger = 'lead-form[mode="modal" i]:not([open])';
const triggers: Record<string, string> = { "[data-open-lead-form]": "lead-form" };
// Leads an earlier page could not deliver wait in the browser's outbox (src/api/outbox.ts, key
// written out here so the loader imports nothing) until a lead form's module runs and sends
// them: while any wait, the page's lead forms are loaded once it is idle, whatever the
// connection, and without the visitor reaching for one.
const sendsWaitingLeads = 'lead-form:not([mode="modal" i]), preapproval-form, contact-form';
let leadsWaiting = false;
try {
  leadsWaiting = localStorage.getItem("ebw-lead-outbox") !== null;
} catch {
  // Blocked storage keeps nothing waiting either.
}
const requested = new Map<string, Promise<unknown>>();
// Tags whose module could not be imported the last time it was wanted: a press in their first
// view is no longer held, so a form is sent by the browser itself (to our form function).
const failed = new Set<string>();

// Every tag, unless only standalone scripts brought this file in: then the tags those scripts
// push to `window.ebwStandalone` (an array until this runs, this object after).
type StandaloneQueue = { push(...tags: string[]): unknown };
const standaloneWindow = window as unknown as { ebwStandalone?: StandaloneQueue };
const queued = standaloneWindow.ebwStandalone;
const onlyStandalone =
  Array.isArray(queued) && ![...document.scripts].some((script) => script.src === moduleBase);
const tags = new Set<string>(onlyStandalone ? queued : __WIDGET_TAGS__);
let selector = [...tags].join(",");
standaloneWindow.ebwStandalone = {
  push(...more) {
    for (const tag of more) if (__WIDGET_TAGS__.includes(tag)) tags.add(tag);
    selector = [...tags].join(",");
    if (document.readyState !== "loading") scan(document);
  },
};

/** Resolves in a later task, letting the browser paint and answer input in between. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Widget modules are imported one after another, each after a yield: a module defines its
// element, which renders every element of that tag at once, so several widgets wanted together
// never make one long task.
let queue: Promise<unknown> = Promise.resolve();

function importInTurn(tag: string): Promise<unknown> {
  const next = queue
    .then(yieldToMain)
    .then(() => import(/* @vite-ignore */ new URL(`./${tag}.js`, moduleBase).href));
  queue = next.catch(() => {});
  return next;
}

function load(tag: string): Promise<unknown> {
  const pending = requested.get(tag);
  if (pending) return pending;
  const loading = customElements.get(tag)
    ? Promise.resolve()
    : importInTurn(tag).then(
        () => failed.delete(tag),
        (error) => {
          // Let a later approach try again (a flaky network should not kill the widget for good).
          requested.delete(tag);
          failed.add(tag);
          console.error(`Widget <${tag}> failed to load`, error);
          const detail = { tag, message: String(error) };
          for (const element of document.querySelectorAll(tag)) {
            element.dispatchEvent(
              new CustomEvent("widget-error", { detail, bubbles: true, composed: true }),
            );
          }
        },
      );
  requested.set(tag, loading);
  return loading;
}

const visibility =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibility?.unobserve(entry.target);
            approach(entry.target);
          }
        },
        { rootMargin: "200px" },
      )
    : undefined;

/**
 * An element near the viewport: its first view if it has one, its module warmed once that view
 * has been seen (`./warm-up.ts`); else its module at once. A view pre-rendered in the page
 * (a declarative shadow root, on our own pages) counts as shown.
 */
function approach(element: Element): void {
  const tag = element.localName;
  noted.push(element);
  const warm = () => warmUp(() => load(tag));
  const view = requested.has(tag) ? undefined : firstViewOf(element);
  if (element.shadowRoot && !customElements.get(tag)) warm();
  else if (view) showFirstView(element, view, moduleBase).then(warm, () => load(tag));
  else load(tag);
}

const seen = new WeakSet<Element>();

function register(element: Element): void {
  if (seen.has(element)) return;
  seen.add(element);
  reserveFirstView(element);
  const tag = element.localName;
  if (requested.has(tag) || customElements.get(tag)) return;
  if (element.matches(onIdle)) whenIdle(() => load(tag));
  // Its buttons may be anywhere on the page: warmed once the page has loaded and is idle.
  else if (element.matches(onTrigger)) warmUp(() => load(tag));
  else if (visibility) visibility.observe(element);
  else approach(element);
  if (leadsWaiting && element.matches(sendsWaitingLeads)) warmUp(() => load(tag), true);
}

function scan(root: ParentNode): void {
  if (!selector) return;
  if (root instanceof Element && tags.has(root.localName)) register(root);
  for (const element of root.querySelectorAll(selector)) register(element);
}

function tagForInteraction(event: Event): string | undefined {
  for (const target of event.composedPath()) {
    if (!(target instanceof Element)) continue;
    if (tags.has(target.localName)) return target.localName;
    for (const [trigger, tag] of Object.entries(triggers)) {
      if (tags.has(tag) && target.matches(trigger)) return tag;
    }
  }
  return undefined;
}

function onInteraction(event: Event): void {
  const tag = tagForInteraction(event);
  if (tag) {
    load(tag);
    noted.push(tag);
  }
}

const hostIn = (path: EventTarget[], tag: string): Element | undefined =>
  path.find((node): node is Element => node instanceof Element && node.localName === tag);

// Set by the widget elements (widgets/shared/element/readiness.ts): a promise until the element
// has taken over its first view and replayed what was typed there, `true` after.
const READY = Symbol.for("ebw.widget.ready");
type Readiness = Promise<void> | true | undefined;
const readinessOf = (element: Element): Readiness =>
  (element as unknown as Record<symbol, Readiness>)[READY];

// An element defined by something that does not say when it is ready renders, and installs
// its listeners, a frame or so after it is defined.
const afterRender = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));

/** Whether `element` still has to take over before a click on it (or for it) can count. */
function notReady(element: Element): boolean {
  if (!customElements.get(element.localName)) return true;
  const readiness = readinessOf(element);
  return readiness !== undefined && readiness !== true;
}

function whenReady(element: Element): Promise<void> {
  const readiness = readinessOf(element);
  if (readiness === true) return Promise.resolve();
  return readiness ?? afterRender();
}

const pressable = "button, input[type=submit], input[type=button], input[type=image]";

/**
 * The widget elements a click must wait for, and the element to click again once they are
 * ready; none when the click can go ahead.
 */
function held(event: MouseEvent, tag: string): { waitFor: Element[]; target: HTMLElement } | null {
  const path = event.composedPath();
  const host = hostIn(path, tag);
  if (host) {
    // A pre-rendered view looks ready before it is: a form sent then would leave the page and
    // a button would do nothing, so hold a press until the widget runs. Fields need no holding:
    // what is typed there is replayed when the widget takes over.
    const pressed = path[0];
    const target = pressed instanceof Element ? pressed.closest(pressable) : null;
    if (!(target instanceof HTMLElement) || !notReady(host)) return null;
    return { waitFor: [host], target };
  }
  // A button elsewhere on the page for a widget that listens for it (say a modal lead form).
  const waitFor = [...document.querySelectorAll(tag)].filter(notReady);
  const target = event.target;
  if (!(target instanceof HTMLElement)) return null;
  if (waitFor.length === 0 && customElements.get(tag)) return null;
  return { waitFor, target };
}

function onTriggerClick(event: MouseEvent): void {
  const tag = tagForInteraction(event);
  if (!tag || failed.has(tag)) return;
  const hold = held(event, tag);
  if (!hold) return;
  // The widget listens for these clicks itself once it runs; hold this one until then.
  event.preventDefault();
  event.stopImmediatePropagation();
  load(tag)
    .then(() =>
      failed.has(tag)
        ? undefined
        : customElements.whenDefined(tag).then(() => Promise.all(hold.waitFor.map(whenReady))),
    )
    .then(() => hold.target.click());
}

/**
 * A key on a slider of a first view would be lost (the view has no code yet): held, and given
 * to the slider again once the widget is ready. Fields and buttons need no holding: what is
 * typed is replayed and a press becomes a click, which is held.
 */
function onKeydown(event: KeyboardEvent): void {
  const tag = tagForInteraction(event);
  if (!tag) return;
  load(tag);
  const path = event.composedPath();
  const host = hostIn(path, tag);
  const target = path[0];
  if (!host || !notReady(host) || !(target instanceof Element)) return;
  if (!target.matches("[role=slider]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  load(tag)
    .then(() => customElements.whenDefined(tag))
    .then(() => whenReady(host))
    // The event itself is a fine KeyboardEventInit: key, code, modifiers, bubbles, composed.
    .then(() => target.dispatchEvent(new KeyboardEvent("keydown", event)));
}

function start(): void {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  const options = { capture: true, passive: true };
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(type, onInteraction, options);
  }
  document.addEventListener("click", onTriggerClick, { capture: true });
  document.addEventListener("keydown", onKeydown, { capture: true });
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start, { once: true });
} else {
  start();
}
