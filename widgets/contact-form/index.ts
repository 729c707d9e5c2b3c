import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { ContactFormWidget } from "./contact-form";
import { contactForm } from "./declaration";
import { contactFormOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "contact-form": HTMLElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof contactForm> {}
}

defineElement(contactForm.tag, ContactFormWidget, contactFormOptions);
