import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The module afresh: its "once per page" starts over, as on a new page. */
const load = async () => {
  vi.resetModules();
  return (await import("./api-base-warning")).warnWithoutApiBase;
};

let warnings: unknown[][];

beforeEach(() => {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    warnings.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a widget without api-base", () => {
  it("in a developer's app that bundled it, warns once per page, naming the attribute", async () => {
    vi.stubGlobal("location", { origin: "https://app.example.org" });
    const warn = await load();
    warn("lead-form", undefined, "https://app.example.org/assets/index-3fa9c1.js");
    warn("lead-form", "", "https://app.example.org/assets/index-3fa9c1.js");
    warn("debt-calculator", null, "https://app.example.org/assets/index-3fa9c1.js");

    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[0])).toBe(
      "<lead-form> has no api-base attribute, so its leads would go to this page's own origin " +
        '(https://app.example.org/api/…), where no lead is stored: set api-base="https://YOUR-HOST" ' +
        "(the server the widgets come from) on every element.",
    );
  });

  it("served from the app's node_modules by its dev server, warns too", async () => {
    vi.stubGlobal("location", { origin: "http://localhost:5173" });
    const warn = await load();
    warn(
      "resource-download",
      undefined,
      "http://localhost:5173/node_modules/eastside-broker-widgets/dist/widgets/chunks/a-1.js",
    );
    expect(warnings).toHaveLength(1);
  });

  it("with api-base set, says nothing", async () => {
    vi.stubGlobal("location", { origin: "https://app.example.org" });
    const warn = await load();
    warn("lead-form", "https://broker.example.test", "https://app.example.org/assets/index.js");
    expect(warnings).toEqual([]);
  });

  it("loaded from our server onto another site's page, says nothing: its leads reach us", async () => {
    vi.stubGlobal("location", { origin: "https://landing.example.org" });
    const warn = await load();
    warn("lead-form", undefined, "https://broker.example.test/widgets/chunks/form-abc.js");
    warn("lead-form", undefined, "https://broker.example.test/widgets/0.1.0/lead-form.js");
    expect(warnings).toEqual([]);
  });

  it("on our own pages, or served by our server on the page's origin, says nothing", async () => {
    vi.stubGlobal("location", { origin: "http://127.0.0.1:8080" });
    const warn = await load();
    warn("lead-form", undefined, "http://127.0.0.1:8080/widgets/chunks/form-abc.js");
    warn("contact-form", undefined, "http://127.0.0.1:8080/dist/widgets/contact-form.js");
    expect(warnings).toEqual([]);
  });
});
