import { type Env, type SiteConfig, wholeNumberFromEnv } from "../src/config";
import { PAYMENT_RECORD_YEARS, SPAM_RETENTION_DAYS } from "../src/content/privacy";
import { DEFAULT_LEASE_MS, defaultRetryPolicy, type RetryPolicy } from "./forward/forwarder";
import { allowedOrigins, type OriginRule } from "./server/allowed-origins";
import type { RetentionPolicy } from "./store/person-types";
import type { DeliveryTarget } from "./store/types";

/** Requests a client may send to each lead function per minute, unless `LEAD_RATE_LIMIT` says. */
export const DEFAULT_LEAD_RATE_LIMIT = 20;
/** Chat messages a client may send per minute, unless `CHAT_RATE_LIMIT` says. */
const DEFAULT_CHAT_RATE_LIMIT = 10;
/** CSP reports a client may send per minute, unless `CSP_REPORT_RATE_LIMIT` says. */
const DEFAULT_CSP_REPORT_RATE_LIMIT = 60;
/** A GPT-4-family model: fast and cheap for 150-token replies, and good at keeping to the persona. */
export const DEFAULT_CHAT_MODEL = "gpt-4.1-mini";
/** How long the provider may take to start replying, and may pause between words. */
const DEFAULT_CHAT_TIMEOUT_MS = 20_000;

/** How the server behaves, read once from the environment when it starts. */
export interface ServerOptions {
  /**
   * The targets every new lead gets a delivery row for: the form-to-email service always (its
   * row is skipped when no access key is set, so the export shows why the broker got no e-mail),
   * and the webhook when `LEAD_WEBHOOK_URL` is set.
   */
  deliveryTargets: DeliveryTarget[];
  /** `FORM_SERVICE_URL` (its default when unset) and `FORM_SERVICE_ACCESS_KEY`. */
  formService: { baseUrl?: string; accessKey?: string };
  /** `LEAD_WEBHOOK_URL`; empty when unset. */
  webhookUrl: string;
  /** `FORWARD_RETRY_BASE_MS`, `FORWARD_RETRY_MAX_MS`, `FORWARD_MAX_ATTEMPTS` (0: no limit). */
  retry: RetryPolicy;
  /**
   * How long a process holds a delivery it is attempting (`FORWARD_LEASE_MS`): after a crash,
   * another process takes the delivery over once this has passed.
   */
  leaseMs: number;
  /** Requests per client a minute (0 turns a limit off where it says so). */
  rateLimits: {
    /** `LEAD_RATE_LIMIT`, to each of the lead functions, counted in the store. */
    lead: number;
    /** `CHAT_RATE_LIMIT`. */
    chat: number;
    /** `CSP_REPORT_RATE_LIMIT`. */
    cspReport: number;
  };
  /**
   * `CHAT_CLIENT_IP_HEADER`, lower case: behind a proxy or CDN, the header naming the visitor.
   * Unset, every rate limit tells clients apart by the connection's address.
   */
  clientIpHeader: string | undefined;
  /** `ALLOWED_ORIGINS`: the pages that may call `/api/*` from a browser. */
  allowedOrigins: OriginRule;
  /** `OPENAI_API_KEY` (unset: answers from the FAQs), `OPENAI_BASE_URL`, `CHAT_MODEL`, `CHAT_TIMEOUT_MS`. */
  chat: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  /** `STRIPE_SECRET_KEY` (unset: checkout off), `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`. */
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: URL };
  /** `PRIVACY_AUDIT_KEY`: see `privacyAuditKey`. */
  privacyAuditKey: string | undefined;
}

/** Shorter keys are too easy to guess, and a phone number is only ten digits. */
const AUDIT_KEY_MIN = 32;

/**
 * `PRIVACY_AUDIT_KEY`: the key of the HMAC the privacy audit keeps of each address whose data
 * was found, corrected or erased, so that whoever holds the key can show a request was handled.
 * Unset, the audit keeps counts only. A setting, not a key in the database: a copy of the
 * database alone then cannot tell whose records they were.
 */
