import { expect } from "chai";
import {
  button,
  cents,
  chooseType,
  fieldOf,
  figure,
  mount,
  repayment,
  root,
  row,
  rows,
  settle,
  slider,
  typeInto,
  waitFor,
  withCleanPage,
} from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: share links", () => {
  withCleanPage();

  it("copies a link that brings back the same debts and rate", async () => {
    let copied = "";
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    try {
      const element = await mount({ variant: "detailed" });
      await typeInto(fieldOf<HTMLInputElement>(row(element, 0), "Amount ($)"), "25000");
      const second = row(element, 1);
      chooseType(fieldOf<HTMLSelectElement>(second, "Debt Type"), "tax-debt");
      await typeInto(fieldOf<HTMLInputElement>(second, "Amount ($)"), "4000");
      row(element, 2).querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
      await typeInto(fieldOf<HTMLInputElement>(root(element), "Home Loan Refinance Rate"), "5.25");
      await settle();

      button(element, "Copy link to these figures").click();
      await waitFor(
        () =>
          root(element).querySelector("[role=status]")?.textContent?.includes("Link copied") ??
          false,
        "the confirmation",
      );

      const link = new URL(copied);
      expect(link.pathname).to.equal(location.pathname);
      expect(link.searchParams.get("calc")).to.be.a("string");
      element.remove();

      history.replaceState(null, "", link.href);
      const restored = await mount({ variant: "detailed" });
      expect(rows(restored)).to.have.length(3);
      expect(fieldOf<HTMLInputElement>(row(restored, 0), "Amount ($)").value).to.equal("25000");
      expect(fieldOf<HTMLSelectElement>(row(restored, 1), "Debt Type").value).to.equal("tax-debt");
      expect(fieldOf<HTMLInputElement>(row(restored, 1), "Interest Rate (%)").value).to.equal(
        "8.99",
      );
      expect(fieldOf<HTMLInputElement>(row(restored, 2), "Interest Rate (%)").disabled).to.equal(
        true,
      );
      expect(fieldOf<HTMLInputElement>(root(restored), "Home Loan Refinance Rate").value).to.equal(
        "5.25",
      );
      const current = repayment(25000, 19.99, 60) + repayment(4000, 8.99, 60);
      expect(figure(restored, "Current Monthly Payment")).to.equal(cents.format(current));
      expect(figure(restored, "Refinanced Monthly Payment")).to.equal(
        cents.format(repayment(29000, 5.25, 360)),
      );
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("shows the link to copy by hand when the clipboard refuses", async () => {
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
    try {
      const element = await mount();
      button(element, "Copy link to these figures").click();
      await waitFor(
        () => Boolean(root(element).querySelector(".dc-share__manual input")),
        "the link to show",
      );
      const input = fieldOf<HTMLInputElement>(root(element), "Copy this link");
      expect(new URL(input.value).searchParams.get("calc")).to.be.a("string");
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("ignores a share link it cannot read and opens with its own figures", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-6-zz_abc_1`);
    const element = await mount();

    expect(rows(element)).to.have.length(1);
    expect(figure(element, "Current Monthly")).to.equal("$265");
    expect(slider(element).getAttribute("aria-valuenow")).to.equal("6");
  });

  it("clamps a shared rate to the slider", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-9.25-pl_3000_12.99`);
    const element = await mount();

    expect(slider(element).getAttribute("aria-valuenow")).to.equal("8");
    expect(
      fieldOf<HTMLSelectElement>(row(element, 0), "What type of debt is this?").value,
    ).to.equal("personal-loan");
  });
});
