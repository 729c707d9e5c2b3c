import { describe, expect, it } from "vitest";
import { journeySteps } from "./index";

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
