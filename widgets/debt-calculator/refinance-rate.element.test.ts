import { resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";
import { ariaSnapshot } from "../shared/aria-snapshot.test-kit";

describe("<debt-calculator>: refinance rate", () => {
  kit.withCleanPage();

  it("moves the refinance rate with the keyboard: arrows, Page Up, Home and End", async () => {
    const element = await kit.mount();
    const rate = kit.slider(element);
    rate.focus();

    await sendKeys({ press: "ArrowRight" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("6.1");
    expect(kit.figure(element, "Refinanced Monthly")).to.equal(
      kit.dollars.format(kit.repayment(10000, 6.1, 360)),
    );

    await sendKeys({ press: "PageUp" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7.1");

    await sendKeys({ press: "ArrowLeft" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("7");

    await sendKeys({ press: "Home" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");
    await sendKeys({ press: "PageDown" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.5");

    await sendKeys({ press: "End" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("8");
    expect(rate.getAttribute("aria-valuetext")).to.equal("8.0 percent");
    expect(kit.figure(element, "Refinanced Monthly")).to.equal(
      kit.dollars.format(kit.repayment(10000, 8, 360)),
    );
  });

  it("moves the refinance rate to where the track is pressed", async () => {
    const element = await kit.mount();
    const track = kit.root(element).querySelector<HTMLElement>("[part~=slider-track]");
    // Clicks land on the viewport: bring the track into it whatever an earlier test scrolled.
    track?.scrollIntoView({ block: "center" });
    const box = track?.getBoundingClientRect();
    if (!box) throw new Error("no track");

    await sendMouse({
      type: "click",
      position: [Math.ceil(box.right) + 2, Math.round(box.top + 4)],
    });
    await kit.settle();
    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("8");

    await sendMouse({
      type: "click",
      position: [Math.round(box.left + box.width * 0.4), Math.round(box.top + 4)],
    });
    await kit.settle();
    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("6.5");
    await resetMouse();
  });

  it("names the slider and its notes for screen readers", async () => {
    const element = await kit.mount();

    const snapshot = await ariaSnapshot(element);

    expect(snapshot).to.include('slider "Home Loan Refinance Rate"');
    expect(snapshot).to.include('group "Debt #1"');
    expect(snapshot).to.include('combobox "What type of debt is this?"');
    expect(kit.slider(element).getAttribute("aria-describedby")).to.be.a("string");
  });

  it("in the detailed variant, a cleared refinance rate asks for a rate rather than showing the whole repayment as saved", async () => {
    const element = await kit.mount({ variant: "detailed" });
    const rate = kit.fieldOf<HTMLInputElement>(kit.root(element), "Home Loan Refinance Rate (%)");
    rate.focus();
    rate.select();
    await sendKeys({ press: "Backspace" });
    rate.blur();
    await kit.settle();

    expect(rate.value).to.equal("");
    expect(rate.placeholder, "no number in the empty box").to.not.match(/\d/);
    const current = kit.repayment(10000, 19.99, 60);
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(kit.cents.format(current));
    expect(kit.figure(element, "Refinanced Monthly Payment")).to.equal("Enter a rate");
    expect(kit.figure(element, "Monthly Savings")).to.equal("Enter a rate");

    const body = [...kit.root(element).querySelectorAll("table tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(body).to.deep.equal([
      ["Current Debts", kit.cents.format(current), kit.cents.format(current * 12)],
      ["After Consolidation", "—", "—"],
      ["Your Savings", "—", "—"],
    ]);
    expect(kit.root(element).querySelector(".dc-summary")?.textContent).to.equal(
      "Enter a home loan refinance rate to see your refinanced payment and savings.",
    );
    expect(kit.root(element).textContent).to.not.include("$0.00");
    expect(kit.root(element).querySelector("[part~=interest-note]")).to.equal(null);
    expect(kit.root(element).querySelector("[part~=chart] figcaption")?.textContent).to.include(
      "the refinanced payment shows once a rate is entered",
    );
    await kit.waitFor(
      () =>
        kit.root(element).querySelectorAll("[part~=chart] .recharts-bar-rectangle path").length ===
        1,
      "the chart to draw the current bar alone",
    );

    await kit.typeInto(rate, "5.5");
    await kit.settle();
    const refinanced = kit.repayment(10000, 5.5, 360);
    expect(kit.figure(element, "Refinanced Monthly Payment")).to.equal(
      kit.cents.format(refinanced),
    );
    expect(kit.figure(element, "Monthly Savings")).to.equal(kit.cents.format(current - refinanced));
    expect(kit.root(element).textContent).to.include(
      `you could save ${kit.cents.format((current - refinanced) * 12)} per year`,
    );
  });
});
