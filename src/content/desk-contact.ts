import type { ContactChannel, TemplateChannel } from "../schemas/message-templates";

/** Texts of the desk's contact buttons, the "reached them?" prompt and the message templates. */

export const deskContact = {
  heading: "Contact",
  buttons: {
    call: "Call",
    sms: "SMS",
    whatsapp: "WhatsApp",
  } satisfies Record<ContactChannel, string>,
  /** The button's accessible name, with the number it dials. */
  buttonLabel: (channel: ContactChannel, phone: string) =>
    ({ call: `Call ${phone}`, sms: `Text ${phone}`, whatsapp: `WhatsApp ${phone}` })[channel],
  noPhone: "No phone number: write to them instead.",
  badPhone: (phone: string) => `“${phone}” is not a number the phone can dial.`,
  reachedQuestion: (channel: ContactChannel) =>
    ({
      call: "Did you reach them on the phone?",
      sms: "Did they answer your text?",
      whatsapp: "Did they answer on WhatsApp?",
    })[channel],
  reached: "Yes, reached them",
  notReached: "No answer yet",
  dismiss: "Not now",
  saved: {
    reached: "Recorded: contacted.",
    attempt: "Recorded: an attempt.",
  },
  attempts: "Tries to reach them",
  attemptLine: (channel: ContactChannel, reached: boolean, by: string) =>
    `${deskContact.buttons[channel]} by ${by}: ${reached ? "reached" : "no answer"}`,
} as const;

export const deskTemplates = {
  heading: "Message templates",
  intro:
    "What the SMS and WhatsApp buttons on a lead's page start the message with. {name} becomes the lead's first name, {what} what they asked for.",
  label: {
    sms: "SMS",
    whatsapp: "WhatsApp",
  } satisfies Record<TemplateChannel, string>,
  save: "Save templates",
  saving: "Saving…",
  saved: "Templates saved.",
  tooLong: (max: number) => `A template must be ${max} characters or fewer.`,
  defaults: {
    sms: "Hi {name}, thanks for your {what} enquiry. I just tried to call: when is a good time to talk?",
    whatsapp: "Hi {name}, thanks for your {what} enquiry. When suits you for a quick call?",
  } satisfies Record<TemplateChannel, string>,
} as const;

export const deskNextActions = {
  label: "Follow-ups",
  dueToday: "Due today",
  overdue: "Overdue",
} as const;
