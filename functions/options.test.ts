import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import {
  DEFAULT_CHAT_MODEL,
  DEFAULT_LEAD_RATE_LIMIT,
  parseServerOptions,
  retentionPolicy,
} from "./options";

describe("the server options", () => {
  it("fall back to their defaults when nothing is set", () => {
    const options = parseServerOptions({});
    expect(options.deliveryTargets).toEqual(["form"]);
    expect(options.rateLimits.lead).toBe(DEFAULT_LEAD_RATE_LIMIT);
    expect(options.chat).toMatchObject({ apiKey: undefined, model: DEFAULT_CHAT_MODEL });
    expect(options.allowedOrigins).toBe("*");
    expect(options.clientIpHeader).toBeUndefined();
    expect(options.stripe).toEqual({});
  });

  it("read what is set, trimmed", () => {
    const options = parseServerOptions({
      LEAD_WEBHOOK_URL: " https://crm.example.com/hooks ",
      LEAD_RATE_LIMIT: "0",
      CHAT_CLIENT_IP_HEADER: " X-Forwarded-For ",
      CHAT_MODEL: "gpt-4o",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(options.deliveryTargets).toEqual(["form", "webhook"]);
    expect(options.webhookUrl).toBe("https://crm.example.com/hooks");
    expect(options.rateLimits.lead).toBe(0);
    expect(options.clientIpHeader).toBe("x-forwarded-for");
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

describe("the privacy settings", () => {
  it("keep leads two years, spam 30 days and payments' tax records seven years by default", () => {
    expect(retentionPolicy(loadConfig({}))).toEqual({
      leadDays: 730,
      spamDays: 30,
      paymentDays: 2557,
    });
    expect(parseServerOptions({}).privacyAuditKey).toBeUndefined();
  });

  it("read LEAD_RETENTION_DAYS and PRIVACY_AUDIT_KEY", () => {
    expect(retentionPolicy(loadConfig({ LEAD_RETENTION_DAYS: " 365 " })).leadDays).toBe(365);
    expect(parseServerOptions({ PRIVACY_AUDIT_KEY: "a".repeat(64) }).privacyAuditKey).toBe(
      "a".repeat(64),
    );
  });

  it.each([
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS must be at least 1 day"],
    [{ LEAD_RETENTION_DAYS: "two years" }, "LEAD_RETENTION_DAYS must be a whole number of days"],
  ])("refuse %o, naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuse an audit key too short to keep a phone number from being guessed", () => {
    expect(() => parseServerOptions({ PRIVACY_AUDIT_KEY: "secret" })).toThrow(
      "PRIVACY_AUDIT_KEY must be at least 32 characters",
    );
  });
});
