import { debtLeadFormPrimitives } from "../shared/debt-lead-form-primitives";
import { defineElement } from "../shared/define-element";
import { dialogPrimitive } from "../shared/dialog";
import type { WidgetErrorDetail } from "../shared/error-boundary";
import { sliderPrimitive } from "../shared/slider";
import {
  type CalculatorChangeDetail,
  DebtCalculator,
  type DebtCalculatorElement,
} from "./debt-calculator";
import { calculatorStyles } from "./styles";

declare global {
  interface HTMLElementTagNameMap {
    "debt-calculator": DebtCalculatorElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface DebtCalculatorEventMap {
    "calculator-change": CustomEvent<CalculatorChangeDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends DebtCalculatorEventMap {}
  interface DocumentEventMap extends DebtCalculatorEventMap {}
  interface WindowEventMap extends DebtCalculatorEventMap {}
}

// The calculator's dialog holds the debt lead form, so it declares the form's primitives too.
defineElement("debt-calculator", DebtCalculator, {
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
});
