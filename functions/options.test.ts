import { describe, expect, it } from "vitest";
import { DEFAULT_CHAT_MODEL, DEFAULT_LEAD_RATE_LIMIT, parseServerOptions } from "./options";

describe("the server options", () => {
  it("fall back to their defaults when nothing is set", () => {
    const options = parseServerOptions({});
    expect(options.deliveryTargets).toEqual(["form"]);
    expect(options.rateLimits.lead).toBe(DEFAULT_LEAD_RATE_LIMIT);
    expect(options.chat).toMatchObject({ apiKey: undefined, model: DEFAULT_CHAT_MODEL });
    expect(options.allowedOrigins).toBe("*");
    expect(options.clientAddress).toEqual({ from: "connection" });
    expect(options.stripe).toEqual({});
  });

  it("read what is set, trimmed", () => {
    const options = parseServerOptions({
      LEAD_WEBHOOK_URL: " https://crm.example.com/hooks ",
      LEAD_RATE_LIMIT: "0",
      CLIENT_IP_HEADER: " CF-Connecting-IP ",
      CHAT_MODEL: "gpt-4o",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(options.deliveryTargets).toEqual(["form", "webhook"]);
    expect(options.webhookUrl).toBe("https://crm.example.com/hooks");
    expect(options.rateLimits.lead).toBe(0);
    expect(options.clientAddress).toEqual({ from: "header", header: "cf-connecting-ip" });
    expect(options.chat.model).toBe("gpt-4o");
    expect(options.stripe.apiBase?.port).toBe("12111");
  });

  it.each([
    [
      { LEAD_RATE_LIMIT: "lots" },
      'LEAD_RATE_LIMIT must be a whole number of requests per minute, got "lots"',
    ],
    [{ CHAT_TIMEOUT_MS: "-1" }, "CHAT_TIMEOUT_MS must be a whole number"],
    [{ FORWARD_LEASE_MS: "1.5" }, "FORWARD_LEASE_MS must be a whole number"],
    [{ STRIPE_API_BASE: "localhost:12111" }, "STRIPE_API_BASE must be"],
    [{ ALLOWED_ORIGINS: "example.com" }, "ALLOWED_ORIGINS"],
  ])("refuse %o, naming the variable", (env, message) => {
    expect(() => parseServerOptions(env)).toThrow(message);
  });
});
