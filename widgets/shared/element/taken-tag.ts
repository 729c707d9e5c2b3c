import { dispatch } from "./events";

/** Marks the element classes this project defines, whichever copy or version of a script did. */
const OURS = Symbol.for("ebw.element");

/** Marks `element` as one of ours. */
export function markOurs(element: CustomElementConstructor): void {
  Object.defineProperty(element, OURS, { value: true });
}

/**
 * Whether `tag` is free for our element: a definition of ours (a script pasted twice) is fine
 * and quiet. Another script's definition of the same tag leaves our widget nowhere to run: the
 * console says which tag, and each such element on the page fires `widget-error`, so the page
 * can show its alternative, instead of an element that silently stays someone else's.
 */
export function tagIsOurs(tag: string, existing: CustomElementConstructor): boolean {
  if (OURS in existing) return true;
  const message =
    `<${tag}> is already defined by another script on this page, so this widget cannot run ` +
    "there: remove that script's definition, or use our widget on a page without it.";
  console.error(message);
  for (const element of document.querySelectorAll(tag)) {
    dispatch(element, "widget-error", { tag, message });
  }
  return false;
}
