/** Copy of the lead forms: what the visitor reads around the fields, in every widget. */

/** Shown when a lead could not be sent (no connection, server error, a field refused). */
export const formFailureToast = {
  title: "Error",
  description: "There was a problem sending your message. Please try again.",
} as const;

/** The debt-consolidation lead form (`<lead-form>` and the calculator's dialog). */
export const debtLeadForm = {
  heading: "See How Much You Could Save",
  lede: "No forms and no stress. Leave your details and we'll call you for a quick, free chat.",
  modalDescription:
    "Tell us a little about your debts and a broker will show you how much you could save.",
  labels: {
    name: "Your Name",
    phone: "Phone Number",
    debtAmount: "How much debt do you have?",
  },
  debtAmountPlaceholder: "Select your debt amount",
  submit: "See My Potential Savings",
  submitting: "Submitting...",
  success: "Thank you! We've received your details and a broker will be in touch shortly.",
  /** The collection notice; the link text goes to the privacy policy. */
  notice: {
    before:
      "We collect your name, phone number and debt range only to contact you about consolidating your debts. See our ",
    link: "Privacy Policy",
    after: ".",
  },
} as const;

/** The hidden field bots fill in; its label is never shown to people. */
export const honeypotLabel = "Website";
