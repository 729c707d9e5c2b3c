import { afterEach, describe, expect, it, vi } from "vitest";
import { onForeignPage, ourUrl, widgetOrigin } from "./widget-origin";

const script = "https://broker.example.test/widgets/chunks/shared-abc.js";

afterEach(() => vi.unstubAllGlobals());

describe("widget origin", () => {
  it("is the origin of the script, none for an opaque or unreadable one", () => {
    expect(widgetOrigin(script)).toBe("https://broker.example.test");
    expect(widgetOrigin("blob:null/1234")).toBe(null);
    expect(widgetOrigin("not a url")).toBe(null);
  });

  it("on our own page, leaves a path of ours as it is", () => {
    vi.stubGlobal("location", { origin: "https://broker.example.test" });
    expect(onForeignPage(script)).toBe(false);
    expect(ourUrl("/privacy", script)).toBe("/privacy");
  });

  it("on another site's page, points a path of ours at our origin", () => {
    vi.stubGlobal("location", { origin: "https://landing.example.org" });
    expect(onForeignPage(script)).toBe(true);
    expect(ourUrl("/privacy", script)).toBe("https://broker.example.test/privacy");
    expect(ourUrl("/thank-you-download?file=a.pdf", script)).toBe(
      "https://broker.example.test/thank-you-download?file=a.pdf",
    );
  });

  it("in a developer's app that bundled it, takes the page for another site's", () => {
    vi.stubGlobal("location", { origin: "https://app.example.org" });
    expect(onForeignPage("https://app.example.org/assets/index-3fa9c1.js")).toBe(true);
    expect(
      onForeignPage("https://app.example.org/node_modules/.vite/deps/eastside-broker-widgets.js"),
    ).toBe(true);
    expect(onForeignPage("https://app.example.org/widgets/lead-form.js")).toBe(false);
  });

  it("where there is no page (pre-render), leaves the path as it is", () => {
    vi.stubGlobal("location", undefined);
    expect(onForeignPage(script)).toBe(false);
    expect(ourUrl("/privacy", script)).toBe("/privacy");
  });
});
