import baseCss from "../shared/element/base.css?inline&own";
import type { Stylesheet } from "../shared/element/stylesheet";
import buttonCss from "../shared/ui/button-core.css?inline&own";
import dialogCss from "../shared/ui/dialog.css?inline&own";
import styles from "./exit-intent.css?inline";

/** The popup's whole stylesheet, adopted by every instance. */
export const exitIntentStyles: Stylesheet = {
  css: [baseCss, buttonCss, dialogCss, styles].join("\n"),
};
