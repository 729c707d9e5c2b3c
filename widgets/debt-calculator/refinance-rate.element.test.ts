import { executeServerCommand, resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import { expect } from "chai";
import {
  cents,
  dollars,
  fieldOf,
  figure,
  mount,
  repayment,
  root,
  settle,
  slider,
  typeInto,
  waitFor,
  withCleanPage,
} from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: refinance rate", () => {
  withCleanPage();

  it("moves the refinance rate with the keyboard: arrows, Page Up, Home and End", async () => {
    const element = await mount();
    const rate = slider(element);
    rate.focus();

    await sendKeys({ press: "ArrowRight" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("6.1");
    expect(figure(element, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 6.1, 360)),
    );

    await sendKeys({ press: "PageUp" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7.1");

    await sendKeys({ press: "ArrowLeft" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7");

    await sendKeys({ press: "Home" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");
    await sendKeys({ press: "PageDown" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");

    await sendKeys({ press: "End" });
    await settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("8");
    expect(rate.getAttribute("aria-valuetext")).to.equal("8.0 percent");
    expect(figure(element, "Refinanced Monthly")).to.equal(
      dollars.format(repayment(10000, 8, 360)),
    );
  });

  it("moves the refinance rate to where the track is pressed", async () => {
    const element = await mount();
    const track = root(element).querySelector<HTMLElement>("[part~=slider-track]");
    // Clicks land on the viewport: bring the track into it whatever an earlier test scrolled.
    track?.scrollIntoView({ block: "center" });
    const box = track?.getBoundingClientRect();
    if (!box) throw new Error("no track");

    await sendMouse({
      type: "click",
      position: [Math.ceil(box.right) + 2, Math.round(box.top + 4)],
    });
    await settle();
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("8");

    await sendMouse({
      type: "click",
      position: [Math.round(box.left + box.width * 0.4), Math.round(box.top + 4)],
    });
    await settle();
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("6.5");
    await resetMouse();
  });

  it("names the slider and its notes for screen readers", async () => {
    const element = await mount();
    element.id = "named-calculator";

    const snapshot = (await executeServerCommand("aria-snapshot", {
      selector: "#named-calculator",
    })) as string;

    expect(snapshot).to.include('slider "Home Loan Refinance Rate"');
    expect(snapshot).to.include('group "Debt #1"');
    expect(snapshot).to.include('combobox "What type of debt is this?"');
    expect(slider(element).getAttribute("aria-describedby")).to.be.a("string");
  });

  it("in the detailed variant, a cleared refinance rate asks for a rate rather than showing the whole repayment as saved", async () => {
    const element = await mount({ variant: "detailed" });
    const rate = fieldOf<HTMLInputElement>(root(element), "Home Loan Refinance Rate (%)");
    rate.focus();
    rate.select();
    await sendKeys({ press: "Backspace" });
    rate.blur();
    await settle();

    expect(rate.value).to.equal("");
    expect(rate.placeholder, "no number in the empty box").to.not.match(/\d/);
    const current = repayment(10000, 19.99, 60);
    expect(figure(element, "Current Monthly Payment")).to.equal(cents.format(current));
    expect(figure(element, "Refinanced Monthly Payment")).to.equal("Enter a rate");
    expect(figure(element, "Monthly Savings")).to.equal("Enter a rate");

    const body = [...root(element).querySelectorAll("table tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(body).to.deep.equal([
      ["Current Debts", cents.format(current), cents.format(current * 12)],
      ["After Consolidation", "—", "—"],
      ["Your Savings", "—", "—"],
    ]);
    expect(root(element).querySelector(".dc-summary")?.textContent).to.equal(
      "Enter a home loan refinance rate to see your refinanced payment and savings.",
    );
    expect(root(element).textContent).to.not.include("$0.00");
    expect(root(element).querySelector("[part~=interest-note]")).to.equal(null);
    expect(root(element).querySelector("[part~=chart] figcaption")?.textContent).to.include(
      "the refinanced payment shows once a rate is entered",
    );
    await waitFor(
      () =>
        root(element).querySelectorAll("[part~=chart] .recharts-bar-rectangle path").length === 1,
      "the chart to draw the current bar alone",
    );

    await typeInto(rate, "5.5");
    await settle();
    const refinanced = repayment(10000, 5.5, 360);
    expect(figure(element, "Refinanced Monthly Payment")).to.equal(cents.format(refinanced));
    expect(figure(element, "Monthly Savings")).to.equal(cents.format(current - refinanced));
    expect(root(element).textContent).to.include(
      `you could save ${cents.format((current - refinanced) * 12)} per year`,
    );
  });
});
