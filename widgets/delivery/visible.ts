/**
 * The visible strategy, for every element no other strategy takes: when it nears the viewport
 * (200 px margin) it shows its view module if its attributes have one (`./view-module.ts`),
 * with no React, and its module is warmed once that view has been seen (`./idle.ts`); else its
 * module is imported at once. A pre-rendered root (our own pages) counts as a view shown.
 * The loader (`./loader.ts`) observes an element with `visibility`, or, without
 * IntersectionObserver, takes it as near at once (`approach`).
 */
import { warmUp } from "./idle";
import { failed, load, noted, requested } from "./loading";
import { showViewModule, viewModuleOf } from "./view-module";

/** Calls `approach` for each observed element that nears the viewport, once. */
export const visibility =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibility?.unobserve(entry.target);
            approach(entry.target);
          }
        },
        { rootMargin: "200px" },
      )
    : undefined;

/** An element near the viewport: its view, its module warmed after; else its module. */
export function approach(element: Element): void {
  const tag = element.localName;
  noted.push(element);
  const warm = () => warmUp(() => load(tag));
  const view = requested.has(tag) ? undefined : viewModuleOf(element);
  if (element.shadowRoot && !customElements.get(tag)) warm();
  // A view shown after its code failed to load is told so at once (`./view-fallback.ts`).
  else if (view)
    showViewModule(element, view).then(
      () => (failed.has(tag) ? load(tag) : warm()),
      () => load(tag),
    );
  else load(tag);
}
