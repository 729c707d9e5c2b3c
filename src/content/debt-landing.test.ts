import { describe, expect, it } from "vitest";
import { allStrings } from "../../tests/fixtures/all-strings";
import { debtLanding, thankYou } from "./index";

describe("home and debt landing copy", () => {
  it("sets out the debt page's three steps and the claims it is allowed to make", () => {
    expect(debtLanding.process.steps.map((s) => s.title)).toEqual([
      "Apply and get pre-approved",
      "Review your options",
      "Consolidate and save",
    ]);
    const text = allStrings(debtLanding).join(" ");
    expect(text).toContain("500+ Australians");
    expect(text).toContain("about 20%");
    expect(text).toContain("about 6%");
    expect(debtLanding.hero.subheading).toMatch(/no forms/i);
  });

  it("sends thank-you buttons home on the debt site and to /debtconsol on the main site", () => {
    expect(thankYou.debtSiteButton).toEqual({ label: "Return to Home", href: "/" });
    expect(thankYou.mainSiteButton).toEqual({
      label: "Return to Debt Consolidation",
      href: "/debtconsol",
    });
  });
});
