import { expect } from "chai";
import * as kit from "../../testing/debt-calculator-kit";

describe("<debt-calculator>: share links", () => {
  kit.withCleanPage();

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
      const element = await kit.mount({ variant: "detailed" });
      await kit.typeInto(kit.fieldOf<HTMLInputElement>(kit.row(element, 0), "Amount ($)"), "25000");
      const second = kit.row(element, 1);
      kit.chooseType(kit.fieldOf<HTMLSelectElement>(second, "Debt Type"), "tax-debt");
      await kit.typeInto(kit.fieldOf<HTMLInputElement>(second, "Amount ($)"), "4000");
      kit.row(element, 2).querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
      await kit.typeInto(
        kit.fieldOf<HTMLInputElement>(kit.root(element), "Home Loan Refinance Rate"),
        "5.25",
      );
      await kit.settle();

      kit.button(element, "Copy link to these figures").click();
      await kit.waitFor(
        () =>
          kit.root(element).querySelector("[role=status]")?.textContent?.includes("Link copied") ??
          false,
        "the confirmation",
      );

      const link = new URL(copied);
      expect(link.pathname).to.equal(location.pathname);
      expect(link.searchParams.get("calc")).to.be.a("string");
      element.remove();

      history.replaceState(null, "", link.href);
      const restored = await kit.mount({ variant: "detailed" });
      expect(kit.rows(restored)).to.have.length(3);
      expect(kit.fieldOf<HTMLInputElement>(kit.row(restored, 0), "Amount ($)").value).to.equal(
        "25000",
      );
      expect(kit.fieldOf<HTMLSelectElement>(kit.row(restored, 1), "Debt Type").value).to.equal(
        "tax-debt",
      );
      expect(
        kit.fieldOf<HTMLInputElement>(kit.row(restored, 1), "Interest Rate (%)").value,
      ).to.equal("8.99");
      expect(
        kit.fieldOf<HTMLInputElement>(kit.row(restored, 2), "Interest Rate (%)").disabled,
      ).to.equal(true);
      expect(
        kit.fieldOf<HTMLInputElement>(kit.root(restored), "Home Loan Refinance Rate").value,
      ).to.equal("5.25");
      const current = kit.repayment(25000, 19.99, 60) + kit.repayment(4000, 8.99, 60);
      expect(kit.figure(restored, "Current Monthly Payment")).to.equal(kit.cents.format(current));
      expect(kit.figure(restored, "Refinanced Monthly Payment")).to.equal(
        kit.cents.format(kit.repayment(29000, 5.25, 360)),
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
      const element = await kit.mount();
      kit.button(element, "Copy link to these figures").click();
      await kit.waitFor(
        () => Boolean(kit.root(element).querySelector(".dc-share__manual input")),
        "the link to show",
      );
      const input = kit.fieldOf<HTMLInputElement>(kit.root(element), "Copy this link");
      expect(new URL(input.value).searchParams.get("calc")).to.be.a("string");
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
    }
  });

  it("ignores a share link it cannot read and opens with its own figures", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-6-zz_abc_1`);
    const element = await kit.mount();

    expect(kit.rows(element)).to.have.length(1);
    expect(kit.figure(element, "Current Monthly")).to.equal("$265");
    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("6");
  });

  it("clamps a shared rate to the slider", async () => {
    history.replaceState(null, "", `${location.pathname}?calc=v1-9.25-pl_3000_12.99`);
    const element = await kit.mount();

    expect(kit.slider(element).getAttribute("aria-valuenow")).to.equal("8");
    expect(
      kit.fieldOf<HTMLSelectElement>(kit.row(element, 0), "What type of debt is this?").value,
    ).to.equal("personal-loan");
  });
});
