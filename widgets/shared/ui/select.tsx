import type { SelectHTMLAttributes } from "react";
import type { Primitive } from "./primitive";
import selectCss from "./select.css?inline";

/** Declare in defineElement's `primitives` in every widget that renders a Select. */
export const selectPrimitive: Primitive = { name: "select", css: selectCss };

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown, greyed, while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
  invalid?: boolean;
}

/**
 * A styled native `<select>`. Native on purpose: phones open their own picker (the visitors of a
 * lead-gen page are mostly on phones), keyboard and screen-reader support come for free, it costs
 * no script, and it stays usable inside a modal `<dialog>` where a listbox portalled into the
 * shadow root would render below the dialog's top layer.
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  invalid = false,
  className,
  ...rest
}: SelectProps) {
  return (
    <div
      className={className ? `select ${className}` : "select"}
      data-placeholder={value === "" ? "" : undefined}
    >
      <select
        {...rest}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="select-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </div>
  );
}
