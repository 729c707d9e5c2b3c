import { kindsOf } from "../shared/element/declaration";
import type { DefineElementOptions } from "../shared/element/define-element";
import { formLayoutPrimitive } from "../shared/form/form-layout";
import { buttonPrimitive } from "../shared/ui/button";
import { fieldPrimitive } from "../shared/ui/field";
import { selectPrimitive } from "../shared/ui/select";
import { preApprovalForm } from "./declaration";
import type { PreApprovalFormElementProps } from "./preapproval-form";

/** How `<preapproval-form>` is defined; the element and the first-view pre-renderer both read it. */
export const preApprovalFormOptions: DefineElementOptions<PreApprovalFormElementProps> = {
  props: kindsOf(preApprovalForm.attributes),
  primitives: [buttonPrimitive, selectPrimitive, fieldPrimitive, formLayoutPrimitive],
};
