import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import type { LeadSubmitDetail } from "../shared/form/page-submission";
import { ContactFormWidget } from "./contact-form";
import { contactFormOptions } from "./options";

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

defineElement("contact-form", ContactFormWidget, contactFormOptions);
