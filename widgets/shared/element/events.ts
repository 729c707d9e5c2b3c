import { pushToDataLayer } from "../../../src/tracking/data-layer";

type DetailOf<K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a widget event from its element, `bubbles` and `composed` so it leaves the shadow
 * root and reaches the document and the window, and reports it to the page's tag manager.
 * Events are typed by adding them to `WidgetEventMap` (see each widget's `index.ts`).
 */
export function dispatch<K extends keyof HTMLElementEventMap>(
  host: Element,
  name: K,
  detail: DetailOf<K>,
): boolean {
  const delivered = host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true }),
  );
  pushToDataLayer(name, detail as Record<string, unknown>);
  return delivered;
}
