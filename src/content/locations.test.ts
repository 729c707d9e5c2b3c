import { describe, expect, it } from "vitest";
import { findLocation, locationGroups, locations } from "./index";

describe("locations", () => {
  it("has twelve NSW locations with four-digit postcodes inside Sydney", () => {
    expect(locations).toHaveLength(12);
    expect(new Set(locations.map((l) => l.slug)).size).toBe(12);
    for (const location of locations) {
      expect(location.postcode, location.slug).toMatch(/^2\d{3}$/);
      expect(location.state).toBe("NSW");
      expect(location.coordinates.lat, location.slug).toBeGreaterThan(-34.2);
      expect(location.coordinates.lat, location.slug).toBeLessThan(-33.5);
      expect(location.coordinates.lng, location.slug).toBeGreaterThan(150.5);
      expect(location.coordinates.lng, location.slug).toBeLessThan(151.4);
      expect(location.suburbs.length, location.slug).toBeGreaterThan(0);
    }
  });

  it("uses the real postcodes of the five core suburbs", () => {
    expect(findLocation("bondi")?.postcode).toBe("2026");
    expect(findLocation("maroubra")?.postcode).toBe("2035");
    expect(findLocation("coogee")?.postcode).toBe("2034");
    expect(findLocation("randwick")?.postcode).toBe("2031");
    expect(findLocation("rose-bay")?.postcode).toBe("2029");
    expect(findLocation("nowhere")).toBeUndefined();
  });

  it("groups every location exactly once, in the order the index page shows them", () => {
    expect(locationGroups.map((g) => g.name)).toEqual(["Eastern Suburbs", "City & Inner Areas"]);
    expect(locationGroups.map((g) => g.locations.map((l) => l.slug))).toEqual([
      [
        "bondi",
        "coogee",
        "rose-bay",
        "randwick",
        "maroubra",
        "bronte",
        "double-bay",
        "eastern-suburbs",
      ],
      ["sydney-cbd", "surry-hills", "mascot", "alexandria"],
    ]);
  });
});
