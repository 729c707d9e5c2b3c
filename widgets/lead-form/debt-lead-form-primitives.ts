import { formLayoutPrimitive } from "../shared/form/form-layout";
import { buttonPrimitive } from "../shared/ui/button";
import { fieldPrimitive } from "../shared/ui/field";
import type { Primitive } from "../shared/ui/primitive";
import { selectPrimitive } from "../shared/ui/select";
import debtLeadFormCss from "./debt-lead-form.css?inline";

/**
 * Every primitive the debt lead form renders, with its own stylesheet; a widget embedding the
 * form declares them. Kept apart from the form, so a widget that loads the form on demand does
 * not load it with its stylesheets. (The toaster brings its own, as it comes later still.)
 */
export const debtLeadFormPrimitives: readonly Primitive[] = [
  buttonPrimitive,
  selectPrimitive,
  fieldPrimitive,
  formLayoutPrimitive,
  { name: "debt-lead-form", css: debtLeadFormCss },
];
