import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Enrol } from "./Enrol";
import { SignIn } from "./SignIn";

// The shell wraps each of these in the page's one <main>.
describe("the sign-in and enrolment pages (finding 10)", () => {
  it("given the sign-in, adds no second <main> and sends no one to a terminal", () => {
    const html = renderToString(createElement(SignIn));

    expect(html).not.toContain("<main");
    expect(html).not.toMatch(/npm/i);
    expect(html).toContain("invite link");
  });

  it("given a link that cannot be used, adds no second <main> and offers the way on to the desk", () => {
    const html = renderToString(createElement(Enrol, { token: "" }));

    expect(html).not.toContain("<main");
    expect(html).toMatch(/<a href="\/desk">Open the desk/);
  });
});

describe("the sign-in after a session ended (finding 3)", () => {
  it("says why the desk asks to sign in again, and that the note being written is kept", () => {
    const html = renderToString(createElement(SignIn, { ended: true }));

    expect(html).toContain('role="alert"');
    expect(html).toContain("Your session has ended");
    expect(html).toContain("any note you were writing");
  });
});
