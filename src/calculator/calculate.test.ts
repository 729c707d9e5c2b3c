import { describe, expect, it } from "vitest";
import { calculate, countsTowardsTotals, debtMonthlyPayment, monthlyPayment } from "./calculate";
import type { DebtEntry } from "./debts";

function debt(fields: Partial<DebtEntry>): DebtEntry {
  return { id: "1", type: "", amount: 0, interestRate: 0, isInterestNA: false, ...fields };
}

describe("monthlyPayment", () => {
  it.each([
    // Published amortisation figures, rounded to cents.
    [10000, 19.99, 60, 264.88],
    [10000, 5.99, 360, 59.89],
    [10000, 4.99, 360, 53.62],
    [10000, 12, 60, 222.44],
    [200000, 6, 360, 1199.1],
  ])("repays %d at %d%% over %d months with %d a month", (principal, rate, months, expected) => {
    expect(monthlyPayment(principal, rate, months)).toBeCloseTo(expected, 2);
  });

  it("is 0 when nothing is owed or the rate is 0", () => {
    expect(monthlyPayment(0, 19.99, 60)).toBe(0);
    expect(monthlyPayment(10000, 0, 60)).toBe(0);
  });

  it("is 0 for inputs that are not positive numbers", () => {
    expect(monthlyPayment(-10000, 19.99, 60)).toBe(0);
    expect(monthlyPayment(10000, -5, 60)).toBe(0);
    expect(monthlyPayment(Number.NaN, 19.99, 60)).toBe(0);
    expect(monthlyPayment(10000, 19.99, 0)).toBe(0);
  });
});

describe("a single debt", () => {
  it("is repaid over five years at its own rate", () => {
    const card = debt({ type: "credit-card", amount: 10000, interestRate: 19.99 });
    expect(debtMonthlyPayment(card)).toBeCloseTo(264.88, 2);
  });

  it("with an interest rate marked N/A costs nothing a month, whatever rate was typed", () => {
    const card = debt({
      type: "credit-card",
      amount: 10000,
      interestRate: 19.99,
      isInterestNA: true,
    });
    expect(debtMonthlyPayment(card)).toBe(0);
  });

  it("counts towards totals only with a type chosen and something owed", () => {
    expect(countsTowardsTotals(debt({ type: "car-loan", amount: 1 }))).toBe(true);
    expect(countsTowardsTotals(debt({ type: "", amount: 5000 }))).toBe(false);
    expect(countsTowardsTotals(debt({ type: "tax-debt", amount: 0 }))).toBe(false);
  });
});

describe("calculate", () => {
  it("given one $10,000 credit card at 19.99% and a 5.99% home loan, shows the monthly saving", () => {
    const result = calculate(
      [debt({ type: "credit-card", amount: 10000, interestRate: 19.99 })],
      5.99,
    );
    expect(result.currentMonthly).toBeCloseTo(264.88, 2);
    expect(result.refinancedMonthly).toBeCloseTo(59.89, 2);
    expect(result.monthlySavings).toBeCloseTo(264.88 - 59.89, 1);
    expect(result.totalDebt).toBe(10000);
    expect(result.chartData).toEqual([
      { name: "Current", value: 265 },
      { name: "Refinanced", value: 60 },
    ]);
  });

  it("gives yearly figures as twelve months", () => {
    const result = calculate(
      [debt({ type: "credit-card", amount: 10000, interestRate: 19.99 })],
      5.99,
    );
    expect(result.annualCurrent).toBeCloseTo(264.88 * 12, 0);
    expect(result.annualRefinanced).toBeCloseTo(59.89 * 12, 0);
    expect(result.annualSavings).toBeCloseTo((264.88 - 59.89) * 12, 0);
  });

  it("adds up several debts and refinances their combined amount over 30 years", () => {
    const result = calculate(
      [
        debt({ id: "1", type: "credit-card", amount: 10000, interestRate: 19.99 }),
        debt({ id: "2", type: "credit-card", amount: 10000, interestRate: 19.99 }),
      ],
      5.99,
    );
    expect(result.currentMonthly).toBeCloseTo(2 * 264.88, 1);
    expect(result.refinancedMonthly).toBeCloseTo(2 * 59.89, 1);
    expect(result.totalDebt).toBe(20000);
  });

  it("given rows without a type or with nothing owed, leaves them out of every total", () => {
    const counted = debt({ id: "1", type: "credit-card", amount: 10000, interestRate: 19.99 });
    const result = calculate(
      [
        counted,
        debt({ id: "2", type: "", amount: 50000, interestRate: 12.99 }),
        debt({ id: "3", type: "personal-loan", amount: 0, interestRate: 12.99 }),
      ],
      5.99,
    );
    expect(result.totalDebt).toBe(10000);
    expect(result.currentMonthly).toBeCloseTo(264.88, 2);
    expect(result.refinancedMonthly).toBeCloseTo(59.89, 2);
  });

  it("given only empty rows, shows zero everywhere", () => {
    const result = calculate([debt({ id: "1" }), debt({ id: "2" })], 6);
    expect(result.currentMonthly).toBe(0);
    expect(result.refinancedMonthly).toBe(0);
    expect(result.monthlySavings).toBe(0);
    expect(result.totalInterestCurrent).toBe(0);
    expect(result.totalInterestRefinanced).toBe(0);
    expect(result.chartData.map((p) => p.value)).toEqual([0, 0]);
  });

  it("treats an N/A debt as 0%: no current repayment, but its amount is still refinanced", () => {
    const result = calculate(
      [debt({ type: "tax-debt", amount: 10000, interestRate: 8.99, isInterestNA: true })],
      5.99,
    );
    expect(result.currentMonthly).toBe(0);
    expect(result.totalDebt).toBe(10000);
    expect(result.refinancedMonthly).toBeCloseTo(59.89, 2);
    expect(result.monthlySavings).toBeCloseTo(-59.89, 2);
  });

  it("shows that 30 years at a lower rate can cost more interest in total than 5 years", () => {
    const result = calculate(
      [debt({ type: "credit-card", amount: 10000, interestRate: 19.99 })],
      5.99,
    );
    expect(result.totalInterestCurrent).toBeCloseTo(264.88 * 60 - 10000, -1);
    expect(result.totalInterestRefinanced).toBeCloseTo(59.89 * 360 - 10000, -1);
    expect(result.totalInterestRefinanced).toBeGreaterThan(result.totalInterestCurrent);
  });
});
