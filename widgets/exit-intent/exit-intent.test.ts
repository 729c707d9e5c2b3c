import { describe, expect, it } from "vitest";
import { resolveHref } from "./exit-intent";

const page = "https://debt.example.com/debtconsol?utm_source=ads";

describe("where 'Try the Calculator Now' goes", () => {
  it("goes to the calculator on the same site when no href is given", () => {
    expect(resolveHref(undefined, page).href).toBe("https://debt.example.com/debt-calculator");
    expect(resolveHref("   ", page).href).toBe("https://debt.example.com/debt-calculator");
  });

  it("follows a relative or absolute web address from the href attribute", () => {
    expect(resolveHref("/debtcalc2", page).href).toBe("https://debt.example.com/debtcalc2");
    expect(resolveHref("https://www.example.com/debt-calculator?ref=popup", page).href).toBe(
      "https://www.example.com/debt-calculator?ref=popup",
    );
  });

  it("falls back to the calculator for addresses that are not web pages", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,hi", "mailto:x@example.com"]) {
      expect(resolveHref(href, page).href).toBe("https://debt.example.com/debt-calculator");
    }
  });
});
