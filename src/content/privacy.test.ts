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
    expect(policy.effectiveDate).toBe("25 November 2026");
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

  it("says an enquiry from the debt calculator carries the debts, rates and figures entered", () => {
    const collected = privacyPolicy(config).sections.find((s) => s.id === "information-we-collect");
    const text = allStrings(collected).join(" ");
    expect(text).toContain(
      "when you send an enquiry from our debt calculator, it carries what you entered in the calculator (each debt's type, amount and interest rate, and the home loan rate) and the repayments and savings it showed you",
    );
    expect(text).toContain(
      "Nothing you type into the calculator is sent to us unless you send the enquiry.",
    );
  });

  it("points complaints to the Office of the Australian Information Commissioner", () => {
    const complaints = privacyPolicy(config).sections.find((s) => s.id === "complaints");
    expect(allStrings(complaints).join(" ")).toContain(
      "Office of the Australian Information Commissioner",
    );
  });

  it("says how long each kind of record is kept, with the retention the server enforces", () => {
    const storage = (days: number) =>
      allStrings(
        privacyPolicy({ ...config, leadRetentionDays: days }).sections.find(
          (s) => s.id === "storage-and-security",
        ),
      ).join(" ");

    expect(storage(730)).toContain(
      "with the record of passing them on to our team: deleted 730 days (two years) after you send them.",
    );
    expect(storage(730)).toContain("caught by our spam filter: deleted after 30 days.");
    expect(storage(730)).toContain(
      "your name, e-mail address and how you found us are removed 730 days (two years) after the payment. The amount, date and payment reference are kept for 7 years",
    );
    expect(storage(400)).toContain("deleted 400 days after you send them.");
  });

  it("tells a visitor how to ask for access, correction and deletion", () => {
    const access = allStrings(
      privacyPolicy(config).sections.find((s) => s.id === "access-and-correction"),
    ).join(" ");

    expect(access).toContain("Access, correction and deletion");
    expect(access).toContain("or ask us to delete it");
    expect(access).toContain("tell us the e-mail address or phone number you gave us");
    expect(access).toContain("anything of yours not yet passed on to our team is never sent");
  });
});
