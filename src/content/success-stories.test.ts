import { describe, expect, it } from "vitest";
import { successStories } from "./index";

describe("testimonials and success stories", () => {
  it("tells three success stories with a positive monthly saving", () => {
    expect(successStories).toHaveLength(3);
    for (const story of successStories) {
      expect(Number.isInteger(story.savingPerMonth)).toBe(true);
      expect(story.savingPerMonth).toBeGreaterThan(0);
    }
  });
});
