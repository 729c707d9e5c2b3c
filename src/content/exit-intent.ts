/**
 * The exit-intent offer (`<exit-intent>`). Written into the dialog's HTML as it is: plain text
 * with no `<`, `&` or `"`. The description reads `before`, the highlighted phrase, then `after`.
 */
export const exitIntentCopy = {
  title: "Not Ready to Book a Call?",
  before: "Use our debt calculator to see how much you could save by",
  highlight: "rolling your debts into one simplified repayment",
  after: "– no sign-up required.",
  savings: "You Could Save $1,000's per month",
  cta: "Try the Calculator Now",
  close: "Close",
} as const;
