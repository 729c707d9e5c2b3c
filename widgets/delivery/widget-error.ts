/**
 * Tells the page that a widget's code could not be loaded (or threw as it ran): `widget-error`
 * on each element of `tag`, so the page can show its alternative at once, and the console says
 * which. The loader (`./loading.ts`) and the standalone scripts (`./standalone-prelude.ts`) both.
 */
export function reportFailure(tag: string, error: unknown): void {
  console.error(`Widget <${tag}> failed to load`, error);
  const detail = { tag, message: String(error) };
  for (const element of document.querySelectorAll(tag)) {
    element.dispatchEvent(
      new CustomEvent("widget-error", { detail, bubbles: true, composed: true }),
    );
  }
}
