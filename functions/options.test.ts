import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { parseServerOptions, retentionPolicy } from "./options";
import { DEFAULT_CHAT_MODEL } from "./settings/variables/services";
import { DEFAULT_LEAD_RATE_LIMIT } from "./settings/variables/traffic";

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

describe("the webhook's signing secret", () => {
  it("is read when it is a Standard Webhooks secret", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(parseServerOptions({ LEAD_WEBHOOK_SECRET: ` ${secret} ` }).webhookSecret).toBe(secret);
    expect(parseServerOptions({}).webhookSecret).toBeUndefined();
  });

  it.each([
    ["no prefix", Buffer.alloc(32, 7).toString("base64")],
    ["too short to be random enough", `whsec_${Buffer.alloc(8, 7).toString("base64")}`],
    ["not base64", "whsec_this is not base64!"],
  ])("stops the start when it has %s, without printing it", (_, secret) => {
    expect(() => parseServerOptions({ LEAD_WEBHOOK_SECRET: secret })).toThrow(
      /^LEAD_WEBHOOK_SECRET must be "whsec_"/,
    );
    expect(() => parseServerOptions({ LEAD_WEBHOOK_SECRET: secret })).not.toThrow(secret);
  });
});

describe("the Node server's limits", () => {
  it("default to 10 s for headers, 30 s for a request, 5 s idle and 1,000 connections, 100 and 20 slow ones a client", () => {
    expect(parseServerOptions({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
      maxConnectionsPerClient: 100,
      maxSlowRequestsPerClient: 20,
    });
    expect(
      parseServerOptions({ HTTP_MAX_CONNECTIONS_PER_CLIENT: "0" }).http.maxConnectionsPerClient,
    ).toBe(0);
    expect(
      parseServerOptions({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000" }).http.keepAliveTimeoutMs,
    ).toBe(65_000);
  });

  it.each([
    [{ HTTP_HEADERS_TIMEOUT_MS: "0" }, "HTTP_HEADERS_TIMEOUT_MS must be above 0"],
    [{ HTTP_MAX_CONNECTIONS: "0" }, "HTTP_MAX_CONNECTIONS must be above 0"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "5000" }, "must not be above HTTP_REQUEST_TIMEOUT_MS"],
    [{ HTTP_MAX_CONNECTIONS: "many" }, "HTTP_MAX_CONNECTIONS must be a whole number"],
    [
      { HTTP_MAX_SLOW_REQUESTS_PER_CLIENT: "-1" },
      "HTTP_MAX_SLOW_REQUESTS_PER_CLIENT must be a whole number",
    ],
  ])("stop the start on %o", (env, message) => {
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
