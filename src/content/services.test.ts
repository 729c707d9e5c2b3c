import { describe, expect, it } from "vitest";
import { allStrings } from "../../tests/fixtures/all-strings";
import { findService, services } from "./index";

describe("services", () => {
  it("lists the twelve services of the spec, each slug once", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "home-loans",
      "refinance-loans",
      "first-home-buyer",
      "investment-loans",
      "smsf-loans",
      "low-doc-loans",
      "construction-loans",
      "bad-credit-loans",
      "business-loans",
      "guarantor-loans",
      "non-resident-loans",
      "medico-loans",
    ]);
    expect(new Set(services.map((s) => s.slug)).size).toBe(12);
  });

  it("gives every service at least three sections and four FAQs, with no blank copy", () => {
    for (const service of services) {
      expect(service.contentSections.length, service.slug).toBeGreaterThanOrEqual(3);
      expect(service.faqs.length, service.slug).toBeGreaterThanOrEqual(4);
      for (const section of service.contentSections) {
        if ("subsections" in section) expect(section.subsections.length).toBeGreaterThan(0);
        else expect(section.content.length).toBeGreaterThan(80);
      }
      const { youtubeId: _emptyUntilRecorded, ...copy } = service;
      for (const text of allStrings(copy)) expect(text.trim(), service.slug).not.toBe("");
    }
  });

  it("keeps meta descriptions short enough for search results and titles unique", () => {
    for (const service of services) {
      expect(service.metaDescription.length, service.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(services.map((s) => s.metaTitle)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.h1)).size).toBe(services.length);
  });

  it("finds a service by slug and returns undefined for an unknown one", () => {
    expect(findService("smsf-loans")?.name).toBe("SMSF Loans");
    expect(findService("crypto-loans")).toBeUndefined();
  });
});
