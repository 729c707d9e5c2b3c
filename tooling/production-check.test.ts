import { describe, expect, it } from "vitest";
import { defaultConfig, loadConfig } from "../src/config";
import { debtTestimonials, photoSlots, successStories, testimonials } from "../src/content";
import type { SuccessStory, Testimonial } from "../src/content/types";
import { isProductionBuild, placeholdersLeft } from "./production-check";

const genuine: Testimonial = {
  name: "Lee W.",
  text: "Clear advice and a quick approval.",
  rating: 5,
  reviewsLabel: "Google review",
  image: { src: "/assets/images/lee.jpg", alt: "Lee W." },
};
const story: SuccessStory = {
  names: "Ana P.",
  quote: "Breathing room.",
  savingPerMonth: 500,
  before: "$1,000",
  after: "$500",
};
const launched = loadConfig({
  SITE_SCHEDULING_URL: "https://calendly.com/eastside/call-30",
  SITE_STRATEGY_BOOKING_URL: "https://calendly.com/eastside/strategy-90",
});

describe("the production build's check for placeholders", () => {
  it("is asked for by NODE_ENV=production or --production, and only then", () => {
    expect(isProductionBuild({ NODE_ENV: "production" }, [])).toBe(true);
    expect(isProductionBuild({}, ["node", "tooling/pages.ts", "--production"])).toBe(true);
    expect(isProductionBuild({ NODE_ENV: "development" }, ["node", "tooling/pages.ts"])).toBe(
      false,
    );
    expect(isProductionBuild({}, [])).toBe(false);
  });

  it("given the site as it stands, names every invented review, the stand-in photo and both fictional booking links", () => {
    const reviews = [...testimonials, ...debtTestimonials];
    const left = placeholdersLeft(defaultConfig, {
      testimonials: reviews,
      successStories,
      photoSlots,
    });

    for (const { name } of reviews) {
      expect(left).toContain(`placeholder testimonial "${name}" (src/content/testimonials.ts)`);
    }
    for (const { names } of successStories) {
      expect(left).toContain(
        `placeholder client story "${names}" (src/content/success-stories.ts)`,
      );
    }
    expect(left).toContain(
      "stand-in photo: the broker's portrait on /start-here (photoSlots.brokerPortrait in src/content/media.ts)",
    );
    expect(left).toContain(
      "fictional booking host in SITE_SCHEDULING_URL: https://booking.example.com/eastside/call-30",
    );
    expect(left).toContain(
      "fictional booking host in SITE_STRATEGY_BOOKING_URL: https://booking.example.com/eastside/strategy-90",
    );
    expect(left).toHaveLength(reviews.length + successStories.length + 3);
  });

  it("given genuine reviews, the broker's photo and a real booking host, finds nothing left", () => {
    const left = placeholdersLeft(launched, {
      testimonials: [genuine],
      successStories: [story],
      photoSlots: { brokerPortrait: { what: "the broker's portrait", file: "broker.jpg" } },
    });

    expect(left).toEqual([]);
  });

  it("takes any host reserved for examples as fictional, and a .test host as one that answers", () => {
    const slots = { brokerPortrait: { what: "the broker's portrait", file: "broker.jpg" } };
    const content = { testimonials: [], successStories: [], photoSlots: slots };
    for (const url of [
      "https://example.com/book",
      "https://cal.example.org/x",
      "https://book.acme.example/",
      "https://book.invalid/",
    ]) {
      expect(
        placeholdersLeft(
          loadConfig({
            SITE_SCHEDULING_URL: url,
            SITE_STRATEGY_BOOKING_URL: launched.strategyBookingUrl,
          }),
          content,
        ),
        url,
      ).toEqual([`fictional booking host in SITE_SCHEDULING_URL: ${url}`]);
    }
    expect(
      placeholdersLeft(
        loadConfig({
          SITE_SCHEDULING_URL: "https://calendar.harbourline.test/call-30",
          SITE_STRATEGY_BOOKING_URL: launched.strategyBookingUrl,
        }),
        content,
      ),
    ).toEqual([]);
  });
});
