import { afterEach, describe, expect, it } from "vitest";
import { setBusinessTimeZone } from "../format/format";
import { shownDate } from "./messages";

describe("the times the settings screen shows (passkeys, sign-ins, invites)", () => {
  afterEach(() => setBusinessTimeZone("UTC"));

  it("are on the broker's clock, as every other time in the desk, whatever the device's zone", () => {
    setBusinessTimeZone("Australia/Sydney");
    // 11:05 UTC is 10:05 pm in Sydney in summer; the test process's own zone is not Sydney's.
    expect(shownDate("2026-11-29T11:05:00Z")).toMatch(/10:05\s?PM/i);
    expect(shownDate("2026-11-29T11:05:00Z")).toMatch(/29/);
  });
});
