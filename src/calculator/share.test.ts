import { describe, expect, it } from "vitest";
import type { CalculatorState } from "./debts";
import { decodeCalculatorState, encodeCalculatorState } from "./share";

describe("a share link", () => {
  it("brings back the same debts and rate", () => {
    const state: CalculatorState = {
      rate: 5.99,
      debts: [
        { id: "1", type: "credit-card", amount: 10000, interestRate: 19.99, isInterestNA: false },
        { id: "2", type: "tax-debt", amount: 2500.5, interestRate: 8.99, isInterestNA: true },
        { id: "3", type: "", amount: 0, interestRate: 0, isInterestNA: false },
        { id: "4", type: "car-loan", amount: 18000, interestRate: 7.99, isInterestNA: false },
        { id: "5", type: "personal-loan", amount: 1, interestRate: 12.99, isInterestNA: false },
        { id: "6", type: "other-loan", amount: 300, interestRate: 10.99, isInterestNA: false },
      ],
    };
    expect(decodeCalculatorState(encodeCalculatorState(state))).toEqual(state);
  });

  it("is short and survives URLSearchParams unchanged", () => {
    const encoded = encodeCalculatorState({
      rate: 6,
      debts: [
        { id: "1", type: "credit-card", amount: 10000, interestRate: 19.99, isInterestNA: false },
      ],
    });
    expect(encoded.length).toBeLessThan(30);
    expect(new URLSearchParams({ c: encoded }).toString()).toBe(`c=${encoded}`);
  });

  it("numbers rows afresh, whatever ids they had", () => {
    const encoded = encodeCalculatorState({
      rate: 6,
      debts: [
        { id: "7", type: "credit-card", amount: 100, interestRate: 19.99, isInterestNA: false },
        { id: "9", type: "car-loan", amount: 200, interestRate: 7.99, isInterestNA: false },
      ],
    });
    expect(decodeCalculatorState(encoded)?.debts.map((d) => d.id)).toEqual(["1", "2"]);
  });

  it("keeps figures to the cent", () => {
    const encoded = encodeCalculatorState({
      rate: 6.123,
      debts: [
        { id: "1", type: "credit-card", amount: 99.999, interestRate: 19.994, isInterestNA: false },
      ],
    });
    const decoded = decodeCalculatorState(encoded);
    expect(decoded?.rate).toBe(6.12);
    expect(decoded?.debts[0]?.amount).toBe(100);
    expect(decoded?.debts[0]?.interestRate).toBe(19.99);
  });

  it("may carry no debts at all", () => {
    expect(decodeCalculatorState(encodeCalculatorState({ rate: 5.5, debts: [] }))).toEqual({
      rate: 5.5,
      debts: [],
    });
  });

  it.each([
    ["an empty string", ""],
    ["plain words", "hello world"],
    ["JSON", '{"rate":6,"debts":[]}'],
    ["an unknown version", "v2-6-cc_10000_19.99"],
    ["a missing rate", "v1"],
    ["a rate that is not a number", "v1-abc-cc_10000_19.99"],
    ["a negative amount", "v1-6-cc_-10000_19.99"],
    ["an unknown debt type", "v1-6-zz_10000_19.99"],
    ["a missing field", "v1-6-cc_10000"],
    ["an unknown flag", "v1-6-cc_10000_19.99_y"],
    ["an extra field", "v1-6-cc_10000_19.99_n_n"],
    ["a trailing separator", "v1-6-cc_10000_19.99-"],
    ["more than two decimals", "v1-6-cc_10000.123_19.99"],
    ["an exponent", "v1-6-cc_1e5_19.99"],
    ["an amount over $100 million", "v1-6-cc_200000000_19.99"],
    ["a rate over 100%", "v1-101-cc_10000_19.99"],
    ["a debt rate over 100%", "v1-6-cc_10000_250"],
    ["too many debts", `v1-6${"-cc_1_1".repeat(21)}`],
    ["a very long value", `v1-6-cc_1_1${"0".repeat(5000)}`],
  ])("made of %s is refused", (_, garbage) => {
    expect(decodeCalculatorState(garbage)).toBeNull();
  });

  it("is refused, not thrown on, when the value is not text at all", () => {
    expect(decodeCalculatorState(undefined as unknown as string)).toBeNull();
    expect(decodeCalculatorState(42 as unknown as string)).toBeNull();
  });
});
