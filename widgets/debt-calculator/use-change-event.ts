import { useEffect, useRef } from "react";
import type { CalculatorResult, CalculatorState } from "../../src/calculator";
import { dispatch } from "../shared/element/events";

/** A burst of keystrokes ("10000") becomes one `calculator-change`, not five. */
export const CHANGE_EVENT_DELAY_MS = 250;

const cents = (n: number) => Math.round(n * 100) / 100;

/** Fires `calculator-change` after the visitor changes something, not on load. */
export function useChangeEvent(
  host: HTMLElement,
  state: CalculatorState,
  result: CalculatorResult,
): void {
  const initial = useRef(state);
  const latest = useRef({ state, result });
  latest.current = { state, result };
  useEffect(() => {
    if (state === initial.current) return;
    const timer = window.setTimeout(() => {
      const { state: s, result: r } = latest.current;
      dispatch(host, "calculator-change", {
        currentMonthly: cents(r.currentMonthly),
        refinancedMonthly: cents(r.refinancedMonthly),
        monthlySavings: cents(r.monthlySavings),
        annualSavings: cents(r.annualSavings),
        totalDebt: cents(r.totalDebt),
        refinanceRate: s.rate,
        debts: s.debts.map((d) => ({ ...d })),
      });
    }, CHANGE_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [host, state]);
}
