import { expect } from "chai";

// Runs against the production build: `npx vite build` first.
const loaderUrl = "/dist/widgets/loader.js";

/** Resolves once `tag` is defined; rejects after `timeout` ms. */
function defined(tag: string, timeout = 8000): Promise<void> {
  return Promise.race([
    customElements.whenDefined(tag).then(() => undefined),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`<${tag}> was not loaded within ${timeout} ms`)), timeout),
    ),
  ]);
}

/** When `file` under dist/widgets/ started to be fetched (ms), or undefined if it was not. */
const fetchedAt = (file: string): number | undefined =>
  performance
    .getEntriesByType("resource")
    .find((entry) => new URL(entry.name).pathname === `/dist/widgets/${file}`)?.startTime;

describe("widgets/loader.js warms a widget once it has been seen", () => {
  before(async () => {
    // What the visitor sees: a calculator, a button that opens a modal form, and the form.
    const calculator = document.createElement("debt-calculator");
    const button = document.createElement("button");
    button.setAttribute("data-open-lead-form", "");
    button.textContent = "See How Much You Could Save";
    const form = document.createElement("lead-form");
    form.setAttribute("mode", "modal");
    document.body.append(button, form, calculator);
    await import(loaderUrl);
  });

  it("imports a calculator's module after its first view, with no intent from the visitor", async () => {
    await defined("debt-calculator");
    const view = fetchedAt("first-view/debt-calculator.js");
    const module = fetchedAt("debt-calculator.js");
    expect(view).to.be.a("number");
    expect(module).to.be.a("number");
    expect(module).to.be.greaterThan(view as number);
  });

  it("imports the modal form a visible button opens, before the button is pressed", async () => {
    await defined("lead-form");
    const form = document.querySelector("lead-form");
    expect(form?.shadowRoot?.querySelector("dialog")?.open ?? false).to.equal(false);
  });
});
