import { describe, expect, it } from "vitest";
import { debtAmountBandFor } from "./debt";

describe("the debt band of a calculator's total", () => {
  it.each([
    [0, undefined],
    [9_999.99, "$0 - $10,000"],
    [10_000, "$10,000 - $30,000"],
    [18_000, "$10,000 - $30,000"],
    [30_000, "$30,000 - $50,000"],
    [49_999, "$30,000 - $50,000"],
    [50_000, "$50,000+"],
    [1_250_000, "$50,000+"],
  ])("given debts of $%d in all, the band is %s", (total, band) => {
    expect(debtAmountBandFor(total)).toBe(band);
  });
});
