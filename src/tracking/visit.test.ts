import { describe, expect, it } from "vitest";
import { captureAttribution } from "./attribution";
import { ATTRIBUTION_STORAGE_KEY, rememberVisit, TOUCH_KEPT_DAYS } from "./visit";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("the first page of a visit", () => {
  it("given a landing page without widgets, a lead sent later still credits the ad", () => {
    const storage = memoryStorage();
    rememberVisit(
      { pathname: "/privacy", search: "?utm_source=google&gclid=abc" },
      "https://www.google.com/",
      storage,
    );
    const later = captureAttribution({ pathname: "/debtconsol", search: "" }, "", storage);
    expect(later).toEqual({
      utm_source: "google",
      gclid: "abc",
      landingPage: "/privacy?utm_source=google&gclid=abc",
      referrer: "https://www.google.com/",
    });
  });

  it("given a visit that already has an attribution, a later page without a campaign does not replace it", () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_campaign=first" }, "", storage);
    rememberVisit({ pathname: "/thank-you", search: "" }, "https://www.example.com/", storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}").visit).toEqual({
      utm_campaign: "first",
      landingPage: "/?utm_campaign=first",
    });
  });

  it("given a later page with a campaign of its own, it is the last touch and the first is kept", () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_source=google&gclid=G1" }, "", storage);
    rememberVisit({ pathname: "/debtconsol", search: "?fbclid=F1" }, "", storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}").visit).toEqual({
      fbclid: "F1",
      gclid: "G1",
      landingPage: "/debtconsol?fbclid=F1",
      firstTouch: {
        utm_source: "google",
        gclid: "G1",
        landingPage: "/?utm_source=google&gclid=G1",
      },
    });
  });

  it("given an oversized campaign value, it is cut to the limit rather than dropped", () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: `?utm_term=${"x".repeat(500)}` }, "", storage);
    const stored = JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}").visit;
    expect(stored.utm_term).toHaveLength(200);
  });

  it("given storage that throws, the page still loads", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => rememberVisit({ pathname: "/", search: "" }, "", broken)).not.toThrow();
  });
});

describe("the visitor's touches, kept across tabs and visits", () => {
  const day = 86_400_000;
  const start = Date.UTC(2026, 2, 1);

  it("given a visitor from an ad who opens the site in a new tab the next day, the lead there still credits the ad", () => {
    // One browser's localStorage, which every tab of the site shares.
    const storage = memoryStorage();
    rememberVisit(
      { pathname: "/debtconsol", search: "?utm_source=google&utm_campaign=spring&gclid=G1" },
      "https://www.google.com/",
      storage,
      start,
    );
    rememberVisit({ pathname: "/", search: "" }, "", storage, start + day);
    const lead = captureAttribution(
      { pathname: "/debt-calculator", search: "" },
      "",
      storage,
      start + day,
    );
    expect(lead).toEqual({
      utm_source: "google",
      utm_campaign: "spring",
      gclid: "G1",
      landingPage: "/debtconsol?utm_source=google&utm_campaign=spring&gclid=G1",
      referrer: "https://www.google.com/",
    });
  });

  it(`given a touch older than ${TOUCH_KEPT_DAYS} days, the visitor's next page starts afresh`, () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_campaign=spring" }, "", storage, start);
    const at = start + (TOUCH_KEPT_DAYS - 1) * day;
    expect(captureAttribution({ pathname: "/a", search: "" }, "", storage, at)).toMatchObject({
      utm_campaign: "spring",
    });
    const later = start + TOUCH_KEPT_DAYS * day;
    expect(captureAttribution({ pathname: "/b", search: "" }, "", storage, later)).toEqual({
      landingPage: "/b",
    });
  });

  it(`given a first touch older than ${TOUCH_KEPT_DAYS} days and a recent last one, the last stays as the only touch`, () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_campaign=spring" }, "", storage, start);
    rememberVisit({ pathname: "/", search: "?utm_campaign=autumn" }, "", storage, start + 80 * day);
    const lead = captureAttribution(
      { pathname: "/debtconsol", search: "" },
      "",
      storage,
      start + (TOUCH_KEPT_DAYS + 1) * day,
    );
    expect(lead).toEqual({ utm_campaign: "autumn", landingPage: "/?utm_campaign=autumn" });
    // A later ad's touch then keeps the autumn one as its first, dated as it came.
    const next = captureAttribution(
      { pathname: "/", search: "?utm_campaign=winter" },
      "",
      storage,
      start + (TOUCH_KEPT_DAYS + 2) * day,
    );
    expect(next.firstTouch).toEqual({
      utm_campaign: "autumn",
      landingPage: "/?utm_campaign=autumn",
    });
    expect(
      captureAttribution({ pathname: "/x", search: "" }, "", storage, start + 171 * day).firstTouch,
    ).toBeUndefined();
  });
});
