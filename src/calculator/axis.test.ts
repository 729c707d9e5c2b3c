import { describe, expect, it } from "vitest";
import { compactAxisMax, detailedAxisMax } from "./axis";

describe("detailedAxisMax", () => {
  it("leaves a fifth of headroom above the current payment", () => {
    expect(detailedAxisMax(264.88)).toBeCloseTo(317.856, 3);
    expect(detailedAxisMax(1000)).toBe(1200);
  });

  it("never goes below $100, even with nothing entered", () => {
    expect(detailedAxisMax(50)).toBe(100);
    expect(detailedAxisMax(0)).toBe(100);
  });
});

describe("compactAxisMax", () => {
  it.each([
    [264.88, 59.89, 300],
    [1234, 100, 2000],
    [59.89, 80, 80],
    [9.5, 0, 10],
    [99.2, 12, 100],
    [1001, 0, 2000],
    [45000, 2000, 50000],
    [2.3, 0, 3],
  ])("with payments %d and %d runs to %d", (current, refinanced, expected) => {
    expect(compactAxisMax(current, refinanced)).toBe(expected);
  });

  it("keeps a payment that is already a round multiple as the top", () => {
    expect(compactAxisMax(300, 50)).toBe(300);
    expect(compactAxisMax(50, 1000)).toBe(1000);
    expect(compactAxisMax(0.3, 0)).toBe(0.3);
  });

  it("runs to 100 when both payments are 0", () => {
    expect(compactAxisMax(0, 0)).toBe(100);
  });
});
