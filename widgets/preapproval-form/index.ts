import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import type { LeadSubmitDetail } from "../shared/form/page-submission";
import { preApprovalFormOptions } from "./options";
import { PreApprovalFormWidget } from "./preapproval-form";

declare global {
  interface HTMLElementTagNameMap {
    "preapproval-form": HTMLElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface PreApprovalFormEventMap {
    "lead-submit": CustomEvent<LeadSubmitDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends PreApprovalFormEventMap {}
  interface DocumentEventMap extends PreApprovalFormEventMap {}
  interface WindowEventMap extends PreApprovalFormEventMap {}
}

defineElement("preapproval-form", PreApprovalFormWidget, preApprovalFormOptions);
