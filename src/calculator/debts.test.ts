import { describe, expect, it } from "vitest";
import { initialCalculatorState, newDebt, nextDebtId, withType } from "./debts";

describe("a new debt row", () => {
  it("starts empty, with no type and no N/A", () => {
    expect(newDebt("4")).toEqual({
      id: "4",
      type: "",
      amount: 0,
      interestRate: 0,
      isInterestNA: false,
    });
  });
});

describe("choosing a debt type", () => {
  it.each([
    ["credit-card", 19.99],
    ["personal-loan", 12.99],
    ["tax-debt", 8.99],
    ["car-loan", 7.99],
    ["other-loan", 10.99],
  ] as const)("to %s fills in a rate of %d%%", (type, rate) => {
    const before = { ...newDebt("1"), amount: 5000, interestRate: 3 };
    const after = withType(before, type);
    expect(after).toEqual({ ...before, type, interestRate: rate });
  });

  it("back to none keeps the rate already there", () => {
    const card = { ...newDebt("1"), type: "credit-card" as const, interestRate: 18 };
    expect(withType(card, "")).toEqual({ ...card, type: "" });
  });

  it("leaves the original row untouched", () => {
    const row = newDebt("1");
    withType(row, "car-loan");
    expect(row.type).toBe("");
  });
});

describe("initial calculator state", () => {
  const card = {
    id: "1",
    type: "credit-card",
    amount: 10000,
    interestRate: 19.99,
    isInterestNA: false,
  };

  it("of the first variant has a $10,000 credit card, two empty rows and 4.99%", () => {
    expect(initialCalculatorState("detailed")).toEqual({
      debts: [card, newDebt("2"), newDebt("3")],
      rate: 4.99,
    });
  });

  it("of the second variant has one $10,000 credit card and 5.99%", () => {
    expect(initialCalculatorState("compact")).toEqual({ debts: [card], rate: 5.99 });
  });

  it("of the slider version has one $10,000 credit card and 6% within the slider's range", () => {
    expect(initialCalculatorState("slider")).toEqual({ debts: [card], rate: 6 });
  });

  it("is a fresh copy each time, so one calculator cannot change another's start", () => {
    const first = initialCalculatorState("compact");
    for (const row of first.debts) row.amount = 1;
    first.debts.push(newDebt("2"));
    first.rate = 9;
    expect(initialCalculatorState("compact")).toEqual({
      debts: [{ ...newDebt("1"), type: "credit-card", amount: 10000, interestRate: 19.99 }],
      rate: 5.99,
    });
  });
});

describe("adding a debt", () => {
  it("numbers the new row one past the highest so far", () => {
    expect(nextDebtId([newDebt("1"), newDebt("2"), newDebt("3")])).toBe("4");
    expect(nextDebtId([newDebt("1"), newDebt("7")])).toBe("8");
  });

  it("numbers the first row 1", () => {
    expect(nextDebtId([])).toBe("1");
  });
});
