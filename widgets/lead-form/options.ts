import { kindsOf } from "../shared/element/declaration";
import type { DefineElementOptions } from "../shared/element/define-element";
import { dialogPrimitive } from "../shared/ui/dialog";
import { debtLeadFormPrimitives } from "./debt-lead-form-primitives";
import { leadForm } from "./declaration";
import type { LeadFormElementProps } from "./lead-form";
import styles from "./lead-form.css?inline";

/** How `<lead-form>` is defined; the element and the page pre-renderer both read it. */
export const leadFormOptions: DefineElementOptions<LeadFormElementProps> = {
  props: kindsOf(leadForm.attributes),
  openable: true,
  primitives: [...debtLeadFormPrimitives, dialogPrimitive],
  styles: [styles],
};
