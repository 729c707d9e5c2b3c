import { afterEach, describe, expect, it, vi } from "vitest";
import { HANDOVER_MAX_MS, pushToDataLayer, trackConversion } from "./conversions";

describe("trackConversion", () => {
  it("pushes the event to the tag manager's dataLayer", () => {
    const page = { dataLayer: [{ event: "gtm.js" }] as unknown[] };
    trackConversion("debt_consolidation", { form: "inline" }, page);
    expect(page.dataLayer).toEqual([
      { event: "gtm.js" },
      { event: "debt_consolidation", form: "inline" },
    ]);
  });

  it("sends the event to analytics through gtag", () => {
    const calls: unknown[][] = [];
    trackConversion(
      "SubmitApplication",
      { form_type: "pre-approval" },
      {
        gtag: (...args: unknown[]) => calls.push(args),
      },
    );
    expect(calls).toEqual([["event", "SubmitApplication", { form_type: "pre-approval" }]]);
  });

  it("reports a debt consolidation lead to the ad pixel as a Lead", () => {
    const calls: unknown[][] = [];
    trackConversion(
      "debt_consolidation",
      { value: 1 },
      {
        fbq: (...args: unknown[]) => calls.push(args),
      },
    );
    expect(calls).toEqual([["track", "Lead", { value: 1 }]]);
  });

  it("reports the pixel's own standard events by name", () => {
    const calls: unknown[][] = [];
    trackConversion(
      "SubmitApplication",
      { form_type: "pre-approval" },
      {
        fbq: (...args: unknown[]) => calls.push(args),
      },
    );
    expect(calls).toEqual([["track", "SubmitApplication", { form_type: "pre-approval" }]]);
  });

  it("reports any other event to the pixel as a custom event", () => {
    const calls: unknown[][] = [];
    trackConversion("calculator-change", {}, { fbq: (...args: unknown[]) => calls.push(args) });
    expect(calls).toEqual([["trackCustom", "calculator-change", {}]]);
  });

  it("does nothing, and does not fail, on a page without any tags", () => {
    expect(() => trackConversion("debt_consolidation", {}, {})).not.toThrow();
    expect(() => trackConversion("debt_consolidation")).not.toThrow();
  });

  it("ignores tags that are not what they should be", () => {
    const page = { dataLayer: "not an array", gtag: 42, fbq: {} };
    expect(() => trackConversion("debt_consolidation", {}, page)).not.toThrow();
    expect(page.dataLayer).toBe("not an array");
  });

  it("still reaches the other tags when one of them throws", () => {
    const pixelCalls: unknown[][] = [];
    const dataLayer: unknown[] = [];
    dataLayer.push = () => {
      throw new Error("broken");
    };
    const page = {
      dataLayer,
      gtag: () => {
        throw new Error("broken");
      },
      fbq: (...args: unknown[]) => pixelCalls.push(args),
    };
    expect(() => trackConversion("debt_consolidation", {}, page)).not.toThrow();
    expect(pixelCalls).toEqual([["track", "Lead", {}]]);
  });
});

describe("trackConversion's handover", () => {
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it("with no tag manager loaded, is handed over at once and adds no callbacks", async () => {
    const page = { dataLayer: [] as unknown[], gtag: vi.fn() };
    await trackConversion("SubmitApplication", { form_type: "pre-approval" }, page);
    expect(page.dataLayer).toEqual([{ event: "SubmitApplication", form_type: "pre-approval" }]);
    expect(page.gtag).toHaveBeenCalledWith("event", "SubmitApplication", {
      form_type: "pre-approval",
    });
  });

  it("with the tag manager loaded, waits for both tags' callbacks", async () => {
    vi.useFakeTimers();
    const pushed: Record<string, unknown>[] = [];
    const gtagCalls: Record<string, unknown>[] = [];
    const page = {
      google_tag_manager: {},
      dataLayer: Object.assign([], { push: (item: Record<string, unknown>) => pushed.push(item) }),
      gtag: (_kind: string, _name: string, params: Record<string, unknown>) =>
        gtagCalls.push(params),
    };
    const done = settled(trackConversion("debt_consolidation", { debt_amount: "x" }, page));
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    (pushed[0]?.eventCallback as () => void)?.();
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    (gtagCalls[0]?.event_callback as () => void)?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("never waits longer than HANDOVER_MAX_MS for a tag that does not call back", async () => {
    vi.useFakeTimers();
    const page = { google_tag_manager: {}, dataLayer: [] as unknown[] };
    const done = settled(trackConversion("Lead", {}, page));
    await vi.advanceTimersByTimeAsync(HANDOVER_MAX_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});

describe("pushToDataLayer", () => {
  it("given a page with a dataLayer, appends the widget event with its detail", () => {
    const page = { dataLayer: [{ event: "gtm.js" }] as unknown[] };
    pushToDataLayer("exit-intent-open", { trigger: "exit" }, page);
    expect(page.dataLayer).toEqual([
      { event: "gtm.js" },
      { event: "exit-intent-open", trigger: "exit" },
    ]);
  });

  it("given a page without a dataLayer or with a push that throws, does nothing and throws nothing", () => {
    const bare: { dataLayer?: unknown } = {};
    pushToDataLayer("lead-submit", { id: "1" }, bare);
    expect(bare).toEqual({});
    const broken = Object.assign([], {
      push: () => {
        throw new Error("tag manager down");
      },
    });
    expect(() => pushToDataLayer("lead-submit", { id: "1" }, { dataLayer: broken })).not.toThrow();
  });

  it("gives the pixel the stored lead's id as its eventID, so Meta keeps one of the browser's and the server's", async () => {
    const calls: unknown[][] = [];
    const fbq = (...args: unknown[]) => void calls.push(args);

    await trackConversion("debt_consolidation", { value: 1 }, { fbq }, "lead-1");

    expect(calls).toEqual([["track", "Lead", { value: 1 }, { eventID: "lead-1" }]]);
  });
});
