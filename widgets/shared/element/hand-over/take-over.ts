/**
 * An element's code taking over what the delivery wing showed before it arrived, in place:
 * - a pre-rendered root: the declarative shadow root our pages write (a
 *   `<style data-ebw-prerendered>` and the widget's server markup,
 *   `tooling/prerender-widgets.ts`);
 * - a view module: the root the loader attached on any page and marked `VIEW_SHEET` with the
 *   sheet it adopted (`widgets/delivery/view-module.ts`), which the element's own sheet
 *   replaces.
 * Two things differ from r2wc's own React renderer for those: `attachShadow` keeps such a root
 * instead of emptying it (the browser empties a declarative root on `attachShadow`, which would
 * flash a blank box until React's asynchronous first render), and the mount hydrates it with
 * `hydrateRoot` instead of `createRoot`, so the markup stays on screen and is adopted in place.
 * The constructed stylesheet is adopted and the pre-rendered <style> removed in the same task,
 * so the CSS is never missing nor held twice. Whatever the visitor typed, ticked or picked
 * before that is replayed as ordinary input once hydrated (`./replay-edits.ts`). An element with
 * neither mounts with `createRoot` exactly as before. The room held for the element
 * (`widgets/delivery/reserve.ts`) is freed in the commit that first renders it, before the
 * browser paints, so the page sees one height throughout.
 */
import { type ReactElement, startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { FALLBACK_ADDED, type Marks, VIEW_SHEET } from "../../../delivery/keys";
import { freeReservedRoom } from "../../../delivery/reserve";
import { prerenderedStyleAttribute } from "../widget-frame";
import { keepTargetsOfHeldEvents } from "./held-events";
import { onHydrationMismatch } from "./hydration-mismatch";
import { captureEdits } from "./replay-edits";

const hydrating = new WeakSet<ShadowRoot>();

/** The sheet of a view module the loader put in `root`, if it did. */
const viewModuleSheet = (root: ShadowRoot): CSSStyleSheet | undefined =>
  (root as ShadowRoot & Marks)[VIEW_SHEET];

const prerenderedStyle = (root: ShadowRoot): Element | null =>
  root.firstElementChild?.matches(`style[${prerenderedStyleAttribute}]`)
    ? root.firstElementChild
    : null;

/** Whether `attachShadow` must keep this existing root: a pre-rendered root or a view module. */
export const holdsPrerenderedView = (root: ShadowRoot | null): root is ShadowRoot =>
  root !== null && (prerenderedStyle(root) !== null || viewModuleSheet(root) !== undefined);

/**
 * Renders `element` into the element's shadow root, hydrating the view there (a pre-rendered
 * root or a view module) where the stylesheet is adopted; otherwise empties the root and renders
 * afresh.
 */
export function mountWidget(root: ShadowRoot, element: ReactElement, adopted: boolean): Root {
  const style = prerenderedStyle(root);
  const sheet = viewModuleSheet(root);
  // Without constructable stylesheets the client renders its own <style>, so the view's
  // markup would not match: start afresh instead.
  if ((style || sheet) && adopted) {
    style?.remove();
    // What the view added while its code could not load (a retry has now brought it).
    for (const added of root.querySelectorAll(`[${FALLBACK_ADDED}]`)) added.remove();
    if (sheet) {
      // The element's own sheet, adopted when it was constructed, styles the view from now on.
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((other) => other !== sheet);
      delete (root as ShadowRoot & Marks)[VIEW_SHEET];
    }
    hydrating.add(root);
    // As a transition, React adopts the markup in slices of a few milliseconds, yielding
    // to the browser in between, rather than in one long task: the view is already on
    // screen, and a press on it meanwhile is held by the loader until the element is
    // ready (a press React sees first makes it finish at once).
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root as unknown as Element, element, {
        onRecoverableError: onHydrationMismatch(root),
      });
    });
    keepTargetsOfHeldEvents(root);
    return hydrated as Root;
  }
  root.replaceChildren();
  const created = createRoot(root);
  created.render(element);
  return created;
}

/** Replays what the visitor changed in the view taken over, once it has been hydrated. */
export function useReplayEditsAfterHydration(root: ShadowRoot): void {
  useLayoutEffect(() => {
    if (!hydrating.delete(root)) return;
    // Read in the commit that adopted the markup, before any later render can reset a field;
    // replayed just after it, outside React's commit, so each change is handled (and
    // rendered) before the next, as separate keystrokes would be.
    queueMicrotask(captureEdits(root));
  }, [root]);
}

/** Frees the room held for the element of `root` once its first render is committed. */
export function useFreeReservedRoom(root: ShadowRoot): void {
  useLayoutEffect(() => freeReservedRoom(root.host), [root]);
}
