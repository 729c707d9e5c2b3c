import type { CallbackTime } from "../schemas/callback-times";

/** The thank-you step's offer of a time, and how the desk names what the visitor chose. */
export const bookingStep = {
  heading: "Pick a time to talk",
  lede: "Choose a time that suits you and the broker will call then. Your details are filled in.",
  booked: "Booked. You will get a confirmation by e-mail.",
  callbackHeading: "When should we call you?",
  callbackLede: "Choose what suits you best.",
  callbackSaved: "Thanks, we will call you then.",
  callbackFailed: "That did not save. We will still call you soon.",
  loading: "Loading the calendar…",
  frameTitle: "The broker's calendar",
  /** Under the step, which stands in the form's place: the form back, emptied. */
  another: "Send another message",
} as const;

/** Each call-back time as the visitor and the broker read it. */
export const callbackTimeLabels: Record<CallbackTime, string> = {
  "today-morning": "Today, morning",
  "today-afternoon": "Today, afternoon",
  "tomorrow-morning": "Tomorrow, morning",
  "tomorrow-afternoon": "Tomorrow, afternoon",
};

/** How the desk shows a lead's booking or call-back time. */
export const deskBooking = {
  booked: "Call booked",
  bookedFor: (when: string) => `Booked for ${when}`,
  callback: "Call back",
  scheduler: { cal: "Cal.com", calendly: "Calendly" },
  /** The loan amount the broker's CRM says the deal settled for. */
  settled: "Settled",
  settledBy: (amount: string, crm: string) => `${amount}, as ${crm} says`,
} as const;
