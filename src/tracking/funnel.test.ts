import { afterEach, describe, expect, it, vi } from "vitest";
import { countFunnel, FLUSH_MS, flushFunnel, funnelBatch } from "./funnel";

describe("a funnel batch", () => {
  it("carries the page's path, site choice and campaign, and the page view's experiment arm", () => {
    const batch = funnelBatch(
      [{ name: "view" }],
      {
        pathname: "/debtconsol",
        search: "?utm_source=facebook&utm_campaign=spring&email=a%40b.c&subdomain=debt",
      },
      { experiment: "hero", arm: "b" },
    );

    expect(JSON.parse(JSON.stringify(batch))).toEqual({
      path: "/debtconsol",
      subdomain: "debt",
      utm_source: "facebook",
      utm_medium: null,
      utm_campaign: "spring",
      experiment: "hero",
      arm: "b",
      events: [{ name: "view" }],
    });
  });
});

describe("counting funnel events on a page", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends each event of a page view once, in one beacon a few seconds after the first", () => {
    vi.useFakeTimers();
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("location", { origin: "https://www.example.com", pathname: "/", search: "" });
    vi.stubGlobal("document", { documentElement: { dataset: {} } });
    vi.stubGlobal("addEventListener", vi.fn());
    vi.stubGlobal("ebwFunnel", undefined);

    countFunnel("view");
    countFunnel("shown", "debt-calculator", "compact");
    countFunnel("shown", "debt-calculator", "compact");
    countFunnel("view");
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_MS);
    countFunnel("shown", "debt-calculator", "compact");
    flushFunnel();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe("https://www.example.com/api/events");
    expect(JSON.parse(body).events).toEqual([
      { name: "view" },
      { name: "shown", widget: "debt-calculator", variant: "compact" },
    ]);
  });
});
