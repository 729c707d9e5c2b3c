/**
 * The replay strategy: what the visitor does in a view before the element's code can answer
 * is held and given to the element once it is ready (`READY`, `./keys.ts`), rather than lost.
 * - a click on a button that opens an element elsewhere on the page (say a modal lead form);
 * - a press of a button in a view taken for the widget (Enter in a field presses its submit
 *   button too): a pre-rendered root or a view module looks ready before it is, and a form
 *   sent then would leave the page while a button would do nothing;
 * - a key on a slider there, which the view has no code for.
 * Fields need no holding: what is typed there is replayed when the widget takes over
 * (`../shared/element/hand-over/take-over.ts`). A press is no longer held once the element's
 * module failed to load: the view then sends its form itself (`./view-fallback.ts`).
 */
import { tagForInteraction } from "./intent";
import { type Marks, READY } from "./keys";
import { failed, load } from "./loading";

const hostIn = (path: EventTarget[], tag: string): Element | undefined =>
  path.find((node): node is Element => node instanceof Element && node.localName === tag);

const readinessOf = (element: Element) => (element as Element & Marks)[READY];

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

/** For `click` on the page (captured). */
export function replayClick(event: MouseEvent): void {
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

/** For `keydown` on the page (captured). */
export function replayKey(event: KeyboardEvent): void {
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
