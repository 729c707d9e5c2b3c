/** A line break in each one-line field of each lead: every one is refused, naming the field. */
import type { ExpectStatic } from "vitest";
import { type Case, checks, debtLead, post, resourceRequest } from "./bad-input-kit";

const preApproval = {
  kind: "pre-approval",
  name: "Jordan Lee",
  mobile: "0412 345 678",
  email: "jordan@example.com",
  loanType: "purchase",
  loanAmount: "$850,000",
};
const contact = {
  kind: "contact",
  name: "Ana Ruiz",
  email: "ana@example.com",
  phone: "0412 345 678",
  message: "Please call me.",
};

/** What a forger puts after the line break: a header of the e-mail, or a line of its body. */
const forged: Record<string, string> = {
  name: "Bob\nPhone: 0400 999 999",
  phone: "0400 111 222\r\nBcc: a@b.c",
  mobile: "0412 345 678\nEmail: x@y.z",
  email: "a@b.c\r\nBcc: x@y.z",
  loanAmount: "$1\u2028Loan Type: Refinance",
  source: "x\r\nBcc: a@b.c",
};

export function lineBreakCases(expect: ExpectStatic): Case[] {
  const { hasFields } = checks(expect);
  const bodies: Array<[string, string, Record<string, string>, string[]]> = [
    ["submit-lead", "debt", debtLead, ["name", "phone", "source"]],
    [
      "submit-lead",
      "pre-approval",
      preApproval,
      ["name", "mobile", "email", "loanAmount", "source"],
    ],
    ["submit-lead", "contact", contact, ["name", "email", "phone", "source"]],
    ["collect-lead", "resource request", resourceRequest, ["email", "name", "source"]],
  ];
  return bodies.flatMap(([fn, what, body, fields]) =>
    fields.map((field) => ({
      name: `a line break in a ${what}'s ${field}`,
      path: `/api/${fn}`,
      sent: post({ ...body, [field]: forged[field] }),
      status: 400,
      check: hasFields(field),
    })),
  );
}
