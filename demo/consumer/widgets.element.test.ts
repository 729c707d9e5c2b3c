/*
 * A developer's own suite for the widgets on their page, written the way any project that
 * installed the package would write it: the elements from their public entries, the helpers
 * from `eastside-broker-widgets/testing`, nothing from this repository's sources or dist paths.
 */
import { expect } from "chai";
import "eastside-broker-widgets/debt-calculator";
import "eastside-broker-widgets/lead-form";
import { debtCalculator, leadForm } from "eastside-broker-widgets/testing";

const realFetch = window.fetch;

describe("the widgets in a project's own test suite", () => {
  afterEach(() => {
    window.fetch = realFetch;
    document.body.replaceChildren();
  });

  it("sends a filled-in <lead-form> to a fake API, thanks the visitor and fires lead-submit", async () => {
    const { sent } = leadForm.fakeServer(leadForm.created("lead-42"));
    const form = await leadForm.mount({ redirect: "none", "lead-source": "spring-campaign" });
    const heard: { id: string; source: string }[] = [];
    form.addEventListener("lead-submit", (event) => heard.push(event.detail));

    await leadForm.fillIn(form);
    leadForm.submitButton(form).click();
    await leadForm.waitFor(() => heard.length === 1, "lead-submit");

    expect(heard[0]).to.deep.include({ id: "lead-42", source: "spring-campaign" });
    expect(sent).to.have.length(1);
    expect(sent[0]?.url).to.match(/\/api\/submit-lead$/);
    expect(sent[0]?.body).to.deep.include({
      name: "Jordan Lee",
      phone: "0400 123 456",
      debtAmount: "$10,000 - $30,000",
      source: "spring-campaign",
    });
    const thanks = () => leadForm.root(form).querySelector("[role=status]")?.textContent ?? "";
    await leadForm.waitFor(() => thanks() !== "", "the thanks");
    expect(thanks()).to.include("Thank you!");
  });

  it("shows the visitor the error when the fake API fails, and fires no lead-submit", async () => {
    leadForm.fakeServer(leadForm.serverError());
    const form = await leadForm.mount({ redirect: "none" });
    const heard: unknown[] = [];
    form.addEventListener("lead-submit", (event) => heard.push(event.detail));

    await leadForm.fillIn(form);
    leadForm.submitButton(form).click();
    await leadForm.waitFor(
      () => leadForm.toastText(form).includes(leadForm.failureTitle),
      "the error toast",
    );

    expect(leadForm.toastText(form)).to.include(leadForm.failureDescription);
    expect(heard).to.deep.equal([]);
  });

  it("reads the calculator's figures and its calculator-change after the visitor types", async () => {
    const calculator = await debtCalculator.mount({ rate: "5.5" });
    const changes: number[] = [];
    calculator.addEventListener("calculator-change", (event) =>
      changes.push(event.detail.totalDebt),
    );

    const owed = debtCalculator.fieldOf<HTMLInputElement>(
      debtCalculator.row(calculator, 0),
      "How much do you owe?",
    );
    await debtCalculator.typeInto(owed, "20000");
    await debtCalculator.waitFor(() => changes.length > 0, "calculator-change");

    expect(changes.at(-1)).to.equal(20000);
    const saving =
      debtCalculator.repayment(20000, 19.99, 60) - debtCalculator.repayment(20000, 5.5, 360);
    expect(debtCalculator.figure(calculator, "Monthly Savings")).to.equal(
      debtCalculator.dollars.format(saving),
    );
  });
});
