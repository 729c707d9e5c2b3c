import { describe, expect, it } from "vitest";
import {
  fitRate,
  formatRate,
  moneyFormat,
  shareLink,
  startingState,
  variantOf,
} from "./starting-state";

describe("variantOf", () => {
  it("keeps a known variant and falls back to the slider version", () => {
    expect(variantOf("detailed")).toBe("detailed");
    expect(variantOf("compact")).toBe("compact");
    expect(variantOf("fancy")).toBe("slider");
    expect(variantOf(undefined)).toBe("slider");
  });
});

describe("fitRate", () => {
  it("clamps a slider variant's rate to 5.5–8 but keeps a rate between grid points", () => {
    expect(fitRate("slider", 9)).toBe(8);
    expect(fitRate("compact", 2)).toBe(5.5);
    expect(fitRate("compact", 5.99)).toBe(5.99);
  });

  it("lets the detailed variant take any rate from 0 to 100, to the cent", () => {
    expect(fitRate("detailed", 4.555)).toBe(4.55);
    expect(fitRate("detailed", 3)).toBe(3);
    expect(fitRate("detailed", -1)).toBe(0);
    expect(fitRate("detailed", 250)).toBe(100);
  });
});

describe("formatRate", () => {
  it("shows one decimal on the slider's grid and two between its points", () => {
    expect(formatRate(6)).toBe("6.0");
    expect(formatRate(7.3)).toBe("7.3");
    expect(formatRate(5.99)).toBe("5.99");
  });
});

describe("startingState", () => {
  it("given no share link, starts each variant with its own figures", () => {
    expect(startingState("compact", undefined, "").rate).toBe(5.99);
    expect(startingState("detailed", undefined, "").debts).toHaveLength(3);
  });

  it("given a rate attribute, starts there", () => {
    expect(startingState("slider", 7.2, "").rate).toBe(7.2);
    expect(startingState("slider", 12, "").rate).toBe(8);
    expect(startingState("slider", Number.NaN, "?x=1").rate).toBe(
      startingState("slider", undefined, "").rate,
    );
  });

  it("given a readable share link, restores its rows and rate over the attribute", () => {
    const state = startingState(
      "detailed",
      3,
      "?utm_source=x&calc=v1-5.25-cc_2500_19.99-td_800_8.99_n",
    );
    expect(state.rate).toBe(5.25);
    expect(state.debts).toEqual([
      { id: "1", type: "credit-card", amount: 2500, interestRate: 19.99, isInterestNA: false },
      { id: "2", type: "tax-debt", amount: 800, interestRate: 8.99, isInterestNA: true },
    ]);
  });

  it("given a share link without rows, still starts with one empty row", () => {
    const state = startingState("slider", undefined, "?calc=v1-6.5");
    expect(state.debts).toEqual([
      { id: "1", type: "", amount: 0, interestRate: 0, isInterestNA: false },
    ]);
    expect(state.rate).toBe(6.5);
  });

  it("ignores a share link it cannot read", () => {
    const fallback = startingState("compact", undefined, "");
    expect(startingState("compact", undefined, "?calc=nonsense")).toEqual(fallback);
    expect(startingState("compact", undefined, "?calc=v1-6-cc_-5_1")).toEqual(fallback);
  });
});

describe("shareLink", () => {
  it("writes the figures into ?calc= on the page's own address, keeping other parameters", () => {
    const link = shareLink(
      {
        rate: 6.1,
        debts: [
          { id: "1", type: "car-loan", amount: 9000, interestRate: 7.99, isInterestNA: false },
        ],
      },
      "https://debt.example.com/debt-calculator?utm_source=ad&calc=old#results",
    );
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://debt.example.com/debt-calculator");
    expect(url.hash).toBe("");
    expect(url.searchParams.get("utm_source")).toBe("ad");
    const restored = startingState("slider", undefined, url.search);
    expect(restored.rate).toBe(6.1);
    expect(restored.debts[0]).toMatchObject({ type: "car-loan", amount: 9000, interestRate: 7.99 });
  });
});

describe("moneyFormat", () => {
  it("keeps a currency and locale Intl accepts and falls back to the site's otherwise", () => {
    expect(moneyFormat("EUR", "de-DE")).toEqual({ currency: "EUR", locale: "de-DE" });
    expect(moneyFormat("not a currency", "en-US")).toEqual({ currency: "USD", locale: "en-US" });
    expect(moneyFormat(undefined, "  ")).toEqual({ currency: "USD", locale: "en-US" });
  });
});
