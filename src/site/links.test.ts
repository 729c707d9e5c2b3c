import { describe, expect, it } from "vitest";
import { keepSiteChoice, navigationTarget } from "./links";

describe("navigationTarget", () => {
  it("given a page chosen as the debt site by query, a same-site path keeps ?subdomain=debt", () => {
    const target = navigationTarget("/thank-you", "/", "http://localhost:8080/?subdomain=debt");
    expect(target.href).toBe("http://localhost:8080/thank-you?subdomain=debt");
  });

  it("given a destination on another origin, it is left exactly as written", () => {
    const target = navigationTarget(
      "https://broker.example/book?x=1",
      "/",
      "http://localhost:8080/?subdomain=debt",
    );
    expect(target.href).toBe("https://broker.example/book?x=1");
  });

  it("given a page on the debt host itself, nothing is added", () => {
    const target = navigationTarget("/thank-you", "/", "https://debt.example.com/debtconsol");
    expect(target.href).toBe("https://debt.example.com/thank-you");
  });

  it("given a javascript: or empty href, the fallback is used", () => {
    expect(
      navigationTarget("javascript:alert(1)", "/debt-calculator", "https://a.test/x").href,
    ).toBe("https://a.test/debt-calculator");
    expect(navigationTarget("  ", "/debt-calculator", "https://a.test/x").href).toBe(
      "https://a.test/debt-calculator",
    );
    expect(navigationTarget(undefined, "/thank-you", "https://a.test/x").href).toBe(
      "https://a.test/thank-you",
    );
  });

  it("keeps the hash and any query the destination already has", () => {
    const target = navigationTarget(
      "/debt-calculator?calc=v1#top",
      "/",
      "http://127.0.0.1/?subdomain=DEBT",
    );
    expect(target.searchParams.get("calc")).toBe("v1");
    expect(target.searchParams.get("subdomain")).toBe("DEBT");
    expect(target.hash).toBe("#top");
  });
});

describe("keepSiteChoice", () => {
  it("does not override a destination that chooses its own site", () => {
    const target = keepSiteChoice(
      new URL("http://localhost/privacy?subdomain=main"),
      new URL("http://localhost/?subdomain=debt"),
    );
    expect(target.searchParams.get("subdomain")).toBe("main");
  });

  it("given a main-site page, nothing changes", () => {
    const target = keepSiteChoice(
      new URL("http://localhost/privacy"),
      new URL("http://localhost/"),
    );
    expect(target.href).toBe("http://localhost/privacy");
  });
});
