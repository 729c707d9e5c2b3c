import type { StoredLeadKind } from "../schemas/lead-kinds";
import { preApprovalForm } from "./forms";
import { leadKinds } from "./lead-kinds";

/*
 * The e-mail the broker gets for each stored lead (through the form-to-email service): its
 * subject, then the lead's fields one a line, then where the visitor came from.
 */

/** What each field of a lead is called in the body, one field a line: "Name: …". */
const fieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  mobile: "Mobile",
  debtAmount: "Debt Amount",
  loanType: "Loan Type",
  loanAmount: "Loan Amount",
  additionalDetails: "Additional Details",
  amount: "Amount",
  paymentStatus: "Payment status",
  sessionId: "Checkout session",
  resource: "Resource",
  fileName: "File",
  message: "Message",
  preferredTime: "Best time to call",
  conversation: "Their messages in the chat",
};

export type LeadEmailField = keyof typeof fieldLabels;

export interface LeadEmail {
  /** What the subject calls this kind of lead. */
  name: string;
  /** Fixed text the body opens with, before the fields. */
  heading?: string;
  /** The lead's fields, in the order the body lists them. */
  fields: readonly LeadEmailField[];
}

export const leadEmailFields: {
  labels: Record<LeadEmailField, string>;
  /** How a field's stored values read, where they differ from what is stored. */
  values: Partial<Record<LeadEmailField, Record<string, string>>>;
} = {
  labels: fieldLabels,
  values: {
    loanType: Object.fromEntries(preApprovalForm.loanTypes.map((type) => [type.value, type.label])),
  },
};

/** Per kind of lead: what the subject calls it, and the lines of the body. */
export const leadEmails = Object.fromEntries(
  Object.entries(leadKinds).map(([stored, { email }]): [string, LeadEmail] => [stored, email]),
) as Record<StoredLeadKind, LeadEmail>;

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
  received: (when: string, place: string) => `Received: ${when} (${place} time)`,
  id: "Lead id",
  /** The lead's page in the broker's desk, a tap from the e-mail. */
  desk: "Open in the desk",
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
