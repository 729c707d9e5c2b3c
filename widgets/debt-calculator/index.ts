import leadFormStyles from "../lead-form/lead-form.css?inline";
import { buttonPrimitive } from "../shared/button";
import { defineElement } from "../shared/define-element";
import { dialogPrimitive } from "../shared/dialog";
import type { WidgetErrorDetail } from "../shared/error-boundary";
import { selectPrimitive } from "../shared/select";
import { sliderPrimitive } from "../shared/slider";
import { toasterPrimitive } from "../shared/toaster";
import {
  type CalculatorChangeDetail,
  DebtCalculator,
  type DebtCalculatorElement,
} from "./debt-calculator";
import styles from "./debt-calculator.css?inline";

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

// The calculator's dialog holds the lead form, so it also takes the form's own stylesheet.
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
  primitives: [
    buttonPrimitive,
    selectPrimitive,
    dialogPrimitive,
    toasterPrimitive,
    sliderPrimitive,
  ],
  styles: [leadFormStyles, styles],
});
