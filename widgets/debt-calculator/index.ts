import { leadFormStyles } from "../lead-form/lead-form";
import { defineElement } from "../shared/define-element";
import sliderStyles from "../shared/slider.css?inline";
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
  }
  interface HTMLElementEventMap extends DebtCalculatorEventMap {}
  interface DocumentEventMap extends DebtCalculatorEventMap {}
  interface WindowEventMap extends DebtCalculatorEventMap {}
}

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
  styles: [...leadFormStyles, sliderStyles, ...calculatorStyles],
});
