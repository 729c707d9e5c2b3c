/** A form the browser sent itself to `/api/form-post`, when it is not what a form sends. */
import type { ExpectStatic } from "vitest";
import type { Case } from "./bad-input-kit";
import type { Sent } from "./http-client";

const form = (
  fields: Record<string, string>,
  type = "application/x-www-form-urlencoded",
): Sent => ({
  method: "POST",
  headers: { "Content-Type": type },
  body: new URLSearchParams(fields).toString(),
});

const debt = "/api/form-post?to=submit-lead&kind=debt&source=debt-lead-inline";

export function formPostCases(expect: ExpectStatic): Case[] {
  /** A page of ours saying so, in HTML, with nothing sent back as it came. */
  const page =
    (says: string) =>
    (answer: { headers: Record<string, unknown>; text: string }, _json: unknown) => {
      expect(String(answer.headers["content-type"])).toMatch(/^text\/html/);
      expect(answer.text).toContain(says);
      expect(answer.text).not.toContain("<script");
    };
  return [
    {
      name: "a form sent to a function that takes no forms",
      path: "/api/form-post?to=chat",
      sent: form({ message: "hi" }),
      status: 400,
      check: page("This form could not be read"),
    },
    ...["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"].map((to) => ({
      name: `a form sent to ${to}, which every object inherits`,
      path: `/api/form-post?to=${to}&kind=debt`,
      sent: form({ name: "Proto Probe", phone: "0400 111 222", debtAmount: "$50,000+" }),
      status: 400,
      check: page("This form could not be read"),
    })),
    {
      name: "a form sent as JSON",
      path: debt,
      sent: { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
      status: 400,
      check: page("This form could not be read"),
    },
    {
      name: "a form with every field wrong",
      path: `${debt}&key=bad-input-1`,
      sent: form({ name: "", phone: "12", debtAmount: "lots" }),
      status: 400,
      check: page("Please check your details"),
    },
    {
      name: "a form whose fields hold markup and a line break",
      path: `${debt}&key=bad-input-2`,
      sent: form({ name: "<script>x</script>\nPhone: 1", phone: "0400 111 222", debtAmount: "x" }),
      status: 400,
      check: page("Please check your details"),
    },
    {
      name: "a form sent with GET, which would put the visitor's details in an address",
      path: `${debt}&name=Jo&phone=0400111222`,
      sent: { method: "GET" },
      status: 405,
    },
  ];
}
