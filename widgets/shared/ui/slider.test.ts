import { describe, expect, it } from "vitest";
import { steppedValue } from "./slider";

describe("steppedValue", () => {
  it("moves one step on the grid without binary-fraction residue", () => {
    expect(steppedValue(6, 1, 5.5, 8, 0.1)).toBe(6.1);
    expect(steppedValue(6.1, -1, 5.5, 8, 0.1)).toBe(6);
    expect(steppedValue(5.5, 7, 5.5, 8, 0.1)).toBe(6.2);
  });

  it("moves ten steps for a page and stops at the bounds", () => {
    expect(steppedValue(6, 10, 5.5, 8, 0.1)).toBe(7);
    expect(steppedValue(7.5, 10, 5.5, 8, 0.1)).toBe(8);
    expect(steppedValue(6, -10, 5.5, 8, 0.1)).toBe(5.5);
  });

  it("given a value between grid points, the first step lands on the next point that way", () => {
    expect(steppedValue(5.99, 1, 5.5, 8, 0.1)).toBe(6);
    expect(steppedValue(5.99, -1, 5.5, 8, 0.1)).toBe(5.9);
    expect(steppedValue(5.94, 1, 5.5, 8, 0.1)).toBe(6);
    expect(steppedValue(5.94, -1, 5.5, 8, 0.1)).toBe(5.9);
    expect(steppedValue(5.99, 10, 5.5, 8, 0.1)).toBe(6.9);
  });

  it("uses the generic defaults' whole steps as well", () => {
    expect(steppedValue(50, 1, 0, 100, 1)).toBe(51);
    expect(steppedValue(50, 10, 0, 100, 1)).toBe(60);
    expect(steppedValue(99, 10, 0, 100, 1)).toBe(100);
  });
});
