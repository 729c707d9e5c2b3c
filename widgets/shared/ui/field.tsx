import { type InputHTMLAttributes, useId } from "react";
import fieldCss from "./field.css?inline";
import type { Primitive } from "./primitive";
import { Select, type SelectOption } from "./select";

/** `Field`'s stylesheet; a widget rendering a select field also declares `selectPrimitive`. */
export const fieldPrimitive: Primitive = { name: "field", css: fieldCss };

interface FieldBase {
  /** The control's `name`, also what the form's values and messages are keyed by. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string | undefined;
  /** Marked with an asterisk after the label and `aria-required` on the control. */
  required?: boolean | undefined;
}

/** A text-like input. */
interface InputField extends FieldBase {
  options?: undefined;
  multiline?: undefined;
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** Free text over several lines. */
interface TextAreaField extends FieldBase {
  options?: undefined;
  multiline: true;
  rows?: number;
}

/** A choice from a list, on the native select (see `select.tsx` for why native). */
interface SelectField extends FieldBase {
  multiline?: undefined;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
}

export type FieldProps = InputField | TextAreaField | SelectField;

/**
 * One form field, the same in every widget: a visible label tied to its control, and the field's
 * message tied to it by `aria-describedby` with `aria-invalid` set, so a screen reader reads the
 * message when the field is focused. The message carries `part="error"` for host pages to style.
 * A required field shows an asterisk (hidden from screen readers, which hear `aria-required`).
 */
export function Field(props: FieldProps) {
  const id = `${useId()}-${props.name}`;
  const errorId = props.error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: props.name,
    "aria-describedby": errorId,
    "aria-required": props.required ? true : undefined,
  };

  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? (
          <span className="field-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {props.options ? (
        <Select
          {...shared}
          value={props.value}
          onValueChange={props.onValueChange}
          options={props.options}
          placeholder={props.placeholder}
          invalid={Boolean(errorId)}
        />
      ) : props.multiline ? (
        <textarea
          {...shared}
          rows={props.rows ?? 4}
          value={props.value}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => props.onValueChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...shared}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          disabled={props.disabled}
          value={props.value}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => props.onValueChange(event.currentTarget.value)}
        />
      )}
      {errorId ? (
        <p id={errorId} className="field-error" part="error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
