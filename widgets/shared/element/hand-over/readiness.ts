/**
 * The element's side of `READY` (`widgets/delivery/keys.ts`): whether it has taken over its
 * view, a promise until then, `true` after. A press the loader held (a form sent, a button
 * pressed in a pre-rendered root or a view module, `widgets/delivery/replay.ts`) is given back
 * only then, when the component's own handlers are attached and what was typed has been replayed.
 */
import { type Marks, READY } from "../../../delivery/keys";

const readyResolvers = new WeakMap<Element, () => void>();

/** Marks a new element as not ready yet: the loader waits on the promise. */
export function trackReadiness(element: Element): void {
  const promise = new Promise<void>((resolve) => readyResolvers.set(element, resolve));
  (element as Element & Marks)[READY] = promise;
}

/** Marks an element ready, releasing whatever the loader held for it. */
export function markReady(element: Element): void {
  readyResolvers.get(element)?.();
  readyResolvers.delete(element);
  (element as Element & Marks)[READY] = true;
}
