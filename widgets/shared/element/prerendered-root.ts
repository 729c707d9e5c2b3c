/**
 * Taking over a first view pre-rendered into the page: a declarative shadow root holding a
 * `<style data-ebw-prerendered>` and the widget's server markup, written by
 * `tooling/build/prerender-widgets.ts`. Two things differ from r2wc's own React renderer for that:
 * `attachShadow` keeps such a root instead of emptying it (the browser empties a declarative
 * root on `attachShadow`, which would flash a blank box until React's asynchronous first
 * render), and the mount hydrates it with `hydrateRoot` instead of `createRoot`, so the markup
 * stays on screen and is adopted in place. The constructed stylesheet is adopted and the
 * pre-rendered <style> removed in the same task, so the CSS is never missing nor held twice.
 * Whatever the visitor typed, ticked or picked before that is replayed as ordinary input once
 * hydrated (see `./replay-edits`). The loader's first view on another site's page
 * (`./first-view.ts`) is taken over the same way: a root marked under `Symbol.for("ebw.firstView")`
 * with the sheet the loader adopted, which the element's own sheet replaces. An element with
 * neither mounts with `createRoot` exactly as before.
 */
import { type ReactElement, startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { onHydrationMismatch } from "./hydration-mismatch";
import { captureEdits } from "./replay-edits";
import { prerenderedStyleAttribute } from "./widget-frame";

const hydrating = new WeakSet<ShadowRoot>();
const FIRST_VIEW = Symbol.for("ebw.firstView");

/** The sheet of a first view the loader put in `root`, if it did. */
const firstViewSheet = (root: ShadowRoot): CSSStyleSheet | undefined =>
  (root as unknown as Record<symbol, CSSStyleSheet | undefined>)[FIRST_VIEW];

const prerenderedStyle = (root: ShadowRoot): Element | null =>
  root.firstElementChild?.matches(`style[${prerenderedStyleAttribute}]`)
    ? root.firstElementChild
    : null;

/** Whether `attachShadow` must keep this existing root: it holds a pre-rendered view. */
export const holdsPrerenderedView = (root: ShadowRoot | null): root is ShadowRoot =>
  root !== null && (prerenderedStyle(root) !== null || firstViewSheet(root) !== undefined);

/**
 * Renders `element` into the element's shadow root, hydrating a pre-rendered view where there
 * is one and the stylesheet is adopted; otherwise empties the root and renders afresh.
 */
export function mountWidget(root: ShadowRoot, element: ReactElement, adopted: boolean): Root {
  const style = prerenderedStyle(root);
  const sheet = firstViewSheet(root);
  // Without constructable stylesheets the client renders its own <style>, so the
  // pre-rendered markup would not match: start afresh instead.
  if ((style || sheet) && adopted) {
    style?.remove();
    if (sheet) {
      // The element's own sheet, adopted when it was constructed, styles the view from now on.
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((other) => other !== sheet);
      delete (root as unknown as Record<symbol, unknown>)[FIRST_VIEW];
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
    return hydrated as Root;
  }
  root.replaceChildren();
  const created = createRoot(root);
  created.render(element);
  return created;
}

/** Replays what the visitor changed in the pre-rendered view, once it has been hydrated. */
export function useReplayEditsAfterHydration(root: ShadowRoot): void {
  useLayoutEffect(() => {
    if (!hydrating.delete(root)) return;
    // Read in the commit that adopted the markup, before any later render can reset a field;
    // replayed just after it, outside React's commit, so each change is handled (and
    // rendered) before the next, as separate keystrokes would be.
    queueMicrotask(captureEdits(root));
  }, [root]);
}
