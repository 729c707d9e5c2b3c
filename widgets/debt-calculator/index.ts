import type { EventMapOf } from "../shared/element/declaration";
import { defineElement } from "../shared/element/define-element";
import { type DebtCalculatorElement, DebtCalculatorWidget } from "./debt-calculator";
import { debtCalculator } from "./declaration";
import { debtCalculatorOptions } from "./options";

declare global {
  interface HTMLElementTagNameMap {
    "debt-calculator": DebtCalculatorElement;
  }
  interface WidgetEventMap extends EventMapOf<typeof debtCalculator> {}
}

defineElement(debtCalculator.tag, DebtCalculatorWidget, debtCalculatorOptions);
