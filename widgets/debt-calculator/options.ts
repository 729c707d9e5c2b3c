import { debtLeadFormPrimitives } from "../lead-form/debt-lead-form-primitives";
import { type AttributeProps, kindsOf } from "../shared/element/declaration";
import type { DefineElementOptions } from "../shared/element/define-element";
import { dialogPrimitive } from "../shared/ui/dialog";
import { sliderPrimitive } from "../shared/ui/slider";
import { debtCalculator } from "./declaration";
import { calculatorStyles } from "./styles";

/** The element's attributes as properties. */
export type DebtCalculatorProps = AttributeProps<typeof debtCalculator>;

/**
 * How `<debt-calculator>` is defined; the element and the page pre-renderer both read it. The
 * calculator's dialog holds the debt lead form, so it declares the form's primitives too.
 */
export const debtCalculatorOptions: DefineElementOptions<DebtCalculatorProps> = {
  props: kindsOf(debtCalculator.attributes),
  primitives: [...debtLeadFormPrimitives, dialogPrimitive, sliderPrimitive],
  styles: calculatorStyles,
};
