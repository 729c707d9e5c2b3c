/*
 * The React demo app as built by `vite build --config demo/app/vite.config.ts`: its elements
 * render, and their events reach React through the `on<event>` props.
 */
import { expect } from "chai";
import { debtCalculator, leadForm } from "eastside-broker-widgets/testing";

// Built, not a source: a variable so that TypeScript does not look for its declarations.
const builtApp = "/dist/demo/app.js";

const text = (testId: string) =>
  document.querySelector(`[data-testid=${testId}]`)?.textContent ?? "";

const warnings: string[] = [];
const consoleWarn = console.warn;
before(() => {
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
    consoleWarn(...args);
  };
});
after(() => {
  console.warn = consoleWarn;
});

describe("the React demo app", () => {
  it("renders the calculator and the lead form, and React shows what their events carry", async () => {
    const container = document.createElement("div");
    container.id = "root";
    document.body.append(container);
    const { sent } = leadForm.fakeServer(leadForm.created("lead-7"));
    await import(builtApp);

    await debtCalculator.waitFor(
      () => Boolean(document.querySelector("lead-form")?.shadowRoot?.querySelector("form")),
      "the lead form",
    );
    const calculator = document.querySelector("debt-calculator") as HTMLElement;
    await debtCalculator.waitFor(
      () => Boolean(calculator.shadowRoot?.querySelector(".dc-figure")),
      "the calculator's figures",
    );
    expect(text("savings")).to.equal("Change a figure to see your saving here.");
    expect(text("leads")).to.equal("No enquiry sent yet.");

    const owed = debtCalculator.fieldOf<HTMLInputElement>(
      debtCalculator.row(calculator, 0),
      "Amount ($)",
    );
    await debtCalculator.typeInto(owed, "20000");
    await debtCalculator.waitFor(() => text("savings").startsWith("You could save"), "the saving");
    expect(text("savings")).to.equal(
      `You could save ${debtCalculator.figure(calculator, "Monthly Savings")} a month.`,
    );

    const form = document.querySelector("lead-form") as HTMLElement;
    await leadForm.fillIn(form);
    leadForm.submitButton(form).click();
    await leadForm.waitFor(() => text("leads").includes("lead-7"), "the lead in React's state");

    expect(text("leads")).to.equal("Enquiries sent: lead-7");
    expect(sent[0]?.body.source).to.equal("react-demo");
    // Its `api-base`, not the app's own origin, where no lead would be stored.
    expect(sent[0]?.url).to.equal("https://broker.example.test/api/submit-lead");
    expect(warnings.filter((warning) => warning.includes("api-base"))).to.deep.equal([]);
  });

  it("keeps the visitor in the app after a lead sent from a form without redirect, thanking in place", async () => {
    const { sent } = leadForm.fakeServer(leadForm.created("lead-8"));
    const navigations = leadForm.stopNavigations();
    const form = document.createElement("lead-form");
    form.setAttribute("api-base", "https://broker.example.test");
    document.body.append(form);
    await leadForm.waitFor(() => Boolean(form.shadowRoot?.querySelector("form")), "the form");

    await leadForm.send(form);
    await leadForm.waitForThanks(form);

    expect(sent.map((request) => request.url)).to.deep.equal([
      "https://broker.example.test/api/submit-lead",
    ]);
    // Not to the app's own `/thank-you`, which it does not have.
    await leadForm.settle();
    expect(navigations).to.deep.equal([]);
    form.remove();
  });

  it("warns once, naming the attribute, when an element the app adds has no api-base", async () => {
    for (const tag of ["lead-form", "lead-form"]) {
      const form = document.createElement(tag);
      form.setAttribute("redirect", "none");
      document.body.append(form);
      await leadForm.waitFor(() => Boolean(form.shadowRoot?.querySelector("form")), tag);
    }

    const said = warnings.filter((warning) => warning.includes("api-base"));
    expect(said).to.have.length(1);
    expect(said[0]).to.match(/^<lead-form> has no api-base attribute, so its leads would go to/);
  });
});
