/**
 * Where the loader (`widgets/loader.ts`, which shares no code with the elements) reads whether an
 * element has taken over its first view: a promise until then, `true` after. A click the loader
 * held (a form sent, a button pressed in a pre-rendered view) is given back only then, when
 * the component's own handlers are attached and what was typed has been replayed.
 */
const READY = Symbol.for("ebw.widget.ready");
type Readiness = Promise<void> | true;
const readyResolvers = new WeakMap<Element, () => void>();

/** Marks a new element as not ready yet: the loader waits on the promise. */
export function trackReadiness(element: Element): void {
  const promise = new Promise<void>((resolve) => readyResolvers.set(element, resolve));
  (element as unknown as Record<symbol, Readiness>)[READY] = promise;
}

/** Marks an element ready, releasing whatever the loader held for it. */
export function markReady(element: Element): void {
  readyResolvers.get(element)?.();
  readyResolvers.delete(element);
  (element as unknown as Record<symbol, Readiness>)[READY] = true;
}
