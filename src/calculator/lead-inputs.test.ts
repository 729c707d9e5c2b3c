import { describe, expect, it } from "vitest";
import { calculate } from "./calculate";
import type { CalculatorState } from "./debts";
import { calculatorLeadInputs } from "./lead-inputs";

/** Annuity repayment, written out here apart from the calculator's own. */
const repayment = (principal: number, percent: number, months: number) => {
  const r = percent / 100 / 12;
  return (principal * r) / (1 - (1 + r) ** -months);
};
const cents = (n: number) => Math.round(n * 100) / 100;

const inputsOf = (state: CalculatorState) =>
  calculatorLeadInputs(state, calculate(state.debts, state.rate));

describe("what a calculator lead carries", () => {
  it("given counted debts, sends each with its rate and the figures shown, to the cent", () => {
    const state: CalculatorState = {
      debts: [
        { id: "1", type: "credit-card", amount: 12_000, interestRate: 19.99, isInterestNA: false },
        { id: "2", type: "car-loan", amount: 8_000, interestRate: 7.99, isInterestNA: true },
        { id: "3", type: "", amount: 5_000, interestRate: 10, isInterestNA: false },
        { id: "4", type: "tax-debt", amount: 0, interestRate: 8.99, isInterestNA: false },
      ],
      rate: 6,
    };
    const now = repayment(12_000, 19.99, 60);
    const after = repayment(20_000, 6, 360);

    expect(inputsOf(state)).toEqual({
      debts: [
        { type: "credit-card", balance: 12_000, rate: 19.99 },
        { type: "car-loan", balance: 8_000, rate: 0, rateUnknown: true },
      ],
      refinanceRate: 6,
      termYears: 30,
      monthlyNow: cents(now),
      monthlyAfter: cents(after),
      monthlySaving: cents(now - after),
      yearlySaving: cents((now - after) * 12),
    });
  });

  it("given an amount the server would refuse, leaves the figures out so the lead still goes", () => {
    const state: CalculatorState = {
      debts: [
        {
          id: "1",
          type: "credit-card",
          amount: 20_000_000,
          interestRate: 19.99,
          isInterestNA: false,
        },
      ],
      rate: 6,
    };
    expect(inputsOf(state)).toBeUndefined();
  });

  it("given more than 10 counted debts, leaves the figures out", () => {
    const debts = Array.from({ length: 11 }, (_, i) => ({
      id: String(i + 1),
      type: "credit-card" as const,
      amount: 1_000,
      interestRate: 19.99,
      isInterestNA: false,
    }));
    expect(inputsOf({ debts, rate: 6 })).toBeUndefined();
    expect(inputsOf({ debts: debts.slice(0, 10), rate: 6 })?.debts).toHaveLength(10);
  });
});
