import { expect } from "chai";

// Runs against the production build: `npm run build:widgets` first. A file of its own: the tag
// must be defined by another script before any of ours runs on the page.
const moduleUrl = "/dist/widgets/contact-form.js";

describe("a tag another script on the page already defines", () => {
  it("is left to that script, and the page and the console are told which tag", async () => {
    customElements.define("contact-form", class extends HTMLElement {});
    const element = document.createElement("contact-form");
    document.body.append(element);
    const reported: CustomEvent[] = [];
    element.addEventListener("widget-error", (event) => reported.push(event as CustomEvent));
    const errors: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
    try {
      await import(moduleUrl);
    } finally {
      console.error = error;
    }

    expect(reported.map((event) => event.detail.tag)).to.deep.equal(["contact-form"]);
    expect(reported[0]?.detail.message).to.contain("already defined by another script");
    expect(errors.some((line) => line.startsWith("<contact-form> is already defined"))).to.equal(
      true,
    );
    expect(element.shadowRoot).to.equal(null);
  });

  it("stays quiet when it is our own element defined again (a script pasted twice)", async () => {
    const errors: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
    try {
      await import(`${"/dist/widgets/preapproval-form.js"}?again`);
      await import("/dist/widgets/preapproval-form.js".concat("?twice"));
    } finally {
      console.error = error;
    }
    expect(customElements.get("preapproval-form")).not.to.equal(undefined);
    expect(errors).to.deep.equal([]);
  });
});
