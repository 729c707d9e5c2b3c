import buttonStyles from "../shared/button.css?inline";
import { defineElement } from "../shared/define-element";
import { dialogStyles } from "../shared/dialog";
import {
  ExitIntent,
  type ExitIntentCloseDetail,
  type ExitIntentElement,
  type ExitIntentOpenDetail,
  exitIntentMethods,
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
  }
  interface HTMLElementEventMap extends ExitIntentEventMap {}
  interface DocumentEventMap extends ExitIntentEventMap {}
  interface WindowEventMap extends ExitIntentEventMap {}
}

defineElement("exit-intent", ExitIntent, {
  props: { href: "string", disabled: "boolean", storageKey: "string", open: "boolean" },
  styles: [buttonStyles, dialogStyles, styles],
  methods: exitIntentMethods,
});
