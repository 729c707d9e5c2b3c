import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { type DebtCalculatorElement, DebtCalculatorWidget } from "./debt-calculator";
import { debtCalculator } from "./declaration";
import { debtCalculatorOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "debt-calculator": DebtCalculatorElement;
  }
  /** Events of this element; they bubble out of it to the document and the window. */
  interface DebtCalculatorEventMap extends EventMapOf<typeof debtCalculator> {}
  interface HTMLElementEventMap extends DebtCalculatorEventMap {}
  interface DocumentEventMap extends DebtCalculatorEventMap {}
  interface WindowEventMap extends DebtCalculatorEventMap {}
}

defineElement(debtCalculator.tag, DebtCalculatorWidget, debtCalculatorOptions);
