import { buttonPrimitive } from "../shared/button";
import { defineElement } from "../shared/define-element";
import type { WidgetErrorDetail } from "../shared/error-boundary";
import { fieldPrimitive } from "../shared/field";
import type { LeadSubmitDetail } from "../shared/page-submission";
import { selectPrimitive } from "../shared/select";
import { PreApprovalFormWidget } from "./preapproval-form";
import preApprovalFormCss from "./preapproval-form.css?inline";

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

defineElement("preapproval-form", PreApprovalFormWidget, {
  props: {
    apiBase: "string",
    leadSource: "string",
    privacyHref: "string",
    heading: "string",
  },
  primitives: [buttonPrimitive, selectPrimitive, fieldPrimitive],
  styles: [preApprovalFormCss],
});
