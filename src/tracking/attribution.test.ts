import { afterEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, captureAttribution, getAttribution } from "./attribution";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("captureAttribution", () => {
  it("on the first page of a visit, records campaign, click ids, landing page and referrer", () => {
    const storage = memoryStorage();
    const attribution = captureAttribution(
      {
        pathname: "/debtconsol",
        search:
          "?utm_source=google&utm_medium=cpc&utm_campaign=debt&utm_term=consolidate&utm_content=a&gclid=G1&fbclid=F1&other=x",
      },
      "https://www.google.com/",
      storage,
    );
    expect(attribution).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "debt",
      utm_term: "consolidate",
      utm_content: "a",
      gclid: "G1",
      fbclid: "F1",
      landingPage:
        "/debtconsol?utm_source=google&utm_medium=cpc&utm_campaign=debt&utm_term=consolidate&utm_content=a&gclid=G1&fbclid=F1&other=x",
      referrer: "https://www.google.com/",
    });
    expect(JSON.parse(storage.items.get(ATTRIBUTION_STORAGE_KEY) ?? "null").visit).toEqual(
      attribution,
    );
  });

  it("on a direct visit records only the landing page", () => {
    expect(captureAttribution({ pathname: "/", search: "" }, "", memoryStorage())).toEqual({
      landingPage: "/",
    });
  });

  it("on later pages of the same visit without a campaign keeps what the first page recorded", () => {
    const storage = memoryStorage();
    const first = captureAttribution(
      { pathname: "/debtconsol", search: "?utm_source=facebook&fbclid=abc" },
      "https://m.facebook.com/",
      storage,
    );
    const later = captureAttribution(
      { pathname: "/thank-you", search: "" },
      "https://www.example.com/debtconsol",
      storage,
    );
    expect(later).toEqual(first);
    expect(later.utm_source).toBe("facebook");
  });

  it("given a Facebook ad click after a Google ad click, credits Facebook last and Google first, and keeps both click ids", () => {
    const storage = memoryStorage();
    captureAttribution(
      { pathname: "/debtconsol", search: "?utm_source=google&utm_campaign=spring&gclid=G1" },
      "https://www.google.com/",
      storage,
    );
    captureAttribution({ pathname: "/debt-calculator", search: "" }, "", storage);
    const later = captureAttribution(
      { pathname: "/debtconsol", search: "?utm_source=facebook&utm_campaign=retarget&fbclid=F1" },
      "https://m.facebook.com/",
      storage,
    );
    expect(later).toEqual({
      utm_source: "facebook",
      utm_campaign: "retarget",
      fbclid: "F1",
      gclid: "G1",
      landingPage: "/debtconsol?utm_source=facebook&utm_campaign=retarget&fbclid=F1",
      referrer: "https://m.facebook.com/",
      firstTouch: {
        utm_source: "google",
        utm_campaign: "spring",
        gclid: "G1",
        landingPage: "/debtconsol?utm_source=google&utm_campaign=spring&gclid=G1",
        referrer: "https://www.google.com/",
      },
    });
    // A third click keeps the first touch as it was, and the latest id of each platform.
    const third = captureAttribution(
      { pathname: "/", search: "?utm_source=google&utm_campaign=brand&gclid=G2" },
      "",
      storage,
    );
    expect(third).toMatchObject({
      utm_campaign: "brand",
      gclid: "G2",
      fbclid: "F1",
      firstTouch: { utm_campaign: "spring", gclid: "G1" },
    });
  });

  it("trims an over-long campaign value to size", () => {
    const attribution = captureAttribution(
      { pathname: "/", search: `?utm_campaign=${"c".repeat(1000)}` },
      "",
      memoryStorage(),
    );
    expect(attribution.utm_campaign).toHaveLength(200);
  });

  it("captures afresh when the stored value is not ours", () => {
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: "{not json" });
    const attribution = captureAttribution({ pathname: "/a", search: "?gclid=X" }, "", storage);
    expect(attribution).toEqual({ gclid: "X", landingPage: "/a?gclid=X" });
  });

  it("still answers when storage is blocked or full", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(captureAttribution({ pathname: "/x", search: "" }, "", blocked)).toEqual({
      landingPage: "/x",
    });
    expect(captureAttribution({ pathname: "/y", search: "" }, "", null)).toEqual({
      landingPage: "/y",
    });
  });
});

describe("getAttribution", () => {
  it("is empty where there is no page, as in the pre-render", () => {
    expect(getAttribution()).toEqual({});
  });

  it("reads the page the visitor is on and remembers it for the visit", () => {
    const storage = memoryStorage();
    vi.stubGlobal("window", {
      location: { pathname: "/debtconsol", search: "?utm_source=google" },
      localStorage: storage,
    });
    vi.stubGlobal("document", { querySelector: () => null, referrer: "https://www.google.com/" });
    expect(getAttribution()).toEqual({
      utm_source: "google",
      landingPage: "/debtconsol?utm_source=google",
      referrer: "https://www.google.com/",
    });
    expect(storage.items.has(ATTRIBUTION_STORAGE_KEY)).toBe(true);
  });

  it("works where reading localStorage itself throws", () => {
    vi.stubGlobal("window", {
      location: { pathname: "/", search: "" },
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    vi.stubGlobal("document", { querySelector: () => null, referrer: "" });
    expect(getAttribution()).toEqual({ landingPage: "/" });
  });

  it("carries Google's iOS click ids and, with consent, the Meta pixel's cookies as they are now", () => {
    vi.stubGlobal("window", {
      location: { pathname: "/debtconsol", search: "?gbraid=GB1&wbraid=WB1" },
      localStorage: memoryStorage(),
    });
    vi.stubGlobal("document", {
      querySelector: () => null,
      referrer: "",
      cookie: "other=1; _fbp=fb.1.1700000000000.123; _fbc=fb.1.1700000000001.AbC=",
    });
    expect(getAttribution()).toEqual({
      gbraid: "GB1",
      wbraid: "WB1",
      fbp: "fb.1.1700000000000.123",
      fbc: "fb.1.1700000000001.AbC=",
      landingPage: "/debtconsol?gbraid=GB1&wbraid=WB1",
    });
  });

  it("given a visitor who denied consent, reads no cookie", () => {
    vi.stubGlobal("window", {
      location: { pathname: "/", search: "" },
      localStorage: memoryStorage(),
      ebwConsent: { status: "denied", grant() {}, deny() {} },
    });
    vi.stubGlobal("document", {
      querySelector: () => null,
      referrer: "",
      cookie: "_fbp=fb.1.1700000000000.123",
    });
    expect(getAttribution()).toEqual({ landingPage: "/" });
  });
});
