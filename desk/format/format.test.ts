import { describe, expect, it } from "vitest";
import {
  dateInputValue,
  dateTimeInputValue,
  duration,
  exactTime,
  isOverdue,
  money,
  percent,
  relativeTime,
  weekStart,
} from "./format";

const now = new Date("2026-11-25T12:00:00.000Z");
const au = { locale: "en-AU", timeZone: "UTC" };

describe("times in the desk", () => {
  it("says how long ago a lead came, in words, then its date past a week", () => {
    expect(relativeTime("2026-11-25T11:59:30.000Z", now, au)).toBe("now");
    expect(relativeTime("2026-11-25T11:55:00.000Z", now, au)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-25T09:00:00.000Z", now, au)).toBe("3 hours ago");
    expect(relativeTime("2026-11-24T10:00:00.000Z", now, au)).toBe("yesterday");
    expect(relativeTime("2026-11-21T12:00:00.000Z", now, au)).toBe("4 days ago");
    expect(relativeTime("2026-11-01T12:00:00.000Z", now, au)).toBe("1 Nov 2026");
  });

  it("gives the exact moment beside it", () => {
    expect(exactTime("2026-11-25T15:04:00.000Z", au)).toBe("25 Nov 2026, 3:04 pm");
  });

  it("counts a follow-up as overdue once its moment has passed", () => {
    expect(isOverdue({ followUpAt: "2026-11-25T11:59:59.000Z", stage: "new" }, now)).toBe(true);
    expect(isOverdue({ followUpAt: "2026-11-25T12:00:01.000Z", stage: "new" }, now)).toBe(false);
    expect(isOverdue({ followUpAt: null, stage: "new" }, now)).toBe(false);
  });

  it("given a settled or lost lead, never calls its follow-up overdue", () => {
    for (const stage of ["settled", "lost"]) {
      expect(isOverdue({ followUpAt: "2026-11-20T09:00:00.000Z", stage }, now)).toBe(false);
    }
  });

  it("puts a follow-up's time picker on the broker's clock", () => {
    // Sydney keeps daylight saving (+11:00) in November.
    expect(dateTimeInputValue("2026-11-25T03:30:00Z", "Australia/Sydney")).toBe("2026-11-25T14:30");
  });

  it("puts a follow-up's date picker on the broker's day, whatever the device's zone", () => {
    // 23:30 UTC on 3 October is 09:30 on the 4th, the day daylight saving starts, in Sydney.
    expect(dateInputValue("2026-10-03T23:30:00Z", "Australia/Sydney")).toBe("2026-10-04");
    // 13:30 UTC on 4 April is 00:30 on the 5th, the day it ends.
    expect(dateInputValue("2026-04-04T13:30:00Z", "Australia/Sydney")).toBe("2026-04-05");
  });

  it("shows a speed to lead in its largest units", () => {
    expect(duration(45_000)).toBe("45 s");
    expect(duration(12 * 60_000)).toBe("12 min");
    expect(duration(3 * 3_600_000 + 20 * 60_000)).toBe("3 h 20 min");
    expect(duration(2 * 86_400_000 + 4 * 3_600_000)).toBe("2 d 4 h");
    expect(duration(86_400_000)).toBe("1 d");
  });
});

describe("amounts in the desk", () => {
  it("shows money whole in the site's currency, and rates in percent", () => {
    expect(money(1234.56, { locale: "en-AU", currency: "AUD" })).toBe("$1,235");
    expect(money(1234.5, { locale: "en-US", currency: "USD", cents: true })).toBe("$1,234.50");
    expect(percent(6.499, { locale: "en-AU" })).toBe("6.5%");
  });
});

describe("weeks in the desk", () => {
  it("reads the speed report's ISO weeks as the Monday each starts on", () => {
    expect(weekStart("2026-W48")).toBe("2026-11-23");
    expect(weekStart("2026-W01")).toBe("2025-12-29");
    expect(weekStart("2021-W53")).toBe("2022-01-03");
    expect(weekStart("2030-W01")).toBe("2029-12-31");
    expect(weekStart("last week")).toBeNull();
  });
});
