import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import { buttonPrimitive } from "../shared/ui/button";
import { dialogPrimitive } from "../shared/ui/dialog";
import {
  type ExitIntentCloseDetail,
  type ExitIntentElement,
  type ExitIntentOpenDetail,
  ExitIntentWidget,
} from "./exit-intent";
import styles from "./exit-intent.css?inline";

declare global {
  interface HTMLElementTagNameMap {
    "exit-intent": ExitIntentElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface ExitIntentEventMap {
    "exit-intent-open": CustomEvent<ExitIntentOpenDetail>;
    "exit-intent-close": CustomEvent<ExitIntentCloseDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends ExitIntentEventMap {}
  interface DocumentEventMap extends ExitIntentEventMap {}
  interface WindowEventMap extends ExitIntentEventMap {}
}

defineElement("exit-intent", ExitIntentWidget, {
  props: { href: "string", disabled: "boolean", storageKey: "string" },
  openable: true,
  primitives: [buttonPrimitive, dialogPrimitive],
  styles: [styles],
});
