/**
 * The text rule on every free-text field of a lead (no bidi controls, no C0 or C1 control but
 * tab and line breaks where a field holds several lines), and who may read the desk's answers.
 */
import type { ExpectStatic } from "vitest";
import { type Case, checks, debtLead, post, resourceRequest } from "./bad-input-kit";

const contact = {
  kind: "contact",
  name: "Ana Ruiz",
  email: "ana@example.com",
  phone: "0412 345 678",
  message: "Please call me.",
};

export function trustCases(expect: ExpectStatic): Case[] {
  const { hasFields } = checks(expect);
  const marks: Record<string, string> = {
    "a left-to-right mark": "\u200E",
    "a right-to-left mark": "\u200F",
    "an Arabic letter mark": "\u061C",
    "a C1 control": "\u0090",
  };
  const resourcePolicy =
    (policy: string): Case["check"] =>
    (answer) =>
      expect(answer.headers["cross-origin-resource-policy"]).toBe(policy);
  return [
    ...Object.entries(marks).map(([what, character]) => ({
      name: `${what} in the name`,
      path: "/api/submit-lead",
      sent: post({ ...debtLead, name: `Jane ${character}Citizen` }),
      status: 400,
      check: hasFields("name"),
    })),
    {
      name: "a bell in a resource request's name",
      path: "/api/collect-lead",
      sent: post({ ...resourceRequest, name: "Sam\u0007 Reader" }),
      status: 400,
      check: hasFields("name"),
    },
    {
      name: "a right-to-left override in a contact's message, which may hold several lines",
      path: "/api/submit-lead",
      sent: post({ ...contact, message: "Call me \u202Eyadnom no" }),
      status: 400,
      check: hasFields("message"),
    },
    {
      name: "the desk's own details, read by another site",
      path: "/desk/api/me",
      sent: { method: "GET", headers: { Origin: "https://attacker.example" } },
      status: 401,
      check: resourcePolicy("same-origin"),
    },
    {
      name: "the health check, read by a site that embeds a widget",
      path: "/api/health",
      sent: { method: "GET", headers: { Origin: "https://landing.example" } },
      status: 200,
      check: resourcePolicy("cross-origin"),
    },
  ];
}
