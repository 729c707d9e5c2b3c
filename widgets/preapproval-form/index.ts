import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { preApprovalForm } from "./declaration";
import { preApprovalFormOptions } from "./options";
import { PreApprovalFormWidget } from "./preapproval-form";

declare global {
  interface HTMLElementTagNameMap {
    "preapproval-form": HTMLElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface PreApprovalFormEventMap extends EventMapOf<typeof preApprovalForm> {}
  interface HTMLElementEventMap extends PreApprovalFormEventMap {}
  interface DocumentEventMap extends PreApprovalFormEventMap {}
  interface WindowEventMap extends PreApprovalFormEventMap {}
}

defineElement(preApprovalForm.tag, PreApprovalFormWidget, preApprovalFormOptions);
