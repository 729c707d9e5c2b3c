import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { leadForm } from "./declaration";
import { type LeadFormElement, LeadFormWidget } from "./lead-form";
import { leadFormOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "lead-form": LeadFormElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface LeadFormEventMap extends EventMapOf<typeof leadForm> {}
  interface HTMLElementEventMap extends LeadFormEventMap {}
  interface DocumentEventMap extends LeadFormEventMap {}
  interface WindowEventMap extends LeadFormEventMap {}
}

defineElement(leadForm.tag, LeadFormWidget, leadFormOptions);
