import { useEffect, useRef, useState } from "react";
import type { CalculatorState } from "../../src/calculator";
import { CHANGE_EVENT_DELAY_MS } from "./use-change-event";

interface SavingsAnnouncementProps {
  state: CalculatorState;
  /** What to read out for the current figures. */
  message: string;
}

/**
 * A polite live region that reads the new monthly saving once the visitor pauses (as
 * `calculator-change` fires), so a screen reader is not interrupted on every keystroke. Empty
 * until something changes: the starting figures are on the page already.
 */
export function SavingsAnnouncement({ state, message }: SavingsAnnouncementProps) {
  const initial = useRef(state);
  const latest = useRef(message);
  latest.current = message;
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (state === initial.current) return;
    const timer = window.setTimeout(() => setSaid(latest.current), CHANGE_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}
