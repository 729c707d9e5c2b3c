import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import type { LeadSubmitDetail } from "../shared/form/page-submission";
import { type LeadFormElement, LeadFormWidget } from "./lead-form";
import { leadFormOptions } from "./options";

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

defineElement("lead-form", LeadFormWidget, leadFormOptions);
