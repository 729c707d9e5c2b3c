import { useLayoutEffect } from "react";

/**
 * Where the loader and the standalone scripts mark an element whose first-view height they
 * hold with inline `display` and `min-height` before its code arrives (`first-view-size.ts`);
 * freed in the commit that first renders the element, before the browser paints, so the page
 * sees one height throughout.
 */
const RESERVED = Symbol.for("ebw.reserved");

function freeReservedRoom(element: Element): void {
  const marks = element as unknown as Record<symbol, boolean | undefined>;
  if (!marks[RESERVED] || !(element instanceof HTMLElement)) return;
  delete marks[RESERVED];
  element.style.removeProperty("min-height");
  element.style.removeProperty("display");
  if (element.getAttribute("style") === "") element.removeAttribute("style");
}

/** Frees the room held for the element of `root` once its first view is committed. */
export function useFreeReservedRoom(root: ShadowRoot): void {
  useLayoutEffect(() => freeReservedRoom(root.host), [root]);
}
