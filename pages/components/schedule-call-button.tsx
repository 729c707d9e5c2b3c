import type { ReactNode } from "react";

/** The call-to-action button to the page where a visitor books a call. */
export function ScheduleCallButton({ children }: { children: ReactNode }) {
  return (
    <a className="btn btn-cta" href="/schedule-call">
      {children}
    </a>
  );
}
