import type { LeadContactFields } from "../schemas/lead-contact";
import type { LeadEmail } from "./lead-emails";

/*
 * Every kind of lead the store keeps, each declared once: the name the desk's inbox gives it (its
 * filter, its API, its export: a resource request is stored as `resource-download` and listed as
 * `resource`), the start of its `what` line in the inbox, the e-mail the broker gets for it, and
 * where it keeps the person's phone, e-mail and name. The tables by kind are read from here, and
 * this one is typed by the kinds the server accepts, so a new kind does not compile until it is
 * declared here. The Kind filter's labels alone stay with the desk's copy (`deskKindLabels` in
 * `./desk.ts`, typed by the inbox's kinds): the desk's first page carries those, not this.
 */
export const leadKinds = {
  debt: {
    inbox: "debt",
    what: "Debt consolidation",
    email: { name: "debt consolidation", fields: ["name", "phone", "debtAmount"] },
    contact: { phone: "phone", email: null, name: "name" },
  },
  "pre-approval": {
    inbox: "pre-approval",
    what: "Pre-approval",
    email: {
      name: "pre-approval",
      fields: ["name", "mobile", "email", "loanType", "loanAmount", "additionalDetails"],
    },
    contact: { phone: "mobile", email: "email", name: "name" },
  },
  contact: {
    inbox: "contact",
    what: "Contact message",
    email: { name: "contact", fields: ["name", "email", "phone", "message"] },
    contact: { phone: "phone", email: "email", name: "name" },
  },
  chat: {
    inbox: "chat",
    what: "Chat",
    email: {
      name: "chat call-back",
      fields: ["name", "phone", "email", "preferredTime", "conversation"],
    },
    contact: { phone: "phone", email: "email", name: "name" },
  },
  "resource-download": {
    inbox: "resource",
    what: "Resource request",
    email: { name: "resource download", fields: ["name", "email", "resource", "fileName"] },
    contact: { phone: null, email: "email", name: "name" },
  },
  payment: {
    inbox: "payment",
    what: "Strategy session paid",
    email: {
      name: "payment",
      heading: "Paid: the 90-minute strategy session",
      fields: ["name", "email", "amount", "paymentStatus", "sessionId"],
    },
    contact: { phone: "phone", email: "email", name: "name" },
  },
  "payment-failed": {
    inbox: "payment-failed",
    what: "Strategy session, payment failed",
    email: {
      name: "failed payment",
      heading: "Not paid: the bank debit for the 90-minute strategy session failed",
      fields: ["name", "email", "amount", "sessionId"],
    },
    contact: { phone: "phone", email: "email", name: "name" },
  },
} as const satisfies {
  [K in keyof LeadContactFields]: {
    inbox: string;
    what: string;
    email: Readonly<LeadEmail>;
    contact: LeadContactFields[K];
  };
};
