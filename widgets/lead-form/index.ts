import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { leadForm } from "./declaration";
import { type LeadFormElement, LeadFormWidget } from "./lead-form";
import { leadFormOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "lead-form": LeadFormElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof leadForm> {}
}

defineElement(leadForm.tag, LeadFormWidget, leadFormOptions);
