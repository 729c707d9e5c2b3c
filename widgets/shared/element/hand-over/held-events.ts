/**
 * Pointers and focus that cross a widget while React hydrates its view, handed on once it is
 * hydrated. React holds the continuous events that reach a root it has not hydrated yet
 * (`focusin`, `dragenter`, `mouseover`, `pointerover`, `gotpointercapture`: `queueIfContinuousEvent`
 * in react-dom), stops them there, and after hydration dispatches a copy on the held event's
 * `target` (`attemptReplayContinuousQueuedEvent`, since react/react#22680). Inside a shadow root
 * that target is gone by then: the browser leaves an event's `target` pointing at the host once
 * it has left the shadow tree, and at nothing when it never left it (a pointer or the focus
 * moving between two fields of the same widget: clearing the targets at the end of dispatch, as
 * the DOM standard says). The copy went to the host, where the widget never saw it, or React
 * threw `Cannot read properties of null (reading 'dispatchEvent')` on the marketer's page and
 * dropped the rest. So an event React holds keeps the `target` and `relatedTarget` it had in the
 * shadow root: React's copy reaches the field it crossed, and stays inside the widget when the
 * original did. Nothing is stopped or delayed that React would not stop itself.
 */

const HELD_BY_REACT = [
  "focusin",
  "dragenter",
  "mouseover",
  "pointerover",
  "gotpointercapture",
] as const;

/**
 * Listens on `root` after React's own listeners (call it right after `hydrateRoot`): an event
 * whose propagation is stopped by then is one React held.
 */
export function keepTargetsOfHeldEvents(root: ShadowRoot): void {
  for (const type of HELD_BY_REACT) root.addEventListener(type, keepTargets, true);
}

/**
 * A data property's descriptor without a prototype: a page's `Object.prototype.get` cannot make
 * it a getter.
 */
const fixed = (value: unknown): PropertyDescriptor =>
  Object.assign(Object.create(null) as PropertyDescriptor, { value });

function keepTargets(event: Event): void {
  if (!event.cancelBubble) return;
  Object.defineProperty(event, "target", fixed(event.target));
  if ("relatedTarget" in event) {
    Object.defineProperty(event, "relatedTarget", fixed(event.relatedTarget));
  }
}
