export { headroomAxisMax, roundAxisMax } from "./axis";
export {
  type CalculatorResult,
  type ChartPoint,
  CURRENT_TERM_MONTHS,
  calculate,
  countsTowardsTotals,
  debtMonthlyPayment,
  monthlyPayment,
  REFINANCE_TERM_MONTHS,
} from "./calculate";
export {
  type CalculatorState,
  type DebtEntry,
  initialCalculatorState,
  newDebt,
  nextDebtId,
  withType,
} from "./debts";
export {
  type CurrencyFormat,
  displayNumber,
  formatCurrency,
  isDecimalDraft,
  parseDecimal,
} from "./input";
export { calculatorLeadInputs } from "./lead-inputs";
export { decodeCalculatorState, encodeCalculatorState } from "./share";
export { clampToStep, refinanceRateSlider } from "./slider";
