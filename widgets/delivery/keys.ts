/**
 * The contract between the delivery wing (this folder: what runs before an element's code) and
 * the element's hand-over (`../shared/element/hand-over/`: what its code runs to take over): the
 * marks the delivery wing leaves on an element, or on its shadow root, for the element's
 * code to find when it arrives, and the one the element leaves for the loader. Keyed with
 * `Symbol.for`, so that the loader (and a standalone script), built apart from the elements,
 * and the elements, of whatever build, meet on the page without sharing a module there.
 */

/**
 * On an element whose room is held with inline styles (`./reserve.ts`): `true`, or `"sized"`
 * when its width was held too (the page had written none).
 */
export const RESERVED: unique symbol = Symbol.for("ebw.reserved");

/**
 * On a shadow root holding a view module the loader showed (`./view-module.ts`): the sheet it
 * adopted there, which the element's own sheet replaces when it takes over
 * (`../shared/element/hand-over/take-over.ts`).
 */
export const VIEW_SHEET: unique symbol = Symbol.for("ebw.firstView");

/**
 * On an element, set by its code (`../shared/element/hand-over/readiness.ts`): a promise until
 * it has taken over its view and replayed what was typed there, `true` after. The loader's
 * replay (`./replay.ts`) holds a press until then.
 */
export const READY: unique symbol = Symbol.for("ebw.widget.ready");

export type Readiness = Promise<void> | true;

/**
 * On every node a view adds to itself once its code could not load (`./view-fallback.ts`): the
 * notice, the retry, a refusal. The element's code takes them out before it takes the view over
 * (`../shared/element/hand-over/take-over.ts`), so the markup it adopts is the view's own.
 */
export const FALLBACK_ADDED = "data-ebw-fallback";

/** The marks above, on whatever carries them: `element as Element & Marks`. */
export interface Marks {
  [RESERVED]?: true | "sized";
  [VIEW_SHEET]?: CSSStyleSheet;
  [READY]?: Readiness;
}
