/**
 * What a visitor gets where a widget cannot run: the broker's phone number and e-mail address,
 * framed by one of the lead-ins below. Rendered by the pages (`NoScriptCall`) and by every
 * widget's error boundary, so the two cannot drift apart.
 */
export const widgetFallback = {
  /** Without JavaScript, e.g. "The debt calculator needs JavaScript." */
  noScript: (what: string): string => `${what} needs JavaScript.`,
  /** When the widget's code did not load or stopped working. */
  unavailable: (what: string): string => `${what} could not be shown right now.`,
  /** Names the widget when the caller has no better name for it. */
  genericName: "This part of the page",
  call: "Call",
  email: "or e-mail",
  closing: "and we will work it out with you.",
  /**
   * On a first view whose code could not load (blocked, or the connection dropped): its form is
   * still sent, without leaving the page (`widgets/delivery/view-fallback.ts`).
   */
  firstView: {
    form: "Part of this form could not load, but you can still send it. Or call",
    other: "Part of this tool could not load. Call",
    retry: "Try again",
    sending: "Sending...",
    /** When the form could not be sent either: the way to reach the broker instead. */
    notSent: "Your details could not be sent just now. Please try again, or call",
  },
} as const;
