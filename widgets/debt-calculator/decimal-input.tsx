import { type InputHTMLAttributes, type KeyboardEvent, useState } from "react";
import { displayNumber, isDecimalDraft, parseDecimal } from "../../src/calculator";

export interface DecimalInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "step"> {
  value: number;
  onValueChange: (value: number) => void;
  /** Arrow Up / Down move the value by this much; none when absent. */
  step?: number;
  /** Text shown before the input, e.g. "$". */
  prefix?: string;
  /** Text shown after the input, e.g. "%". */
  suffix?: string;
}

function centsOf(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * An amount or rate box. A text input (decimal keypad on phones) rather than type="number", so
 * what the visitor types stays on screen while they type it ("12." or "$1,0"), every keystroke
 * still updates the figures at once, and the box tidies itself to the parsed value (empty for 0)
 * when it loses focus. A keystroke or paste that no number starts with ("abc") is refused: the
 * box keeps what it showed, so it never shows what the figures count as 0.
 */
export function DecimalInput({
  value,
  onValueChange,
  step,
  prefix,
  suffix,
  disabled,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: DecimalInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? displayNumber(value);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || step === undefined) return;
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const next = Math.max(0, centsOf(value + direction * step));
    setDraft(null);
    onValueChange(next);
  }

  return (
    <div
      className={className ? `dc-input ${className}` : "dc-input"}
      data-disabled={disabled ? "" : undefined}
    >
      {prefix ? (
        <span className="dc-input__affix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={shown}
        onChange={(event) => {
          const text = event.currentTarget.value;
          // Not setting the draft refuses the change: React puts back what the box showed.
          if (!isDecimalDraft(text)) return;
          setDraft(text);
          onValueChange(parseDecimal(text));
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      {suffix ? (
        <span className="dc-input__affix" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
