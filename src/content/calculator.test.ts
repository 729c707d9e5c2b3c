import { describe, expect, it } from "vitest";
import { calculatorVariantContent } from "./calculator";

describe("debt calculator variants", () => {
  it("names, in each variant's note on a debt with no rate, the box its rows show", () => {
    for (const content of Object.values(calculatorVariantContent)) {
      expect(content.unknownRateNote).toContain(`'${content.debtRow.notApplicableLabel}'`);
    }
  });

  it("labels that box 'N/A' in the detailed variant and 'Not sure' in the slider ones", () => {
    expect(calculatorVariantContent.detailed.debtRow.notApplicableLabel).toBe("N/A");
    expect(calculatorVariantContent.slider.debtRow.notApplicableLabel).toBe("Not sure");
    expect(calculatorVariantContent.compact.debtRow.notApplicableLabel).toBe("Not sure");
  });

  it("gives a typed-in rate a placeholder in words, so an empty box never reads as a rate", () => {
    const { rate } = calculatorVariantContent.detailed;
    expect(rate.kind).toBe("typed");
    expect(rate.kind === "typed" ? rate.placeholder : "").toMatch(/^\D+$/);
  });
});
