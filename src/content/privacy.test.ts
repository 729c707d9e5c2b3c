import { describe, expect, it } from "vitest";
import { allStrings } from "../../tests/fixtures/all-strings";
import { defaultConfig, type SiteConfig } from "../config";
import { privacyPolicy } from "./index";

describe("privacy policy", () => {
  const config: SiteConfig = {
    ...defaultConfig,
    businessName: "Harbourline Finance Pty Ltd",
    siteOrigin: "https://harbourline.test",
    email: "privacy@harbourline.test",
    phoneDisplay: "02 9999 1234",
    address: "9 Test Lane, Sydney NSW 2000",
  };

  it("has the ten sections of the spec in order and the effective date", () => {
    const policy = privacyPolicy(config);
    expect(policy.effectiveDate).toBe("14 March 2025");
    expect(policy.sections.map((s) => s.id)).toEqual([
      "information-we-collect",
      "how-we-use-it",
      "disclosure",
      "storage-and-security",
      "access-and-correction",
      "cookies",
      "marketing",
      "complaints",
      "changes",
      "contact",
    ]);
    for (const section of policy.sections) {
      expect(section.paragraphs.length + (section.items?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it("names the configured business, website and contact details", () => {
    const policy = privacyPolicy(config);
    expect(policy.businessName).toBe("Harbourline Finance Pty Ltd");
    expect(policy.website).toBe("https://harbourline.test");
    const contact = allStrings(policy.sections.at(-1)).join(" ");
    expect(contact).toContain("privacy@harbourline.test");
    expect(contact).toContain("02 9999 1234");
    expect(contact).toContain("9 Test Lane, Sydney NSW 2000");
  });

  it("points complaints to the Office of the Australian Information Commissioner", () => {
    const complaints = privacyPolicy(config).sections.find((s) => s.id === "complaints");
    expect(allStrings(complaints).join(" ")).toContain(
      "Office of the Australian Information Commissioner",
    );
  });
});
