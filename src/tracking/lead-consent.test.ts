import { afterEach, describe, expect, it, vi } from "vitest";
import { leadConsent } from "./lead-consent";

afterEach(() => vi.unstubAllGlobals());

const page = (asksFirst: boolean, status?: string) => {
  vi.stubGlobal("document", { querySelector: () => (asksFirst ? {} : null) });
  vi.stubGlobal("window", status ? { ebwConsent: { status, grant() {}, deny() {} } } : {});
};

describe("the consent a lead carries", () => {
  it("given a page that does not ask first, is not required", () => {
    page(false);
    expect(leadConsent()).toBe("not_required");
  });

  it("given a page that asks first and a visitor who granted it, is granted", () => {
    page(true, "granted");
    expect(leadConsent()).toBe("granted");
  });

  it("given a page that asks first and no answer yet, is denied", () => {
    page(true, "pending");
    expect(leadConsent()).toBe("denied");
  });

  it("given a visitor who denied it on a page that does not ask first, is denied", () => {
    page(false, "denied");
    expect(leadConsent()).toBe("denied");
  });
});
