import type { ReactNode } from "react";
import { ScheduleCallButton } from "./schedule-call-button";

type Look = "closing" | "closing-band" | "panel" | "tinted-panel";

/** Where the call stands and how it looks: the classes of its section and of its card, if any. */
const looks: Record<Look, { section: string; card?: string }> = {
  /** Closes a page: a band in a navy gradient. */
  closing: { section: "section closing-cta" },
  /** Closes a page: a band in flat navy. */
  "closing-band": { section: "section closing-band" },
  /** Inside a page: a card of its own, centred. */
  panel: { section: "section", card: "card cta-panel" },
  /** The same, on a tinted section. */
  "tinted-panel": { section: "section section-tinted", card: "card cta-panel" },
};

interface CallToActionProps {
  /** Id of the heading, which also names the section. */
  id: string;
  /** Its heading and the line of text under it. */
  copy: { heading: ReactNode; text: ReactNode };
  look?: Look;
  /** The buttons or links under the text. */
  children?: ReactNode;
}

/** A call to action: heading, a line of text, and its buttons. */
export function CallToAction({ id, copy, look = "closing", children }: CallToActionProps) {
  const { section, card } = looks[look];
  const call = (
    <>
      <h2 id={id}>{copy.heading}</h2>
      <p>{copy.text}</p>
      {children}
    </>
  );
  return (
    <section className={section} aria-labelledby={id}>
      <div className="container">{card ? <div className={card}>{call}</div> : call}</div>
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
    <CallToAction id={id} copy={copy}>
      <ScheduleCallButton>{copy.button}</ScheduleCallButton>
    </CallToAction>
  );
}
