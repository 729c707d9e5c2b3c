import { defineElement } from "../shared/element/define-element";
import type { WidgetErrorDetail } from "../shared/element/error-boundary";
import type { LeadSubmitDetail } from "../shared/form/page-submission";
import {
  type CalculatorChangeDetail,
  type DebtCalculatorElement,
  DebtCalculatorWidget,
} from "./debt-calculator";
import { debtCalculatorOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "debt-calculator": DebtCalculatorElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface DebtCalculatorEventMap {
    "calculator-change": CustomEvent<CalculatorChangeDetail>;
    "lead-submit": CustomEvent<LeadSubmitDetail>;
    "widget-error": CustomEvent<WidgetErrorDetail>;
  }
  interface HTMLElementEventMap extends DebtCalculatorEventMap {}
  interface DocumentEventMap extends DebtCalculatorEventMap {}
  interface WindowEventMap extends DebtCalculatorEventMap {}
}

defineElement("debt-calculator", DebtCalculatorWidget, debtCalculatorOptions);
