import { preApprovalForm } from "./forms";

/*
 * The e-mail the broker gets for each stored lead (through the form-to-email service): its
 * subject, then the lead's fields one a line, then where the visitor came from.
 */

/** A line of the body: fixed text, or a field of the lead with its label. */
export type LeadEmailLine =
  | string
  | {
      label: string;
      field: string;
      /** How the field's stored values read, where they differ from what is stored. */
      values?: Record<string, string>;
    };

const loanTypes = Object.fromEntries(
  preApprovalForm.loanTypes.map((type) => [type.value, type.label]),
);

/** Per kind of lead: what the subject calls it, and the lines of the body. */
export const leadEmails: Record<string, { name: string; lines: LeadEmailLine[] }> = {
  debt: {
    name: "debt consolidation",
    lines: [
      { label: "Name", field: "name" },
      { label: "Phone", field: "phone" },
      { label: "Debt Amount", field: "debtAmount" },
    ],
  },
  "pre-approval": {
    name: "pre-approval",
    lines: [
      { label: "Name", field: "name" },
      { label: "Mobile", field: "mobile" },
      { label: "Email", field: "email" },
      { label: "Loan Type", field: "loanType", values: loanTypes },
      { label: "Loan Amount", field: "loanAmount" },
      { label: "Additional Details", field: "additionalDetails" },
    ],
  },
  payment: {
    name: "payment",
    lines: [
      "Paid: the 90-minute strategy session",
      { label: "Name", field: "name" },
      { label: "Email", field: "email" },
      { label: "Amount", field: "amount" },
      { label: "Payment status", field: "paymentStatus" },
      { label: "Checkout session", field: "sessionId" },
    ],
  },
  "payment-failed": {
    name: "failed payment",
    lines: [
      "Not paid: the bank debit for the 90-minute strategy session failed",
      { label: "Name", field: "name" },
      { label: "Email", field: "email" },
      { label: "Amount", field: "amount" },
      { label: "Checkout session", field: "sessionId" },
    ],
  },
  "resource-download": {
    name: "resource download",
    lines: [
      { label: "Name", field: "name" },
      { label: "Email", field: "email" },
      { label: "Resource", field: "resource" },
      { label: "File", field: "fileName" },
    ],
  },
  contact: {
    name: "contact",
    lines: [
      { label: "Name", field: "name" },
      { label: "Email", field: "email" },
      { label: "Phone", field: "phone" },
      { label: "Message", field: "message" },
    ],
  },
};

export const leadEmailCopy = {
  /** `what` is the kind's name; `where` the form's label or the resource, when there is one. */
  subject: (what: string, where?: string) =>
    where ? `New ${what} lead (${where})` : `New ${what} lead`,
  /** Kinds whose subject is fixed, whatever their source. */
  subjects: {
    payment: "Strategy session paid",
    "payment-failed": "Strategy session payment failed",
  } as Record<string, string>,
  /** In place of a field the visitor left empty. */
  empty: "None provided",
  source: "Lead source",
  attribution: { landingPage: "Landing page", referrer: "Referrer" } as Record<string, string>,
  received: (when: string) => `Received: ${when} (Sydney time)`,
  id: "Lead id",
  /** What a lead sent from the debt calculator adds: the visitor's debts and figures. */
  calculator: {
    heading: "From the calculator:",
    noDebts: "No debts entered",
    /** One debt: "Credit Card $12,000 at 19.99%". */
    debt: (type: string, amount: string, rate: string | null) =>
      rate === null ? `${type} ${amount}, rate not known` : `${type} ${amount} at ${rate}`,
    refinanceRate: (rate: string, years: number | undefined) =>
      years ? `Refinance rate: ${rate} over ${years} years` : `Refinance rate: ${rate}`,
    noRate: "Refinance rate: not entered (no savings shown)",
    monthlyNow: "Monthly repayments now",
    monthlyAfter: "Monthly repayment refinanced",
    monthlySaving: "Monthly saving",
    yearlySaving: "Yearly saving",
  },
};
