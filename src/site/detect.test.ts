import { describe, expect, it } from "vitest";
import { isDebtSite, siteFor } from "./detect";

describe("isDebtSite", () => {
  it.each([
    // Production hosts: the first label decides, or the query.
    ["https://debt.example.com/", true],
    ["https://debt.example.com/debt-calculator?x=1", true],
    ["https://DEBT.Example.com/", true],
    ["https://debt.example.com./", true],
    ["https://debt.example.com:8443/", true],
    ["https://www.example.com/", false],
    ["https://example.com/", false],
    ["https://debts.example.com/", false],
    ["https://my-debt.example.com/", false],
    ["https://www.debt.example.com/", false],
    ["https://example.com/debtconsol", false],
    ["https://www.example.com/?subdomain=debt", true],
    ["https://www.example.com/thank-you?subdomain=DEBT", true],
    ["https://www.example.com/?subdomain=main", false],
    ["https://www.example.com/?sub=debt", false],
    // Local hosts: only a first label of exactly "debt" counts besides the query.
    ["http://localhost:8080/", false],
    ["http://localhost:8080/?subdomain=debt", true],
    ["http://debt.localhost:8080/", true],
    ["http://127.0.0.1:8080/", false],
    ["http://127.0.0.1:8080/privacy?subdomain=debt", true],
    ["http://[::1]:8080/", false],
    ["http://[::1]:8080/?subdomain=debt", true],
    ["http://mybox.local/", false],
    ["http://debt.mybox.local/", true],
    // Preview hosts: labels are deployment names, so only the query counts.
    ["https://debt.vercel.app/", false],
    ["https://debt-git-main-team.vercel.app/", false],
    ["https://debt.eastside.pages.dev/", false],
    ["https://debt.eastside.pages.dev/?subdomain=debt", true],
    ["https://deploy-preview-12--eastside.netlify.app/?subdomain=debt", true],
    ["https://debt.lovable.app/", false],
    ["https://preview--eastside.lovable.app/?subdomain=debt", true],
  ])("for %s is %s", (url, expected) => {
    expect(isDebtSite(url)).toBe(expected);
    expect(isDebtSite(new URL(url))).toBe(expected);
  });

  it.each([
    // What a Node server sees: its own address in the URL, the visitor's host in the header.
    ["http://127.0.0.1:8080/", "debt.localhost", true],
    ["http://127.0.0.1:8080/", "debt.localhost:8080", true],
    ["http://127.0.0.1:8080/", "debt.example.com", true],
    ["http://127.0.0.1:8080/", "www.example.com", false],
    ["http://127.0.0.1:8080/?subdomain=debt", "www.example.com", true],
    ["http://127.0.0.1:8080/", "debt.example.com, proxy.internal", true],
    ["http://127.0.0.1:8080/", "debt.eastside.pages.dev", false],
    ["http://debt.example.com/", "www.example.com", false],
    ["http://debt.example.com/", "", true],
    ["/debt-calculator", "debt.example.com", true],
    ["/debt-calculator?subdomain=debt", undefined, true],
    ["/debt-calculator", undefined, false],
  ])("for %s with Host %j is %s", (url, host, expected) => {
    expect(isDebtSite(url, host)).toBe(expected);
  });

  it("treats an unreadable address as the main site rather than failing", () => {
    expect(isDebtSite("http://exa mple.com:99999/")).toBe(false);
  });
});

describe("siteFor", () => {
  it("names the site a request is served from", () => {
    expect(siteFor("https://debt.example.com/")).toBe("debt");
    expect(siteFor("https://www.example.com/")).toBe("main");
    expect(siteFor("http://127.0.0.1:8080/", "debt.localhost:8080")).toBe("debt");
  });
});
