/**
 * Holding an element's room before its code has arrived, so nothing below it moves when it
 * renders on a host page: the loader (`./loader.ts`) and each standalone script (whose classic
 * code is built from this file, `./standalone-prelude.ts`) reserve it; whoever first fills the
 * element frees it (the loader's view module, `./view-module.ts`, or the element's first commit,
 * `./take-over.ts`). An element pre-rendered into the page (a pre-rendered root) already has its
 * view and is left alone.
 *
 * Heights are of the rendered first view (default attributes, each calculator variant), in CSS
 * pixels, for an element narrower than `PHONE_MAX_WIDTH_PX` (a phone) and wider (a desktop
 * column); `tests/e2e/reserved-size.spec.ts` renders each element at 390 and 1280 px and fails
 * when a height here is off. Keys are the tag, or the tag and its `variant` (or `mode`); 0
 * reserves nothing (a modal form takes no room in the page). Elements with no entry (the chat's
 * fixed button, the exit-intent dialog) take no room in the page either.
 */
import { type Marks, RESERVED } from "./keys";

export const PHONE_MAX_WIDTH_PX = 600;

export const firstViewHeights: Readonly<Record<string, readonly [phone: number, desktop: number]>> =
  {
    "debt-calculator": [1926, 1025],
    "debt-calculator slider": [1926, 1025],
    "debt-calculator detailed": [2790, 1249],
    "debt-calculator compact": [1932, 1050],
    "lead-form": [643, 534],
    "lead-form modal": [0, 0],
    "contact-form": [653, 525],
    "preapproval-form": [959, 673],
    "resource-download": [391, 352],
  };

/**
 * Holds `element`'s first-view height with inline CSSOM styles (`display: block` and
 * `min-height`; no <style> or style attribute written, so a host page's strict
 * Content-Security-Policy allows it) and marks it `RESERVED`. Skipped for a pre-rendered or
 * hidden element, or one whose page set its display.
 */
export function reserveFirstView(element: Element): void {
  if (!(element instanceof HTMLElement) || element.shadowRoot || element.hidden) return;
  const { style, localName } = element;
  const choice = (element.getAttribute("variant") ?? element.getAttribute("mode") ?? "").trim();
  const heights =
    firstViewHeights[`${localName} ${choice.toLowerCase()}`] ?? firstViewHeights[localName];
  if (!heights || style.display || style.minHeight) return;
  if (getComputedStyle(element).getPropertyValue("--ebw-display").trim() === "none") return;
  // Important, so a page rule such as `lead-form { display: none !important }` cannot hide the
  // element before its shadow root's `:host` rule (important too, and so the stronger) exists.
  style.setProperty("display", "block", "important");
  const height = heights[element.clientWidth < PHONE_MAX_WIDTH_PX ? 0 : 1];
  if (height) {
    style.minHeight = `${height}px`;
    (element as HTMLElement & Marks)[RESERVED] = true;
  } else style.display = "";
}

/** Gives back the room held for `element`: what now fills it holds it. */
export function freeReservedRoom(element: Element): void {
  if (!(element instanceof HTMLElement && (element as HTMLElement & Marks)[RESERVED])) return;
  delete (element as HTMLElement & Marks)[RESERVED];
  element.style.removeProperty("min-height");
  element.style.removeProperty("display");
  if (element.getAttribute("style") === "") element.removeAttribute("style");
}
