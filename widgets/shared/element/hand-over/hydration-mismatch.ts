import { dispatch } from "../events";
import { carryEdits, carryFocus } from "./replay-edits";

/**
 * What to do when the view in `root` (a pre-rendered root, or the loader's view module)
 * turns out not to match the widget's first render: React then renders the widget afresh, but
 * into a shadow root it does not empty, so the view would stay beside it, a second form that
 * takes what is typed and sends nothing. The answer, given to `hydrateRoot` as its
 * `onRecoverableError`: once React has rendered afresh, the view goes, what the visitor typed
 * there and where the focus was move to the widget, and the page hears of it (`widget-error`,
 * and a warning naming the element in the console).
 */
export function onHydrationMismatch(root: ShadowRoot): (error: unknown) => void {
  const view = new Set(root.childNodes);
  return (error) => {
    const now = [...root.childNodes];
    const stale = now.filter((node) => view.has(node));
    const rendered = now.some((node) => !view.has(node));
    const tag = root.host.localName;
    if (!rendered || stale.length === 0) {
      // React kept the view (it recovered inside it): nothing stands twice.
      console.warn(`<${tag}> recovered from an error while taking over its view`, error);
      return;
    }
    const refocus = carryFocus(root, stale);
    for (const node of stale) node.remove();
    carryEdits(stale, root);
    refocus(root);
    const message =
      `<${tag}>'s first view did not match what its code renders, so the widget was rendered ` +
      `afresh in its place (what was typed there is kept): ${String((error as Error)?.message ?? error)}`;
    console.warn(message);
    dispatch(root.host, "widget-error", { tag, message });
  };
}
