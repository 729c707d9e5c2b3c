import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStorage } from "./storage";

afterEach(() => vi.unstubAllGlobals());

describe("browserStorage", () => {
  it("given no page (pre-render, server), there is no storage", () => {
    expect(browserStorage("localStorage")).toBeNull();
  });

  it("given a page whose storage is blocked, reading it gives null instead of throwing", () => {
    const page = {};
    Object.defineProperty(page, "sessionStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    vi.stubGlobal("window", page);
    expect(browserStorage("sessionStorage")).toBeNull();
  });

  it("given a page with storage, that storage is returned", () => {
    const local = { getItem: () => null };
    vi.stubGlobal("window", { localStorage: local });
    expect(browserStorage("localStorage")).toBe(local);
  });
});
