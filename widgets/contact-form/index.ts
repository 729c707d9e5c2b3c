import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import { formLayoutPrimitive } from "../shared/form/form-layout";
import type { LeadSubmitDetail } from "../shared/form/page-submission";
import { buttonPrimitive } from "../shared/ui/button";
import { fieldPrimitive } from "../shared/ui/field";
import { ContactFormWidget } from "./contact-form";
import contactFormCss from "./contact-form.css?inline";

declare global {
  interface HTMLElementTagNameMap {
    "contact-form": HTMLElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface ContactFormEventMap {
    "lead-submit": CustomEvent<LeadSubmitDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends ContactFormEventMap {}
  interface DocumentEventMap extends ContactFormEventMap {}
  interface WindowEventMap extends ContactFormEventMap {}
}

defineElement("contact-form", ContactFormWidget, {
  props: {
    apiBase: "string",
    leadSource: "string",
    privacyHref: "string",
    heading: "string",
  },
  primitives: [buttonPrimitive, fieldPrimitive, formLayoutPrimitive],
  styles: [contactFormCss],
});
