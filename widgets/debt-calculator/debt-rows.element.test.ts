import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: debt rows", () => {
  kit.withCleanPage();

  it("choosing a debt type fills in that type's usual rate and counts the row", async () => {
    const element = await kit.mount({ variant: "detailed" });
    const second = kit.row(element, 1);
    await kit.typeInto(kit.fieldOf<HTMLInputElement>(second, "Amount ($)"), "5000");
    // No type yet: the row is left out of the totals.
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(
      kit.cents.format(kit.repayment(10000, 19.99, 60)),
    );

    kit.chooseType(kit.fieldOf<HTMLSelectElement>(second, "Debt Type"), "personal-loan");
    await kit.settle();

    expect(kit.fieldOf<HTMLInputElement>(second, "Interest Rate (%)").value).to.equal("12.99");
    const current = kit.repayment(10000, 19.99, 60) + kit.repayment(5000, 12.99, 60);
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(kit.cents.format(current));
    expect(kit.figure(element, "Refinanced Monthly Payment")).to.equal(
      kit.cents.format(kit.repayment(15000, 4.99, 360)),
    );
  });

  it("ticking N/A empties and greys the rate, and unticking keeps it empty", async () => {
    const element = await kit.mount({ variant: "detailed" });
    const first = kit.row(element, 0);
    const na = first.querySelector<HTMLInputElement>("input[type=checkbox]");
    expect(na?.parentElement?.textContent).to.equal("N/A");

    na?.click();
    await kit.settle();

    const rate = kit.fieldOf<HTMLInputElement>(first, "Interest Rate (%)");
    expect(rate.disabled).to.equal(true);
    expect(rate.value).to.equal("");
    expect(rate.closest("[data-disabled]")).to.not.equal(null);
    expect(kit.figure(element, "Current Monthly Payment")).to.equal("$0.00");
    // The debt still moves into the home loan.
    expect(kit.figure(element, "Refinanced Monthly Payment")).to.equal(
      kit.cents.format(kit.repayment(10000, 4.99, 360)),
    );

    na?.click();
    await kit.settle();
    expect(rate.disabled).to.equal(false);
    expect(rate.value).to.equal("");
  });

  it("ticking Not sure sets the rate aside without erasing it", async () => {
    const element = await kit.mount();
    const first = kit.row(element, 0);
    const notSure = first.querySelector<HTMLInputElement>("input[type=checkbox]");
    expect(notSure?.parentElement?.textContent).to.equal("Not sure");

    notSure?.click();
    await kit.settle();

    const rate = kit.fieldOf<HTMLInputElement>(first, "What's the interest rate?");
    expect(rate.disabled).to.equal(true);
    expect(rate.value).to.equal("19.99");
    expect(kit.figure(element, "Current Monthly")).to.equal("$0");

    notSure?.click();
    await kit.settle();
    expect(rate.disabled).to.equal(false);
    expect(kit.figure(element, "Current Monthly")).to.equal(
      kit.dollars.format(kit.repayment(10000, 19.99, 60)),
    );
  });

  it("refuses letters, so the box never shows what the figures count as 0", async () => {
    const element = await kit.mount();
    const amount = kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "How much do you owe?");

    await kit.typeInto(amount, "abc");
    await kit.settle();
    expect(amount.value).to.equal("");
    expect(kit.figure(element, "Current Monthly")).to.equal("$0");
    expect(kit.figure(element, "Refinanced Monthly")).to.equal("$0");

    await kit.typeInto(amount, "12a5x00");
    await kit.settle();
    expect(amount.value).to.equal("12500");
    expect(kit.figure(element, "Current Monthly")).to.equal(
      kit.dollars.format(kit.repayment(12500, 19.99, 60)),
    );
  });

  it("reads decimals and thousands separators as typed", async () => {
    const element = await kit.mount();
    const amount = kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "How much do you owe?");

    await kit.typeInto(amount, "$12,500.50");
    await kit.settle();
    expect(amount.value).to.equal("$12,500.50");
    expect(kit.figure(element, "Current Monthly")).to.equal(
      kit.dollars.format(kit.repayment(12500.5, 19.99, 60)),
    );
    amount.blur();
    await kit.settle();
    expect(amount.value).to.equal("12500.5");
  });

  it("moves the rate by 0.01 with the arrow keys in the rate box", async () => {
    const element = await kit.mount();
    const rate = kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "What's the interest rate?");
    rate.focus();

    await sendKeys({ press: "ArrowUp" });
    await kit.settle();
    expect(rate.value).to.equal("20");
    await sendKeys({ press: "ArrowDown" });
    await sendKeys({ press: "ArrowDown" });
    await kit.settle();
    expect(rate.value).to.equal("19.98");
  });

  it("adds an empty row that changes nothing until it is filled in", async () => {
    const element = await kit.mount();
    const before = kit.figure(element, "Current Monthly");

    kit.button(element, "Add Another Debt").click();
    await kit.settle();

    expect(kit.rows(element)).to.have.length(2);
    const added = kit.row(element, 1);
    expect(added.textContent).to.include("Debt #2");
    const type = kit.fieldOf<HTMLSelectElement>(added, "What type of debt is this?");
    expect(type.value).to.equal("");
    expect(type.selectedOptions[0]?.textContent).to.equal("Select debt type");
    expect(kit.fieldOf<HTMLInputElement>(added, "How much do you owe?").value).to.equal("");
    expect(kit.figure(element, "Current Monthly")).to.equal(before);
  });

  it("removes a row, renumbers the rest and always keeps one", async () => {
    const element = await kit.mount({ variant: "detailed" });
    const second = kit.row(element, 1);
    kit.chooseType(kit.fieldOf<HTMLSelectElement>(second, "Debt Type"), "car-loan");
    await kit.typeInto(kit.fieldOf<HTMLInputElement>(second, "Amount ($)"), "8000");
    await kit.settle();

    kit.button(element, "Remove debt #1").click();
    await kit.settle();

    expect(kit.rows(element)).to.have.length(2);
    const first = kit.row(element, 0);
    expect(first.textContent).to.include("Debt #1");
    expect(kit.fieldOf<HTMLSelectElement>(first, "Debt Type").value).to.equal("car-loan");
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(
      kit.cents.format(kit.repayment(8000, 7.99, 60)),
    );

    kit.button(element, "Remove debt #2").click();
    await kit.settle();
    expect(kit.rows(element)).to.have.length(1);
    expect(kit.root(element).querySelector("[part~=remove-button]")).to.equal(null);
  });

  it("given a counted debt ticked 'Not sure', says beside the figures why the saving looks small, until its rate is back", async () => {
    const element = await kit.mount();
    const note = () => kit.root(element).querySelector("[part~=unknown-rate-note]");
    expect(note(), "no note while every debt has a rate").to.equal(null);

    kit.button(element, "Add Another Debt").click();
    await kit.settle();
    kit.row(element, 1).querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
    await kit.settle();
    expect(note(), "an empty row ticked 'Not sure' is not counted").to.equal(null);

    const notSure = kit.row(element, 0).querySelector<HTMLInputElement>("input[type=checkbox]");
    notSure?.click();
    await kit.settle();
    expect(note()?.textContent).to.equal(
      "We need the rate to estimate your savings. A debt marked 'Not sure', or with no rate, is counted with no current repayment, so your saving may look smaller than it is. Enter its rate for a true comparison.",
    );
    expect(note()?.previousElementSibling?.getAttribute("part")).to.equal("figures");
    // Such a debt counts at 0 %: no repayment today, the whole amount in the home loan.
    expect(kit.figure(element, "Current Monthly")).to.equal("$0");
    expect(kit.figure(element, "Monthly Savings")).to.equal(
      kit.dollars.format(-kit.repayment(10000, 6, 360)),
    );
    // A cost is not shown as a saving: the saving tiles are in the text's colour, not green.
    const textColour = getComputedStyle(
      kit.root(element).querySelector(".dc") as HTMLElement,
    ).color;
    for (const label of ["Monthly Savings", "Yearly Savings"]) {
      const tile = [...kit.root(element).querySelectorAll(".dc-figure")].find(
        (candidate) => candidate.querySelector("dt")?.textContent === label,
      );
      const value = tile?.querySelector("dd") as HTMLElement;
      expect(getComputedStyle(value).color, label).to.equal(textColour);
      expect(getComputedStyle(tile as HTMLElement).backgroundColor, label).to.equal(
        "rgb(241, 245, 249)",
      );
    }

    notSure?.click();
    await kit.settle();
    expect(note()).to.equal(null);
  });

  it("given a counted debt ticked N/A in the detailed variant, keeps the note until a rate is typed in", async () => {
    const element = await kit.mount({ variant: "detailed" });
    const note = () => kit.root(element).querySelector("[part~=unknown-rate-note]");
    const first = kit.row(element, 0);
    const na = first.querySelector<HTMLInputElement>("input[type=checkbox]");

    na?.click();
    await kit.settle();
    // Counted at 0 %, the debt costs more refinanced: no figure or sentence of it is green.
    const textColour = getComputedStyle(
      kit.root(element).querySelector(".dc") as HTMLElement,
    ).color;
    const green = "rgb(22, 101, 52)";
    const saving = [...kit.root(element).querySelectorAll(".dc-figure")]
      .at(-1)
      ?.querySelector("dd");
    const tableSaving = kit.root(element).querySelector(".dc-table tbody tr:last-child td");
    const summary = kit.root(element).querySelector<HTMLElement>(".dc-summary");
    expect(summary?.textContent).to.match(/^At this rate, consolidating would cost you/);
    for (const shown of [saving, tableSaving, summary]) {
      expect(getComputedStyle(shown as Element).color, shown?.textContent ?? "").to.equal(
        textColour,
      );
      expect(getComputedStyle(shown as Element).color).to.not.equal(green);
    }
    expect(note()?.textContent).to.equal(
      "We need the rate to estimate your savings. A debt marked 'N/A', or with no rate, is counted with no current repayment, so your saving may look smaller than it is. Enter its rate for a true comparison.",
    );
    expect(note()?.previousElementSibling?.getAttribute("part")).to.equal("figures");

    // Unticked, the rate box is still empty: the debt still has no repayment.
    na?.click();
    await kit.settle();
    expect(note()).to.not.equal(null);

    await kit.typeInto(kit.fieldOf<HTMLInputElement>(first, "Interest Rate (%)"), "19.99");
    await kit.settle();
    expect(note()).to.equal(null);
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(
      kit.cents.format(kit.repayment(10000, 19.99, 60)),
    );
  });
  it("shows a debt's whole interest rate in any column a host page gives it", async () => {
    for (const variant of ["slider", "detailed", "compact"]) {
      const element = await kit.mount({ variant });
      for (const width of [320, 640, 960, 1232]) {
        element.style.width = `${width}px`;
        await kit.settle();
        const rate = kit.root(element).querySelector<HTMLInputElement>("input[id$='-rate']");
        if (!rate) throw new Error(`no rate box in the ${variant} variant`);
        expect(rate.value, `${variant} at ${width}px`).to.equal("19.99");
        // A box narrower than its text cuts the rate off ("19.9" for "19.99").
        expect(rate.scrollWidth, `${variant} at ${width}px`).to.be.at.most(rate.clientWidth);
      }
      element.remove();
    }
  });
});
