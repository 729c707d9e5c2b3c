import { describe, expect, it } from "vitest";
import { includedByType, leadMagnets } from "./index";

describe("lead magnets", () => {
  it("offers five downloads with unique ids, known types and a static path per file", () => {
    expect(leadMagnets).toHaveLength(5);
    expect(new Set(leadMagnets.map((m) => m.id)).size).toBe(5);
    for (const magnet of leadMagnets) {
      expect(["spreadsheet", "guide", "checklist"]).toContain(magnet.type);
      expect(magnet.fileUrl).toBe(`/downloads/${magnet.fileName}`);
      expect(includedByType[magnet.type].length).toBeGreaterThan(0);
    }
  });

  it("matches the spec's titles, categories and types", () => {
    expect(leadMagnets.map((m) => [m.title, m.category, m.type])).toEqual([
      ["Property Cashflow Calculator", "Investment Tools", "spreadsheet"],
      ["First Home Buyer's Complete Guide", "Home Buying", "guide"],
      ["Advanced Loan Calculator", "Tools", "spreadsheet"],
      ["Investment Property Checklist", "Investment", "checklist"],
      ["Debt Consolidation Strategy Guide", "Debt Management", "guide"],
    ]);
  });
});