export function privacyAuditKey(env: Env): string | undefined {
  const key = text(env, "PRIVACY_AUDIT_KEY");
  if (key !== undefined && key.length < AUDIT_KEY_MIN) {
    throw new Error(
      `PRIVACY_AUDIT_KEY must be at least ${AUDIT_KEY_MIN} characters (openssl rand -hex 32), ` +
        `got ${key.length}`,
    );
  }
  return key;
}

/**
 * How long the forwarder's purge keeps records: leads, contacts and downloads for
 * `LEAD_RETENTION_DAYS` (the site setting the privacy policy states), spam and payments for the
 * fixed periods the policy names.
 */
export function retentionPolicy(config: SiteConfig): RetentionPolicy {
  return {
    leadDays: config.leadRetentionDays,
    spamDays: SPAM_RETENTION_DAYS,
    paymentDays: Math.ceil(PAYMENT_RECORD_YEARS * 365.25),
  };
}

const text = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function urlFrom(env: Env, name: string, example: string): URL | undefined {
  const raw = text(env, name);
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL such as ${example}, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http or https URL, got "${raw}"`);
  }
  return url;
}

/**
 * The server's options from environment strings, the defaults above for what is unset, and an
 * error naming the variable for a value that cannot be right, so a bad setting stops the start
 * instead of failing a visitor's request.
 */
export function parseServerOptions(env: Env): ServerOptions {
  const webhookUrl = text(env, "LEAD_WEBHOOK_URL") ?? "";
  return {
    deliveryTargets: webhookUrl ? ["form", "webhook"] : ["form"],
    formService: {
      baseUrl: text(env, "FORM_SERVICE_URL"),
      accessKey: text(env, "FORM_SERVICE_ACCESS_KEY"),
    },
    webhookUrl,
    retry: {
      baseMs: wholeNumberFromEnv(env, "FORWARD_RETRY_BASE_MS", defaultRetryPolicy.baseMs),
      maxMs: wholeNumberFromEnv(env, "FORWARD_RETRY_MAX_MS", defaultRetryPolicy.maxMs),
      maxAttempts: wholeNumberFromEnv(env, "FORWARD_MAX_ATTEMPTS", defaultRetryPolicy.maxAttempts),
    },
    leaseMs: wholeNumberFromEnv(env, "FORWARD_LEASE_MS", DEFAULT_LEASE_MS, "milliseconds"),
    rateLimits: {
      lead: wholeNumberFromEnv(
        env,
        "LEAD_RATE_LIMIT",
        DEFAULT_LEAD_RATE_LIMIT,
        "requests per minute",
      ),
      chat: wholeNumberFromEnv(
        env,
        "CHAT_RATE_LIMIT",
        DEFAULT_CHAT_RATE_LIMIT,
        "messages per minute",
      ),
      cspReport: wholeNumberFromEnv(
        env,
        "CSP_REPORT_RATE_LIMIT",
        DEFAULT_CSP_REPORT_RATE_LIMIT,
        "reports per minute",
      ),
    },
    clientIpHeader: text(env, "CHAT_CLIENT_IP_HEADER")?.toLowerCase(),
    allowedOrigins: allowedOrigins(env.ALLOWED_ORIGINS),
    chat: {
      apiKey: text(env, "OPENAI_API_KEY"),
      baseUrl: text(env, "OPENAI_BASE_URL"),
      model: text(env, "CHAT_MODEL") ?? DEFAULT_CHAT_MODEL,
      timeoutMs: wholeNumberFromEnv(env, "CHAT_TIMEOUT_MS", DEFAULT_CHAT_TIMEOUT_MS, "ms"),
    },
    stripe: {
      secretKey: text(env, "STRIPE_SECRET_KEY"),
      webhookSecret: text(env, "STRIPE_WEBHOOK_SECRET"),
      apiBase: urlFrom(env, "STRIPE_API_BASE", "http://127.0.0.1:12111"),
    },
    privacyAuditKey: privacyAuditKey(env),
  };
}
