import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { ErrorLine, StatusLine } from "../app/use-request";

interface SettingsSectionProps<T> {
  heading: string;
  /** A line under the heading. */
  hint?: string;
  /** What the section holds, listed; nothing while it loads. */
  items: T[] | undefined;
  /** One item's content in its list entry. */
  item: (entry: T) => ReactNode;
  /** What follows the list: its forms and buttons. */
  children?: ReactNode;
  /** What the last action said, and what went wrong. */
  status?: string | null;
  error: string | null;
}

/** One section of the settings: its heading, its list, its forms, then what the last action said. */
export function SettingsSection<T extends { id: string }>({
  heading,
  hint,
  items,
  item,
  children,
  status = null,
  error,
}: SettingsSectionProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {hint ? <p className="desk-auth__hint">{hint}</p> : null}
      <ul className="desk-auth__list">
        {items?.map((entry) => (
          <li key={entry.id} className="desk-auth__item">
            {item(entry)}
          </li>
        ))}
      </ul>
      {children}
      <StatusLine status={status} className="desk-auth__status" />
      <ErrorLine error={error} className="desk-auth__error" />
    </section>
  );
}

/** A list entry's name, and a line of what is known about it under it. */
export function ItemText({ name, about }: { name: ReactNode; about: ReactNode }) {
  return (
    <div>
      <p>{name}</p>
      <p className="desk-auth__meta">{about}</p>
    </div>
  );
}

interface OneFieldFormProps {
  label: string;
  /** The field's attributes: its value, how it changes, what it requires. */
  field: InputHTMLAttributes<HTMLInputElement>;
  button: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** A form of one field: its label, then the field and its button on one row. */
export function OneFieldForm({ label, field, button, busy, onSubmit }: OneFieldFormProps) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="desk-auth__form">
      <label htmlFor={id}>{label}</label>
      <div className="desk-auth__row">
        <input id={id} {...field} />
        <button type="submit" className="desk-auth__primary" disabled={busy}>
          {button}
        </button>
      </div>
    </form>
  );
}
