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

/** Above every lead form's fields: what the mark beside a field's label means. */
export const requiredLegend = "Fields marked * are required.";

/**
 * Shown in the form when the server asks this connection to wait (429) and gives no words of
 * its own; the button stays disabled until the wait is over.
 */
export const rateLimitedMessage =
  "Too many requests from this connection. Please wait a minute and try again.";

/** The hidden field bots fill in; its label is never shown to people. */
export const honeypotLabel = "Website";

/** The pre-approval request (`<preapproval-form>`, on /get-prequalified). */
export const preApprovalForm = {
  heading: "Get Pre-Approved",
  lede: "Tell us about the loan you have in mind and a broker will come back to you about your borrowing capacity.",
  labels: {
    name: "Full Name",
    mobile: "Mobile Number",
    email: "Email Address",
    loanType: "Loan Type",
    loanAmount: "Loan Amount",
    additionalDetails: "Additional Details (optional)",
  },
  loanTypePlaceholder: "Select loan type",
  loanTypes: [
    { value: "purchase", label: "Purchase" },
    { value: "refinance", label: "Refinance" },
  ],
  loanAmountPlaceholder: "e.g. $750,000",
  submit: "Submit Pre-approval Request",
  submitting: "Submitting...",
  successToast: {
    title: "Pre-approval Request Submitted!",
    description:
      "Thanks for your request. Our broker will be in touch shortly to discuss your borrowing capacity.",
  },
  failureToast: {
    title: "Error",
    description: "There was a problem submitting your request. Please try again.",
  },
  notice: {
    before:
      "We collect your name, contact details and loan details only to contact you about your pre-approval. See our ",
    link: "Privacy Policy",
    after: ".",
  },
} as const;

/** The enquiry form (`<contact-form>`, on the home page). */
export const contactForm = {
  /** Names the form for screen readers when the page gives it no heading of its own. */
  formLabel: "Enquiry form",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number (optional)",
    message: "Your Message",
  },
  submit: "Send Message",
  submitting: "Sending...",
  successToast: {
    title: "Message Sent!",
    description: "Thanks for getting in touch. A broker will reply within one business day.",
  },
  failureToast: formFailureToast,
  notice: {
    before:
      "We collect your name, contact details and message only to reply to your enquiry. See our ",
    link: "Privacy Policy",
    after: ".",
  },
} as const;

/** The resource request form beside each free resource (`<resource-download>`). */
export const resourceDownloadForm = {
  labels: { name: "Name (optional)", email: "Email Address" },
  placeholders: { name: "Your name", email: "you@example.com" },
  submit: "Download Now",
  submitting: "Processing...",
  downloadAgain: "Download Again",
  downloadedHeading: "Your download is starting",
  /** Under it: the file's own link, for a browser that did not start the download. */
  downloadFallback: { before: "Nothing yet? ", link: "Download the file", after: " directly." },
  newContactToast: {
    title: "Thank you!",
    description: "Your information has been saved. Starting your download now...",
  },
  returningContactToast: {
    title: "Welcome back!",
    description: "We've updated your download count. Starting your download now...",
  },
  failureToast: {
    title: "Error",
    description: "There was a problem processing your request. Please try again.",
  },
  unexpectedFailure: "Something went wrong. Please try again.",
  downloadStartedToast: { title: "Download Started!" },
  /** Shown instead of the form when the page names a resource that does not exist. */
  unknownResource:
    "This resource is not available. Please choose another one from our Resources page.",
  notice: {
    before:
      "We collect your e-mail (and your name, if you give it) so a broker can follow up about this resource. See our ",
    link: "Privacy Policy",
    after: ".",
  },
} as const;

/** Wait between the resource request toast and going to the thank-you page (spec: 1000 ms). */
export const RESOURCE_REDIRECT_MS = 1000;
