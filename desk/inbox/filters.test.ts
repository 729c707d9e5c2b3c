import { describe, expect, it } from "vitest";
import { filtersFromSearch, hasFilters, NO_FILTERS, searchOfFilters } from "./filters";

describe("the inbox's filters in the address", () => {
  it("given every filter, a reload reads back the same filters", () => {
    const filters = {
      q: "0412 345 678",
      kind: "debt",
      stage: "contacted" as const,
      from: "2026-11-01",
      to: "2026-11-30",
      campaign: "spring sale",
      source: "google",
      medium: "cpc",
      overdue: true,
      sort: "value" as const,
      dueToday: true,
    };

    const search = searchOfFilters(filters);

    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it("leaves filters not set out of the address, so the plain inbox is /desk", () => {
    expect(searchOfFilters(NO_FILTERS)).toBe("");
    expect(searchOfFilters({ ...NO_FILTERS, overdue: false, q: "  " })).toBe("");
  });

  it("keeps a phone number's spaces and a plus as typed, encoded", () => {
    const search = searchOfFilters({ ...NO_FILTERS, q: "+61 412 345 678" });

    expect(search).toBe("?q=%2B61+412+345+678");
    expect(filtersFromSearch(search).q).toBe("+61 412 345 678");
  });

  it("ignores a stage that does not exist and dates that are not dates", () => {
    expect(filtersFromSearch("?stage=won&from=yesterday&to=2026-13&sort=cheapest")).toEqual(
      NO_FILTERS,
    );
  });

  it("adds the cursor after the filters for the next page", () => {
    expect(searchOfFilters({ ...NO_FILTERS, stage: "new" }, { cursor: "abc" })).toBe(
      "?stage=new&cursor=abc",
    );
  });

  it("counts the stage as a tab, not a filter to clear", () => {
    expect(hasFilters({ ...NO_FILTERS, stage: "lost" })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, sort: "follow-up" })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, overdue: true })).toBe(true);
  });
});
