import { describe, expect, it } from "vitest";
import { calculatorVariants } from "./calculator";

describe("debt calculator variants", () => {
  it("names, in each variant's note on a debt with no rate, the box its rows show", () => {
    for (const content of Object.values(calculatorVariants)) {
      expect(content.unknownRateNote).toContain(`'${content.debtRow.notApplicableLabel}'`);
    }
  });

  it("labels that box 'N/A' in the detailed variant and 'Not sure' in the slider ones", () => {
    expect(calculatorVariants.detailed.debtRow.notApplicableLabel).toBe("N/A");
    expect(calculatorVariants.slider.debtRow.notApplicableLabel).toBe("Not sure");
    expect(calculatorVariants.compact.debtRow.notApplicableLabel).toBe("Not sure");
  });

  it("gives a typed-in rate a placeholder in words, so an empty box never reads as a rate", () => {
    const { rate } = calculatorVariants.detailed;
    expect(rate.kind).toBe("typed");
    expect(rate.kind === "typed" ? rate.placeholder : "").toMatch(/^\D+$/);
  });
});
