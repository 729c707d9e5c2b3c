/**
 * Holding an element's room before its code has arrived, so nothing below it moves when it
 * renders on a host page: the loader (`./loader.ts`) and each standalone script (whose classic code
 * is built from this file, `./standalone-prelude.ts`) reserve it; whoever first fills the element
 * frees it (the loader's view module, `./view-module.ts`, or the element's first commit,
 * `../shared/element/hand-over/take-over.ts`). An element pre-rendered into the page (a
 * pre-rendered root) already has its view and is left alone.
 *
 * Heights are of the rendered element (default attributes, each calculator variant), in CSS
 * pixels, by the width of its column, measured from 280 to 1,440 px by
 * `tooling/measure-first-views.ts` into each declaration's `delivery.room.heights`, written in at
 * build time (`__FIRST_VIEW_HEIGHTS__`); `tests/e2e/reserved-size.spec.ts` renders each element
 * in columns across that range and fails when a height there is off.
 */
import { type Marks, RESERVED } from "./keys";

/**
 * Widest an element is where its page sizes it to its content (a flex row, a centred column,
 * inline-block): the forms' and the calculator's intrinsic width (their stylesheets'
 * `contain-intrinsic-inline-size` with padding and border), so the room held there is as wide as
 * what renders. Told by each declaration's delivery (`room.width`), as are the attribute choosing
 * the view measured (`__ROOM_CHOOSERS__`) and the views that take no room.
 */
const FORM_INTRINSIC_WIDTH = 640;

// Written in by the build. Asked with `typeof`, so that a bundle built without it (a test's own
// element, which only frees a room) drops this line rather than fail on it.
const firstViewHeights =
  typeof __FIRST_VIEW_HEIGHTS__ === "undefined" ? {} : __FIRST_VIEW_HEIGHTS__;

/**
 * The height `steps` (widths and heights told by difference, `__FIRST_VIEW_HEIGHTS__`) give at
 * `width`.
 */
export function heightAtWidth(steps: readonly number[], width: number): number {
  let [from, height] = [0, 0];
  for (let i = 0; i < steps.length; i += 2) {
    from += steps[i] as number;
    if (i > 0 && from > width) break;
    height += steps[i + 1] as number;
  }
  return height;
}

/**
 * Holds `element`'s first-view height with inline CSSOM styles (`display: block` and
 * `min-height`; no <style> or style attribute written, so a host page's strict
 * Content-Security-Policy allows it) and marks it `RESERVED`. Skipped for a pre-rendered or
 * hidden element, or one whose page set its display.
 */
export function reserveFirstView(element: Element): void {
  if (!(element instanceof HTMLElement) || element.shadowRoot || element.hidden) return;
  const { style, localName } = element;
  const choice = (element.getAttribute(__ROOM_CHOOSERS__[localName] ?? "") ?? "").trim();
  const key = `${localName} ${choice.toLowerCase()}`;
  if (__ROOMLESS__.includes(key)) return;
  const steps = firstViewHeights[key] ?? firstViewHeights[localName];
  if (!steps || style.display || style.minHeight) return;
  if (getComputedStyle(element).getPropertyValue("--ebw-display").trim() === "none") return;
  // Important, so a page rule such as `lead-form { display: none !important }` cannot hide the
  // element before its shadow root's `:host` rule (important too, and so the stronger) exists.
  style.setProperty("display", "block", "important");
  // Empty, the element is as wide as its column, or nothing where the page sizes it to its
  // content: there it is given the width it will take, up to what its column offers.
  const sized = element.clientWidth === 0 && !style.width;
  if (sized) {
    style.width = `${__INTRINSIC_WIDTHS__[localName] ?? FORM_INTRINSIC_WIDTH}px`;
    style.maxWidth = "100%";
  }
  style.minHeight = `${heightAtWidth(steps, element.clientWidth)}px`;
  (element as HTMLElement & Marks)[RESERVED] = sized ? "sized" : true;
}

/** Gives back the room held for `element`: what now fills it holds it. */
export function freeReservedRoom(element: Element): void {
  if (!(element instanceof HTMLElement)) return;
  const held = (element as HTMLElement & Marks)[RESERVED];
  if (!held) return;
  delete (element as HTMLElement & Marks)[RESERVED];
  element.style.removeProperty("min-height");
  if (held === "sized") {
    element.style.removeProperty("width");
    element.style.removeProperty("max-width");
  }
  element.style.removeProperty("display");
  if (element.getAttribute("style") === "") element.removeAttribute("style");
}
