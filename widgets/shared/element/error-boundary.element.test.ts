import { expect } from "chai";
import { defaultConfig } from "../../../src/config/index.ts";

// The test element is built from the sources with defineElement, as every widget is.
const fixtureUrl = "/bundled/tests/fixtures/failing-widget.js";

async function waitFor(check: () => boolean, what: string, timeout = 3000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("a widget whose code throws", () => {
  const realConsoleError = console.error;
  let logged: unknown[][];

  before(async () => {
    await import(fixtureUrl);
  });

  beforeEach(() => {
    logged = [];
    console.error = (...args: unknown[]) => {
      logged.push(args);
    };
  });

  afterEach(() => {
    console.error = realConsoleError;
    for (const element of document.querySelectorAll("failing-widget")) element.remove();
  });

  it("shows the phone-and-e-mail alternative, tells the page once with widget-error and logs once", async () => {
    const errors: CustomEvent[] = [];
    const record = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener("widget-error", record);
    const element = document.createElement("failing-widget");
    element.setAttribute("fail", "");
    element.setAttribute("label", "the figures");
    document.body.append(element);

    const fallback = () => element.shadowRoot?.querySelector("[part~=fallback]");
    await waitFor(() => Boolean(fallback()), "the alternative");
    // More renders and a move to another place in the page must not report it again.
    element.setAttribute("label", "other figures");
    document.body.prepend(element);
    await settle();
    document.removeEventListener("widget-error", record);

    const phone = fallback()?.querySelector(`a[href="tel:${defaultConfig.phoneTel}"]`);
    const email = fallback()?.querySelector(`a[href="mailto:${defaultConfig.email}"]`);
    expect(phone?.textContent).to.equal(defaultConfig.phoneDisplay);
    expect(email?.textContent).to.equal(defaultConfig.email);
    expect(fallback()?.textContent).to.include("could not be shown right now");
    expect(element.shadowRoot?.querySelector("[part~=content]")).to.equal(null);
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { tag: "failing-widget", message: "cannot render the figures" },
    ]);
    expect(errors[0]?.composed, "leaves the shadow root").to.equal(true);
    expect(logged.length, "console.error calls").to.equal(1);
    expect(String(logged[0]?.[0])).to.include("cannot render the figures");
  });

  it("given each of two elements fails, each reports its own error", async () => {
    const tags: string[] = [];
    const record = (event: Event) => tags.push((event.target as Element).localName);
    document.addEventListener("widget-error", record);
    for (let i = 0; i < 2; i += 1) {
      const element = document.createElement("failing-widget");
      element.setAttribute("fail", "");
      document.body.append(element);
    }
    await settle();
    document.removeEventListener("widget-error", record);

    expect(tags).to.deep.equal(["failing-widget", "failing-widget"]);
    expect(logged.length).to.equal(2);
  });

  it("given the same widget does not throw, it renders its own content and no alternative", async () => {
    const element = document.createElement("failing-widget");
    element.setAttribute("label", "Your figures");
    document.body.append(element);

    await waitFor(() => Boolean(element.shadowRoot?.querySelector("[part~=content]")), "content");

    expect(element.shadowRoot?.querySelector("[part~=content]")?.textContent).to.equal(
      "Your figures",
    );
    expect(element.shadowRoot?.querySelector("[part~=fallback]")).to.equal(null);
    expect(logged).to.deep.equal([]);
  });
});
