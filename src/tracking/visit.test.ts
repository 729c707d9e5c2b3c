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

  it("given a visit that already has an attribution, later pages do not replace it", () => {
    const storage = memoryStorage();
    rememberVisit({ pathname: "/", search: "?utm_campaign=first" }, "", storage);
    rememberVisit({ pathname: "/thank-you", search: "?utm_campaign=second" }, "", storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toMatchObject({
      utm_campaign: "first",
      landingPage: "/?utm_campaign=first",
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
