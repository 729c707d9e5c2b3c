import { describe, expect, it } from "vitest";
import { debtTestimonials, testimonials } from "./index";

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
});
