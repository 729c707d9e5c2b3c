/**
 * One constructed stylesheet per element class (the shared reset, the declared primitives' CSS,
 * the widget's own), adopted by every instance; where constructable stylesheets are unsupported
 * the frame renders the CSS in a <style> instead.
 */
export interface ElementStyles {
  /** Whether instances adopt the constructed sheet (otherwise `inline` is rendered). */
  readonly adopted: boolean;
  /** The CSS for a <style> in the frame, or `null` when the sheet is adopted. */
  readonly inline: string | null;
  /** Adds the class's sheet to a shadow root; does nothing where sheets are not adopted. */
  adoptInto(root: ShadowRoot): void;
}

const supportsAdoptedSheets = (): boolean =>
  typeof ShadowRoot !== "undefined" &&
  "adoptedStyleSheets" in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== "undefined" &&
  "replaceSync" in CSSStyleSheet.prototype;

export function elementStyles(css: string): ElementStyles {
  const adopted = supportsAdoptedSheets();
  // Built by the first instance, so a class never rendered costs no sheet.
  let sheet: CSSStyleSheet | undefined;
  return {
    adopted,
    inline: adopted ? null : css,
    adoptInto(root) {
      if (!adopted) return;
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  };
}
