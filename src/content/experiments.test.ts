import { describe, expect, it } from "vitest";
import { calculatorVariants } from "./calculator";
import { calculatorVariantExperiment, debtCtaLabels, experiments } from "./experiments";

describe("the declared experiments", () => {
  it("each has a unique id usable as an attribute name, arms with weights, and dates in order", () => {
    expect(new Set(experiments.map((experiment) => experiment.id)).size).toBe(experiments.length);
    for (const experiment of experiments) {
      expect(experiment.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(experiment.arms.length).toBeGreaterThanOrEqual(2);
      expect(new Set(experiment.arms.map((arm) => arm.id)).size).toBe(experiment.arms.length);
      for (const arm of experiment.arms) {
        expect(arm.id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(arm.weight).toBeGreaterThan(0);
      }
      expect(experiment.start <= experiment.end).toBe(true);
      expect(Number.isNaN(Date.parse(experiment.end))).toBe(false);
    }
  });

  it("compares calculator variants that exist, and gives every call-to-action arm its words", () => {
    for (const arm of calculatorVariantExperiment.arms) {
      expect(Object.keys(calculatorVariants)).toContain(arm.id);
    }
    for (const label of Object.values(debtCtaLabels)) expect(label.length).toBeGreaterThan(5);
  });
});
