import type { ReactNode } from "react";

interface LeadFormButtonProps {
  /** Its words, or an experiment's arms of them (`ExperimentArms`). */
  label: ReactNode;
  /** "mobile": the fixed full-width button shown only under 768 px. */
  placement?: "section" | "mobile";
}

/** Opens the page's modal `<lead-form>`, which listens for clicks on `data-open-lead-form`. */
export function LeadFormButton({ label, placement = "section" }: LeadFormButtonProps) {
  if (placement === "mobile") {
    return (
      <button
        type="button"
        className="btn btn-cta mobile-cta"
        data-open-lead-form=""
        data-mobile-cta=""
      >
        {label}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-cta btn-bounce" data-open-lead-form="">
      {label}
    </button>
  );
}
