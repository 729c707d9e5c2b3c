import type { Primitive } from "../ui/primitive";
import formLayoutCss from "./form-layout.css?inline";

/**
 * The stylesheet every lead form shares (`form-layout.css`); kept apart from the form's code, so
 * a widget that loads a form on demand can declare it without loading the form.
 */
export const formLayoutPrimitive: Primitive = { name: "form-layout", css: formLayoutCss };
