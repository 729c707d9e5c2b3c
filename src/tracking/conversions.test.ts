import { describe, expect, it } from "vitest";
import { pushToDataLayer, trackConversion } from "./conversions";

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
});
