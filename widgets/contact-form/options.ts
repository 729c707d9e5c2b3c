import { kindsOf } from "../shared/element/declaration";
import type { DefineElementOptions } from "../shared/element/define-element";
import { formLayoutPrimitive } from "../shared/form/form-layout";
import { buttonPrimitive } from "../shared/ui/button";
import { fieldPrimitive } from "../shared/ui/field";
import type { ContactFormElementProps } from "./contact-form";
import contactFormCss from "./contact-form.css?inline";
import { contactForm } from "./declaration";

/** How `<contact-form>` is defined; the element and the first-view pre-renderer both read it. */
export const contactFormOptions: DefineElementOptions<ContactFormElementProps> = {
  props: kindsOf(contactForm.attributes),
  primitives: [buttonPrimitive, fieldPrimitive, formLayoutPrimitive],
  styles: [contactFormCss],
};
