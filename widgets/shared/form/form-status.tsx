import type { Ref } from "react";

/** A form's outcome in its own words: a title and, perhaps, a line under it. */
export interface StatusMessage {
  title: string;
  description?: string | undefined;
}

interface FormStatusProps extends StatusMessage {
  variant: "success" | "error";
  ref?: Ref<HTMLElement>;
}

/**
 * A form's outcome said in place: the thanks once a lead is stored, or the server asking to wait.
 * It takes the focus (`tabindex="-1"`) so a keyboard or screen-reader visitor lands on it; a
 * success is announced politely, a wait at once.
 */
export function FormStatus({ variant, title, description, ref }: FormStatusProps) {
  return (
    <p
      ref={ref as Ref<HTMLParagraphElement>}
      className="ebw-form-status"
      data-variant={variant}
      role={variant === "success" ? "status" : "alert"}
      aria-live={variant === "success" ? "polite" : "assertive"}
      tabIndex={-1}
      part={variant === "success" ? "success" : "rate-limit"}
    >
      <strong>{title}</strong>
      {description ? ` ${description}` : null}
    </p>
  );
}
