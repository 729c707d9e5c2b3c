import { describe, expect, it } from "vitest";
import { allStrings } from "../../tests/fixtures/all-strings";
import { findService, locations, popularServices, suburbContent, suburbContentFor } from "./index";

describe("suburb pages", () => {
  it("given bronte, which has no written page, generates content naming it and its postcode", () => {
    const content = suburbContentFor("bronte");
    expect(content?.isCustomPage).toBe(false);
    expect(content?.suburb).toBe("Bronte");
    expect(content?.title).toContain("Bronte");
    expect(content?.intro).toContain("Bronte");
    expect(content?.intro).toContain("2024");
    expect(content?.faqs.length).toBeGreaterThanOrEqual(4);
  });

  it("given an unknown slug, returns nothing so the page can say 'Location Not Found'", () => {
    expect(suburbContentFor("atlantis")).toBeUndefined();
    expect(suburbContentFor("toString")).toBeUndefined();
  });

  it("serves the written page for each core suburb and content for every location", () => {
    expect(suburbContentFor("bondi")).toBe(suburbContent.bondi);
    for (const location of locations) {
      const content = suburbContentFor(location.slug);
      expect(content?.suburb, location.slug).toBe(location.name);
      expect(content?.highlights.length).toBeGreaterThan(0);
      expect(content?.services.length).toBeGreaterThan(0);
    }
  });

  it("quotes 5-20% deposits on standard pages and 10-20% on Rose Bay", () => {
    for (const location of locations) {
      const content = suburbContentFor(location.slug);
      const text = allStrings(content).join(" ");
      if (location.slug === "rose-bay") {
        expect(text).toContain("10-20%");
        expect(text).not.toContain("5-20%");
      } else {
        expect(text, location.slug).toContain("5-20%");
      }
    }
  });

  it("promises conditional approval in as little as 2 business days on the Bondi page", () => {
    expect(suburbContent.bondi.intro).toContain("as little as 2 business days");
  });

  it("gives Rose Bay its custom layout, linking on to the Coogee page", () => {
    const roseBay = suburbContentFor("rose-bay");
    if (!roseBay?.isCustomPage) throw new Error("Rose Bay should use the custom layout");
    expect(roseBay.internalLink.href).toBe("/mortgage-broker-coogee");
    expect(roseBay.image.src).toMatch(/^\/assets\/images\//);
    expect(
      roseBay.servicesOffered.items.every((i) => findService(i.href.split("/")[2] ?? "")),
    ).toBe(true);
  });

  it("links the popular-services grid to services that exist", () => {
    for (const link of popularServices) {
      expect(link.href).toMatch(/^\/services\//);
      expect(findService(link.href.replace("/services/", "")), link.href).toBeDefined();
    }
  });
});
