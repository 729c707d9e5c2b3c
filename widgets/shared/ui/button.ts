import buttonCss from "./button.css?inline";
import type { Primitive } from "./primitive";

/** `.ebw-button` with `data-variant`, `data-size` and `data-block`; no component of its own. */
export const buttonPrimitive: Primitive = { name: "button", css: buttonCss };
