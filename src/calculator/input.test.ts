import { describe, expect, it } from "vitest";
import { displayNumber, formatCurrency, isDecimalDraft, parseDecimal } from "./input";

describe("isDecimalDraft", () => {
  it.each([
    "",
    " ",
    "$",
    "$ ",
    "1",
    "1,",
    "1,0",
    "12.",
    ".",
    ".5",
    "12 ",
    "12 %",
    "19.99%",
    "$ 25,000.50",
  ])("lets the box show %j, which is or may become a number", (input) => {
    expect(isDecimalDraft(input)).toBe(true);
  });

  it.each([
    "abc",
    "a",
    "12abc",
    "1.2.3",
    "-5",
    "1e5",
    "Infinity",
    ",100",
    "1,,000",
    "%",
    "$-1",
    "12%5",
  ])("refuses %j, which no more typing turns into a number", (input) => {
    expect(isDecimalDraft(input)).toBe(false);
  });

  it("accepts everything parseDecimal reads as a number", () => {
    for (const input of [
      "10000",
      "19.99",
      "  42.5 ",
      "12.",
      ".5",
      "007",
      "$1,000",
      "6 %",
      "1,234,567",
    ]) {
      expect(parseDecimal(input), input).toBeGreaterThan(0);
      expect(isDecimalDraft(input), input).toBe(true);
    }
  });
});

describe("parseDecimal", () => {
  it.each([
    ["10000", 10000],
    ["19.99", 19.99],
    ["  42.5 ", 42.5],
    ["12.", 12],
    [".5", 0.5],
    ["007", 7],
    ["1,000", 1000],
    ["$1,000", 1000],
    ["$ 25,000.50", 25000.5],
    ["1,234,567", 1234567],
    ["19.99%", 19.99],
    ["6 %", 6],
  ])("reads %j as %d", (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "abc",
    "12abc",
    ".",
    "1.2.3",
    "-5",
    "1e5",
    "Infinity",
    "$",
    "%",
    ",100",
    "10,",
    "1,,000",
  ])("reads %j as 0", (input) => {
    expect(parseDecimal(input)).toBe(0);
  });
});

describe("displayNumber", () => {
  it("shows an empty box for 0 so the placeholder reads through", () => {
    expect(displayNumber(0)).toBe("");
  });

  it("shows any other figure as typed", () => {
    expect(displayNumber(10000)).toBe("10000");
    expect(displayNumber(19.99)).toBe("19.99");
  });
});

describe("formatCurrency", () => {
  it("shows whole US dollars by default, as the slider version does", () => {
    expect(formatCurrency(264.88)).toBe("$265");
    expect(formatCurrency(2459.91)).toBe("$2,460");
  });

  it("shows cents when asked, as the first variant does", () => {
    expect(formatCurrency(264.88319, { decimals: 2 })).toBe("$264.88");
    expect(formatCurrency(0, { decimals: 2 })).toBe("$0.00");
  });

  it("shows a loss as a negative amount", () => {
    expect(formatCurrency(-59.89, { decimals: 2 })).toBe("-$59.89");
  });

  it("never shows a negative zero for a loss smaller than what is displayed", () => {
    expect(formatCurrency(-0.3)).toBe("$0");
    expect(formatCurrency(-0.004, { decimals: 2 })).toBe("$0.00");
  });

  it("writes US dollars exactly as Intl does, rounding halves away from zero", () => {
    const formats = [0, 2].map(
      (decimals) =>
        new Intl.NumberFormat("en-US", {
          style: "currency",
          currency: "USD",
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    );
    const intl = (n: number, decimals: number) =>
      (formats[decimals / 2] as Intl.NumberFormat).format(
        Math.abs(n) < 0.5 * 10 ** -decimals ? 0 : n,
      );
    const edges = [0.5, 1.5, 2.5, -2.5, 1.005, 1.015, 2.675, 999.995, 999_999.5, 1e12 + 0.5];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = [
      ...edges,
      ...edges.map((n) => -n),
      ...Array.from({ length: 2000 }, () => (random() - 0.3) * 10 ** Math.floor(random() * 9)),
      ...Array.from({ length: 500 }, () => Math.round((random() - 0.5) * 1e6) / 1000),
    ];
    for (const n of values) {
      for (const decimals of [0, 2]) {
        expect(formatCurrency(n, { decimals }), `${n} with ${decimals} decimals`).toBe(
          intl(n, decimals),
        );
      }
    }
  });

  it("follows another currency and locale when given", () => {
    expect(formatCurrency(1000, { currency: "EUR", decimals: 2 })).toBe("€1,000.00");
    expect(formatCurrency(1234.5, { currency: "AUD", locale: "en-AU", decimals: 2 })).toBe(
      "$1,234.50",
    );
  });
});
