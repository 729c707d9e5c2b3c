import type { ReactNode } from "react";
import { ScheduleCallButton } from "./schedule-call-button";

interface ClosingCallProps {
  /** Id of the heading, which also names the section. */
  id: string;
  heading: ReactNode;
  text: ReactNode;
  /** The buttons or links that close the page. */
  children: ReactNode;
}

/** The call to action that closes a page: heading, a line of text, and its buttons. */
export function ClosingCall({ id, heading, text, children }: ClosingCallProps) {
  return (
    <section className="section closing-cta" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <p>{text}</p>
        {children}
      </div>
    </section>
  );
}

/** A closing call whose one button books a call. */
export function ScheduleCallClosing({
  id,
  copy,
}: {
  id: string;
  copy: { heading: ReactNode; text: ReactNode; button: ReactNode };
}) {
  return (
    <ClosingCall id={id} heading={copy.heading} text={copy.text}>
      <ScheduleCallButton>{copy.button}</ScheduleCallButton>
    </ClosingCall>
  );
}
