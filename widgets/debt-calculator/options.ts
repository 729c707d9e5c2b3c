import { debtLeadFormPrimitives } from "../lead-form/debt-lead-form-primitives";
import type { DefineElementOptions } from "../shared/element/define-element";
import { dialogPrimitive } from "../shared/ui/dialog";
import { sliderPrimitive } from "../shared/ui/slider";
import { calculatorStyles } from "./styles";

/** The element's attributes as properties (documented on `DebtCalculatorWidget`). */
export interface DebtCalculatorProps {
  variant?: string;
  rate?: number;
  apiBase?: string;
  redirect?: string;
  leadSource?: string;
  privacyHref?: string;
  currency?: string;
  locale?: string;
}

/**
 * How `<debt-calculator>` is defined; the element and the page pre-renderer both read it. The
 * calculator's dialog holds the debt lead form, so it declares the form's primitives too.
 */
export const debtCalculatorOptions: DefineElementOptions<DebtCalculatorProps> = {
  props: {
    variant: "string",
    rate: "number",
    apiBase: "string",
    redirect: "string",
    leadSource: "string",
    privacyHref: "string",
    currency: "string",
    locale: "string",
  },
  primitives: [...debtLeadFormPrimitives, dialogPrimitive, sliderPrimitive],
  styles: calculatorStyles,
};
