import { describe, expect, it } from "vitest";
import { captureAttribution } from "./attribution";
import { ATTRIBUTION_STORAGE_KEY, rememberVisit } from "./visit";

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
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toEqual({
      utm_campaign: "first",
      landingPage: "/?utm_campaign=first",
    });
  });

  it("given a later page with a campaign of its own, it is the last touch and the first is kept", () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_source=google&gclid=G1" }, "", storage);
    rememberVisit({ pathname: "/debtconsol", search: "?fbclid=F1" }, "", storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toEqual({
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
    const stored = JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}");
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
