import { debtLeadFormPrimitives } from "../shared/debt-lead-form-primitives";
import { defineElement } from "../shared/define-element";
import { dialogPrimitive } from "../shared/dialog";
import type { WidgetErrorDetail } from "../shared/error-boundary";
import type { LeadSubmitDetail } from "../shared/use-submission";
import { type LeadFormElement, LeadFormWidget } from "./lead-form";
import styles from "./lead-form.css?inline";

declare global {
  interface HTMLElementTagNameMap {
    "lead-form": LeadFormElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface LeadFormEventMap {
    "lead-submit": CustomEvent<LeadSubmitDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends LeadFormEventMap {}
  interface DocumentEventMap extends LeadFormEventMap {}
  interface WindowEventMap extends LeadFormEventMap {}
}

defineElement("lead-form", LeadFormWidget, {
  props: {
    mode: "string",
    apiBase: "string",
    redirect: "string",
    leadSource: "string",
    privacyHref: "string",
    heading: "string",
  },
  openable: true,
  primitives: [...debtLeadFormPrimitives, dialogPrimitive],
  styles: [styles],
});
