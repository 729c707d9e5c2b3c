import { describe, expect, it } from "vitest";
import { allStrings } from "../../tests/fixtures/all-strings";
import { defaultConfig, type SiteConfig } from "../config";
import {
  debtLanding,
  debtTestimonials,
  fillTemplate,
  fillTemplates,
  generalInformation,
  homeSections,
  includedByType,
  journeySteps,
  leadMagnets,
  locations,
  locationsIndex,
  resourcesPage,
  servicePage,
  services,
  servicesIndex,
  suburbContent,
  suburbContentFor,
  suburbPage,
  successStories,
  testimonials,
  thankYou,
} from "./index";

describe("business details in copy", () => {
  const config: SiteConfig = {
    ...defaultConfig,
    tradingName: "Harbourline Loans",
    brokerName: "Alex",
    phoneDisplay: "02 9999 1234",
    email: "hello@harbourline.test",
  };
  /** The copy of the pages themselves, beside the content they list. */
  const pageCopy = {
    homeSections,
    debtLanding,
    thankYou,
    servicesIndex,
    servicePage,
    locationsIndex,
    suburbPage,
    resourcesPage,
  };

  it("leaves no placeholder unfilled anywhere in the catalogue once filled", () => {
    const catalogue = {
      services,
      suburbs: locations.map((l) => suburbContentFor(l.slug)),
      journeySteps,
      leadMagnets,
      includedByType,
      testimonials,
      debtTestimonials,
      successStories,
      ...pageCopy,
      generalInformation,
    };
    const filled = allStrings(fillTemplates(catalogue, config));
    expect(filled.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(filled.join(" ")).toContain("Harbourline Loans");
  });

  it("puts the configured phone and e-mail into the thank-you line", () => {
    const line = fillTemplate(thankYou.contactLine, config);
    expect(line).toContain("02 9999 1234");
    expect(line).toContain("hello@harbourline.test");
  });

  it("refuses an unknown placeholder rather than showing it to visitors", () => {
    expect(() => fillTemplate("Call {phoen}", config)).toThrow(/phoen/);
  });

  it("does not hard-code the default business details into the copy", () => {
    const raw = allStrings([services, suburbContent, pageCopy]);
    for (const detail of [defaultConfig.tradingName, defaultConfig.phoneDisplay]) {
      expect(raw.some((text) => text.includes(detail))).toBe(false);
    }
  });
});
