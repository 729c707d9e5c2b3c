import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import { allowedOrigins } from "../settings/allowed-origins";
import type { Store } from "../store";
import { createApp } from "./app";

describe("allowedOrigins", () => {
  it.each([undefined, "", " , ", "*", "https://www.example.com, *"])(
    "allows every origin when ALLOWED_ORIGINS is %j",
    (raw) => {
      expect(allowedOrigins(raw)).toBe("*");
    },
  );

  it("allows the exact origins listed, as browsers write them", () => {
    const allowed = allowedOrigins("https://www.example.com, HTTP://Localhost:3000/");
    if (allowed === "*") throw new Error("expected a list");

    expect(allowed("https://www.example.com")).toBe(true);
    expect(allowed("http://localhost:3000")).toBe(true);
    expect(allowed("http://www.example.com")).toBe(false);
    expect(allowed("https://www.example.com:8443")).toBe(false);
    expect(allowed("https://example.com")).toBe(false);
    expect(allowed("null")).toBe(false);
  });

  it("allows any subdomain of a https://*.example.com pattern, not the domain or look-alikes", () => {
    const allowed = allowedOrigins("https://*.example.com,https://*.partner.org:8443");
    if (allowed === "*") throw new Error("expected a list");

    expect(allowed("https://shop.example.com")).toBe(true);
    expect(allowed("https://a.b.example.com")).toBe(true);
    expect(allowed("https://x.partner.org:8443")).toBe(true);
    expect(allowed("https://example.com")).toBe(false);
    expect(allowed("http://shop.example.com")).toBe(false);
    expect(allowed("https://shopexample.com")).toBe(false);
    expect(allowed("https://shop.example.com.evil.net")).toBe(false);
    expect(allowed("https://evil.net/.example.com")).toBe(false);
    expect(allowed("https://x.partner.org")).toBe(false);
  });

  it.each([
    ["www.example.com", "needs http:// or https://"],
    ["https://www.example.com/path", "no path"],
    ["https://www.*.example.com", "first label"],
    ["ftp://files.example.com", "needs http:// or https://"],
  ])("refuses %j, saying why", (raw, why) => {
    expect(() => allowedOrigins(raw)).toThrow(why);
  });
});

describe("CORS on /api/* with ALLOWED_ORIGINS", () => {
  const store = { ping: () => Promise.resolve() } as unknown as Store;
  const appWith = (env: Record<string, string>) =>
    createApp(testContext({ store, clock: () => new Date(), options: parseServerOptions(env) }));
  const preflight = (origin: string) =>
    new Request("http://api.test/api/submit-lead", {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });

  it("answers an allowed page's preflight with its own origin, never with credentials", async () => {
    const app = appWith({ ALLOWED_ORIGINS: "https://*.example.com" });

    const response = await app.fetch(preflight("https://shop.example.com"));

    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://shop.example.com");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Origin");
  });

  it("gives another page no CORS header, so its browser keeps the answer from it", async () => {
    const app = appWith({ ALLOWED_ORIGINS: "https://*.example.com" });

    const preflighted = await app.fetch(preflight("https://evil.example.net"));
    const read = await app.fetch(
      new Request("http://api.test/api/health", {
        headers: { Origin: "https://evil.example.net" },
      }),
    );

    expect(preflighted.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(read.status).toBe(200);
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("allows every page when ALLOWED_ORIGINS is unset, still without credentials", async () => {
    const app = appWith({});

    const response = await app.fetch(preflight("https://anyone.example.net"));

    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("does not start with an ALLOWED_ORIGINS it cannot read", () => {
    expect(() => appWith({ ALLOWED_ORIGINS: "example.com" })).toThrow("ALLOWED_ORIGINS");
  });
});
