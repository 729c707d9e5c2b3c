import { describe, expect, it } from "vitest";
import { defaultConfig, type SiteConfig } from "../config";
import {
  debtLanding,
  debtTestimonials,
  fillTemplate,
  fillTemplates,
  findLocation,
  findService,
  generalInformation,
  homeSections,
  includedByType,
  journeySteps,
  leadMagnets,
  locationGroups,
  locations,
  locationsIndex,
  popularServices,
  privacyPolicy,
  resourcesPage,
  reviewForService,
  reviewForSuburb,
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

/** Every string anywhere inside a value, for checks that must hold for all copy. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

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

describe("home-buying journey", () => {
  it("has the eleven steps of the spec with their durations, in order", () => {
    expect(journeySteps.map((s) => s.duration)).toEqual([
      "1 day",
      "1 day",
      "3-5 days",
      "1-2 days",
      "2-4 weeks",
      "1-3 days",
      "2-3 days",
      "1 week",
      "2-3 weeks",
      "1 day",
      "1 day",
    ]);
    expect(journeySteps[0]?.title).toBe("Check your credit");
    for (const step of journeySteps) expect(step.description.length).toBeGreaterThan(40);
  });
});

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

describe("testimonials and success stories", () => {
  it("shows five-star reviews from people named by first name and initial", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(debtTestimonials).toHaveLength(3);
    for (const review of [...testimonials, ...debtTestimonials]) {
      expect(review.rating).toBe(5);
      expect(review.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.image.src).toMatch(/^\/assets\/images\//);
    }
  });

  it("tells three success stories with a positive monthly saving", () => {
    expect(successStories).toHaveLength(3);
    for (const story of successStories) {
      expect(Number.isInteger(story.savingPerMonth)).toBe(true);
      expect(story.savingPerMonth).toBeGreaterThan(0);
    }
  });
});

describe("home and debt landing copy", () => {
  it("links the What We Do tiles to the spec's routes", () => {
    expect(homeSections.whatWeDo.tiles.map((t) => t.href)).toEqual([
      "/home-loans",
      "/refinance-loans",
      "/first-home-buyer-loans",
      "/commercial-loans",
      "/smsf-loans",
      "/business-loans",
    ]);
  });

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

describe("catalogue page copy", () => {
  it("gives every service page the spec's four fixed steps, trust line and closing call", () => {
    expect(servicePage.process.heading).toBe("Our Simple Process");
    expect(servicePage.process.steps.map((step) => step.title)).toEqual([
      "Free Consultation",
      "Compare Options",
      "Apply & Approve",
      "Settle & Support",
    ]);
    for (const step of servicePage.process.steps) {
      expect(step.description.length).toBeGreaterThan(60);
    }
    expect(servicePage.trust).toEqual({
      heading: "Trusted by Sydney Homeowners",
      rating: "5.0 Star Rating on Google Reviews",
    });
    expect(servicePage.closing.heading).toBe("Book Your Free Strategy Call");
    expect(servicePage.refinanceCta.button).toBe("Get a Free Refinance Review");
    expect(servicePage.standardCta.button).toBe("Get Pre-Approved Now - Free Consultation");
    expect(servicePage.refinanceCta.headline).not.toBe(servicePage.standardCta.headline);
    expect(servicePage.notFound).toEqual({
      heading: "Service not found",
      text: "The service you're looking for doesn't exist.",
      button: "Go Back",
    });
  });

  it("names the locations index blocks as the spec does", () => {
    expect(locationsIndex.heading).toBe("Our Service Areas");
    expect(locationsIndex.whyLocal.heading).toBe("Why Choose Local Service?");
    expect(locationsIndex.whyLocal.points.map((point) => point.title)).toEqual([
      "Local Market Knowledge",
      "Flexible Meeting Options",
      "Community Connections",
    ]);
    expect(locationsIndex.cantFind.heading).toBe("Can't Find Your Area?");
    expect(suburbPage.notFound.heading).toBe("Location Not Found");
    expect(servicesIndex.heading).toBe("Our Home Loan Services");
    expect(servicesIndex.consultation.button).toBe("Book Your Free Consultation");
  });

  it("labels every kind of download and asks for requests by e-mail", () => {
    expect(resourcesPage.heading).toBe("Free Resources");
    expect(resourcesPage.includedHeading).toBe("What's included");
    for (const magnet of leadMagnets) {
      expect(resourcesPage.typeLabels[magnet.type]).toBeTruthy();
    }
    expect(resourcesPage.request.text).toContain("{email}");
  });

  it("says the pages are general information and that lending criteria apply", () => {
    expect(generalInformation).toMatch(/general information only/);
    expect(generalInformation).toMatch(/objectives, financial situation or needs/);
    expect(generalInformation).toMatch(/lending criteria/i);
  });

  it("matches reviews to the services they speak about", () => {
    expect(reviewForService("refinance-loans").text).toMatch(/fixed rate|switching/);
    expect(reviewForService("first-home-buyer").text).toContain("5% Deposit Scheme");
    expect(reviewForService("medico-loans").text).toContain("LMI");
    expect(testimonials).toContain(reviewForService("smsf-loans"));
  });

  it("shows a review on every suburb page, Coogee's being the one that mentions Coogee", () => {
    expect(reviewForSuburb("coogee", 2).text).toContain("Coogee");
    for (const [index, location] of locations.entries()) {
      expect(testimonials).toContain(reviewForSuburb(location.slug, index));
    }
  });
});

describe("business details in copy", () => {
  const config: SiteConfig = {
    ...defaultConfig,
    tradingName: "Harbourline Loans",
    brokerName: "Alex",
    phoneDisplay: "02 9999 1234",
    email: "hello@harbourline.test",
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
      homeSections,
      debtLanding,
      thankYou,
      servicesIndex,
      servicePage,
      locationsIndex,
      suburbPage,
      resourcesPage,
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
    const raw = allStrings([
      services,
      suburbContent,
      homeSections,
      debtLanding,
      thankYou,
      servicesIndex,
      servicePage,
      locationsIndex,
      suburbPage,
      resourcesPage,
    ]);
    for (const detail of [defaultConfig.tradingName, defaultConfig.phoneDisplay]) {
      expect(raw.some((text) => text.includes(detail))).toBe(false);
    }
  });
});

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
