import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: opening figures, attributes and formats", () => {
  kit.withCleanPage();

  it("opens the slider version with a $10,000 credit card at 19.99% and a 6.0% home loan", async () => {
    const element = await kit.mount();

    const current = kit.repayment(10000, 19.99, 60);
    const refinanced = kit.repayment(10000, 6.0, 360);
    expect(kit.figure(element, "Current Monthly")).to.equal("$265");
    expect(kit.figure(element, "Current Monthly")).to.equal(kit.dollars.format(current));
    expect(kit.figure(element, "Refinanced Monthly")).to.equal(kit.dollars.format(refinanced));
    expect(kit.figure(element, "Monthly Savings")).to.equal(
      kit.dollars.format(current - refinanced),
    );
    expect(kit.figure(element, "Yearly Savings")).to.equal(
      kit.dollars.format((current - refinanced) * 12),
    );

    const text = kit.root(element).textContent ?? "";
    expect(text).to.include("Debt Refinance Calculator");
    expect(text).to.include("See how much you could save by refinancing your high-interest debts");
    expect(text).to.include("Enter Your Debt Information");
    expect(text).to.include("Your Potential Savings");
    expect(text).to.include("Lower rate = more savings");
    expect(text).to.include("*Based on a 30-year term. Actual rates may vary.");
    expect(
      kit.root(element).querySelector<HTMLAnchorElement>("[part~=logo]")?.getAttribute("href"),
    ).to.equal("/");

    const first = kit.row(element, 0);
    expect(first.textContent).to.include("Debt #1");
    expect(kit.fieldOf<HTMLSelectElement>(first, "What type of debt is this?").value).to.equal(
      "credit-card",
    );
    expect(kit.fieldOf<HTMLInputElement>(first, "How much do you owe?").value).to.equal("10000");
    expect(kit.fieldOf<HTMLInputElement>(first, "What's the interest rate?").value).to.equal(
      "19.99",
    );

    const rate = kit.slider(element);
    expect(rate.getAttribute("aria-valuemin")).to.equal("5.5");
    expect(rate.getAttribute("aria-valuemax")).to.equal("8");
    expect(rate.getAttribute("aria-valuenow")).to.equal("6");
    expect(rate.getAttribute("aria-valuetext")).to.equal("6.0 percent");
  });

  it("opens the detailed variant with three rows, a 4.99% rate and figures in cents", async () => {
    const element = await kit.mount({ variant: "detailed" });

    expect(kit.rows(element)).to.have.length(3);
    expect(kit.fieldOf<HTMLSelectElement>(kit.row(element, 1), "Debt Type").value).to.equal("");
    expect(kit.fieldOf<HTMLInputElement>(kit.row(element, 1), "Amount ($)").value).to.equal("");
    const rateField = kit.fieldOf<HTMLInputElement>(
      kit.root(element),
      "Home Loan Refinance Rate (%)",
    );
    expect(rateField.value).to.equal("4.99");
    expect(kit.root(element).textContent).to.include("(30-year term)");

    const current = kit.repayment(10000, 19.99, 60);
    const refinanced = kit.repayment(10000, 4.99, 360);
    expect(kit.figure(element, "Current Monthly Payment")).to.equal(kit.cents.format(current));
    expect(kit.figure(element, "Refinanced Monthly Payment")).to.equal(
      kit.cents.format(refinanced),
    );
    expect(kit.figure(element, "Monthly Savings")).to.equal(kit.cents.format(current - refinanced));

    const table = kit.root(element).querySelector("table");
    const headers = [...(table?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent);
    expect(headers).to.deep.equal(["Comparison", "Monthly Payment", "Annual Cost"]);
    const body = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(body).to.deep.equal([
      ["Current Debts", kit.cents.format(current), kit.cents.format(current * 12)],
      ["After Consolidation", kit.cents.format(refinanced), kit.cents.format(refinanced * 12)],
      [
        "Your Savings",
        kit.cents.format(current - refinanced),
        kit.cents.format((current - refinanced) * 12),
      ],
    ]);
    expect(kit.root(element).textContent).to.include(
      `you could save ${kit.cents.format((current - refinanced) * 12)} per year`,
    );
    expect(kit.root(element).textContent).to.include("Your Current Debts");
    expect(kit.root(element).textContent).to.include("Payment Comparison");
  });

  it("opens the compact variant with one credit card, a 5.99% slider and the total debt", async () => {
    const element = await kit.mount({ variant: "compact" });

    expect(kit.rows(element)).to.have.length(1);
    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("5.99");
    expect(kit.slider(element).getAttribute("aria-valuetext")).to.equal("5.99 percent");
    expect(kit.root(element).querySelector(".dc-total-debt")?.textContent).to.equal(
      "Total Debt$10,000",
    );
    const current = kit.repayment(10000, 19.99, 60);
    const refinanced = kit.repayment(10000, 5.99, 360);
    expect(kit.figure(element, "Refinanced Monthly")).to.equal(kit.dollars.format(refinanced));
    expect(kit.figure(element, "Monthly Savings")).to.equal(
      kit.dollars.format(current - refinanced),
    );
  });

  it("from the compact variant's 5.99%, the first arrow press lands on the slider's grid", async () => {
    const element = await kit.mount({ variant: "compact" });
    const rate = kit.slider(element);
    rate.focus();

    await sendKeys({ press: "ArrowRight" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("6");
    await sendKeys({ press: "ArrowLeft" });
    await sendKeys({ press: "ArrowLeft" });
    await kit.settle();
    expect(rate.getAttribute("aria-valuenow")).to.equal("5.8");
  });

  it("given a rate attribute outside the slider, starts at the nearest bound", async () => {
    const high = await kit.mount({ rate: "9.5" });
    const low = await kit.mount({ rate: "3", variant: "compact" });
    const between = await kit.mount({ rate: "7.3" });

    expect(kit.slider(high).getAttribute("aria-valuenow")).to.equal("8");
    expect(kit.slider(low).getAttribute("aria-valuenow")).to.equal("5.5");
    expect(kit.slider(between).getAttribute("aria-valuenow")).to.equal("7.3");
    expect(kit.figure(between, "Refinanced Monthly")).to.equal(
      kit.dollars.format(kit.repayment(10000, 7.3, 360)),
    );
  });

  it("follows a changed rate attribute", async () => {
    const element = await kit.mount();

    element.setAttribute("rate", "7.5");
    await kit.settle();

    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("7.5");
    expect(kit.figure(element, "Refinanced Monthly")).to.equal(
      kit.dollars.format(kit.repayment(10000, 7.5, 360)),
    );
  });

  it("shows the figures in another currency and locale when asked", async () => {
    const element = await kit.mount({ currency: "EUR", locale: "de-DE" });
    const euros = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });

    expect(kit.figure(element, "Current Monthly")).to.equal(
      euros.format(kit.repayment(10000, 19.99, 60)),
    );
  });
});
