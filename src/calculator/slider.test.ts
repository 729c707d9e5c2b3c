import { describe, expect, it } from "vitest";
import { clampToStep, refinanceRateSlider } from "./slider";

describe("the refinance rate slider", () => {
  it("runs from 5.5% to 8% in steps of 0.1, ten steps per page", () => {
    expect(refinanceRateSlider).toEqual({ min: 5.5, max: 8, step: 0.1, stepsPerPage: 10 });
  });
});

describe("clampToStep", () => {
  const { min, max, step } = refinanceRateSlider;

  it.each([
    [6.04, 6],
    [6.16, 6.2],
    [5.5 + 7 * 0.1, 6.2],
    [7.95, 8],
    [5.99, 6],
  ])("puts %d on the slider's grid at %d", (value, expected) => {
    expect(clampToStep(value, min, max, step)).toBe(expected);
  });

  it("holds values outside the range at its ends", () => {
    expect(clampToStep(4.99, min, max, step)).toBe(5.5);
    expect(clampToStep(12, min, max, step)).toBe(8);
  });

  it("puts a value that is not a number at the minimum", () => {
    expect(clampToStep(Number.NaN, min, max, step)).toBe(5.5);
  });

  it("stops at the last step below a maximum that is off the grid", () => {
    expect(clampToStep(9.4, 0, 9.5, 2)).toBe(8);
  });

  it("only clamps when there is no step", () => {
    expect(clampToStep(6.123, 5.5, 8, 0)).toBe(6.123);
  });
});
