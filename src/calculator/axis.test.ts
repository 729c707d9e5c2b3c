import { describe, expect, it } from "vitest";
import { headroomAxisMax, roundAxisMax } from "./axis";

describe("headroomAxisMax", () => {
  it("leaves a fifth of headroom above the current payment", () => {
    expect(headroomAxisMax(264.88)).toBeCloseTo(317.856, 3);
    expect(headroomAxisMax(1000)).toBe(1200);
  });

  it("never goes below $100, even with nothing entered", () => {
    expect(headroomAxisMax(50)).toBe(100);
    expect(headroomAxisMax(0)).toBe(100);
  });
});

describe("roundAxisMax", () => {
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
    expect(roundAxisMax(current, refinanced)).toBe(expected);
  });

  it("keeps a payment that is already a round multiple as the top", () => {
    expect(roundAxisMax(300, 50)).toBe(300);
    expect(roundAxisMax(50, 1000)).toBe(1000);
    expect(roundAxisMax(0.3, 0)).toBe(0.3);
  });

  it("runs to 100 when both payments are 0", () => {
    expect(roundAxisMax(0, 0)).toBe(100);
  });
});
