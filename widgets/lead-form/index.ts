import { buttonPrimitive } from "../shared/button";
import { defineElement } from "../shared/define-element";
import { dialogPrimitive } from "../shared/dialog";
import type { WidgetErrorDetail } from "../shared/error-boundary";
import { selectPrimitive } from "../shared/select";
import { toasterPrimitive } from "../shared/toaster";
import { type LeadFormElement, LeadFormWidget, type LeadSubmitDetail } from "./lead-form";
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
  primitives: [buttonPrimitive, selectPrimitive, dialogPrimitive, toasterPrimitive],
  styles: [styles],
});
