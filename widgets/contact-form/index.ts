import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { ContactFormWidget } from "./contact-form";
import { contactForm } from "./declaration";
import { contactFormOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "contact-form": HTMLElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface ContactFormEventMap extends EventMapOf<typeof contactForm> {}
  interface HTMLElementEventMap extends ContactFormEventMap {}
  interface DocumentEventMap extends ContactFormEventMap {}
  interface WindowEventMap extends ContactFormEventMap {}
}

defineElement(contactForm.tag, ContactFormWidget, contactFormOptions);
