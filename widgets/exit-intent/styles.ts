import baseCss from "../shared/element/base.css?inline&own";
import buttonCss from "../shared/ui/button-core.css?inline&own";
import dialogCss from "../shared/ui/dialog.css?inline&own";
import styles from "./exit-intent.css?inline";

// One constructed stylesheet for every instance, built by the first: a page's
// Content-Security-Policy allows it without 'unsafe-inline' (a <style> would need it).
let sheet: CSSStyleSheet | undefined;
export function adoptStyles(root: ShadowRoot): void {
  const css = [baseCss, buttonCss, dialogCss, styles].join("\n");
  if (typeof CSSStyleSheet !== "undefined" && "replaceSync" in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement("style");
    style.textContent = css;
    root.prepend(style);
  }
}
