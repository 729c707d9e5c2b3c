import { describe, expect, it } from "vitest";
import { dayIn, zonedMoment } from "./business-days";

const sydney = "Australia/Sydney";

describe("the broker's days in Sydney", () => {
  it("starts 5 April 2026, the day daylight saving ends, at 00:00 AEDT and lasts 25 hours", () => {
    const start = zonedMoment(sydney, "2026-04-05");
    const next = zonedMoment(sydney, "2026-04-06");
    expect(start.toISOString()).toBe("2026-04-04T13:00:00.000Z");
    expect(next.toISOString()).toBe("2026-04-05T14:00:00.000Z");
    expect(dayIn(sydney, new Date("2026-04-05T13:59:59Z"))).toBe("2026-04-05");
    expect(dayIn(sydney, new Date("2026-04-05T14:00:00Z"))).toBe("2026-04-06");
  });

  it("starts 4 October 2026, the day daylight saving starts, at 00:00 AEST and lasts 23 hours", () => {
    const start = zonedMoment(sydney, "2026-10-04");
    const next = zonedMoment(sydney, "2026-10-05");
    expect(start.toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(next.toISOString()).toBe("2026-10-04T13:00:00.000Z");
    expect(zonedMoment(sydney, "2026-10-04", "09:00").toISOString()).toBe(
      "2026-10-03T22:00:00.000Z",
    );
  });

  it("is already the 29th in Sydney at 14:00 UTC on the 28th", () => {
    expect(dayIn(sydney, new Date("2026-11-28T14:00:00Z"))).toBe("2026-11-29");
    expect(dayIn("UTC", new Date("2026-11-28T14:00:00Z"))).toBe("2026-11-28");
  });
});
