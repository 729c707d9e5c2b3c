import { describe, expect, it } from "vitest";
import {
  generalInformation,
  leadMagnets,
  locations,
  locationsIndex,
  resourcesPage,
  reviewForService,
  reviewForSuburb,
  servicePage,
  servicesIndex,
  suburbPage,
  testimonials,
} from "./index";

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
