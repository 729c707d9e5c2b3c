/**
 * The one way every element, React-backed or plain, and every part loaded later (the chat's
 * panel, the toaster) puts its CSS into a shadow root: a constructed stylesheet, built once by
 * the first root that wants it and adopted by every other. A page's Content-Security-Policy
 * allows an adopted sheet without 'unsafe-inline', which a <style> would need; where a browser
 * cannot adopt sheets, the CSS goes in a <style> instead.
 *
 * Functions rather than an object's methods, so that an entry carries only those it calls: the
 * plain elements each carry their own copy of this file (`vite.config.ts`), to load no chunk.
 */

/** Some CSS, and its constructed sheet once a root has adopted it: `{ css }` to begin with. */
export interface Stylesheet {
  readonly css: string;
  sheet?: CSSStyleSheet;
}

/**
 * Whether this browser adopts constructed sheets (otherwise the CSS needs a <style>): every
 * browser shipped `replaceSync` together with `adoptedStyleSheets`.
 */
export const adoptsSheets =
  typeof CSSStyleSheet !== "undefined" && "replaceSync" in CSSStyleSheet.prototype;

/** Adds the sheet to `root` (adopting one sheet twice is harmless), where sheets are adopted. */
export function adoptInto(root: ShadowRoot | Document, styles: Stylesheet): void {
  if (!adoptsSheets) return;
  // biome-ignore lint/suspicious/noAssignInExpressions: the shortest form; the popup's code is held to a byte budget
  if (!styles.sheet) (styles.sheet = new CSSStyleSheet()).replaceSync(styles.css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.sheet];
}

/** Adds the sheet to `root`, or where sheets are not adopted puts a <style> first in it. */
export function styleInto(root: ShadowRoot, styles: Stylesheet): void {
  if (adoptsSheets) adoptInto(root, styles);
  else root.prepend(Object.assign(document.createElement("style"), { textContent: styles.css }));
}
