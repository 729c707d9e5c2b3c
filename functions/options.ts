import type { SiteConfig } from "../src/config";
import { experiments } from "../src/content/experiments";
import { PAYMENT_RECORD_YEARS, SPAM_RETENTION_DAYS } from "../src/content/privacy";
import { endedExperiments } from "./experiments/ended";
import { type ConversionOptions, conversionOptions } from "./options-conversions";
import { allowedOrigins, type OriginRule } from "./settings/allowed-origins";
import { businessTimeZone } from "./settings/business-time-zone";
import { type ClientAddressRule, clientAddressRule } from "./settings/client-address";
import { type CrmOptions, crmOptions } from "./settings/crm";
import { type DeskOptions, deskOptions } from "./settings/desk";
import { type Env, text, urlFromEnv, wholeNumberFromEnv } from "./settings/env";
import { type HttpLimits, httpLimitsFrom } from "./settings/http-limits";
import { pushServiceHosts, type VapidKeys, vapidKeys } from "./settings/push";
import { DEFAULT_LEASE_MS, defaultRetryPolicy, type RetryPolicy } from "./settings/retry";
import { type SchedulerOptions, schedulerOptions } from "./settings/scheduler";
import type { RetentionPolicy } from "./store/person-types";
import type { DeliveryTarget } from "./store/types";

/** Requests a client may send to each lead function per minute, unless `LEAD_RATE_LIMIT` says. */
export const DEFAULT_LEAD_RATE_LIMIT = 20;
/** Chat messages a client may send per minute, unless `CHAT_RATE_LIMIT` says. */
const DEFAULT_CHAT_RATE_LIMIT = 10;
/**
 * Messages a day the AI answers, across every process, unless `CHAT_DAILY_LIMIT` says: a busy
 * day's conversations many times over, and a few dollars of a small model at most.
 */
export const DEFAULT_CHAT_DAILY_LIMIT = 2000;
/** CSP reports a client may send per minute, unless `CSP_REPORT_RATE_LIMIT` says. */
const DEFAULT_CSP_REPORT_RATE_LIMIT = 60;
/**
 * Funnel event batches a client may send per minute, unless `EVENTS_RATE_LIMIT` says: a page
 * sends one every few seconds at most, so this is several tabs' worth.
 */
const DEFAULT_EVENTS_RATE_LIMIT = 120;
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
  /** `LEAD_WEBHOOK_SECRET` (`whsec_<base64>`) signing each webhook request; unset: unsigned. */
  webhookSecret: string | undefined;
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
    /** `CHAT_RATE_LIMIT`, counted in the store. */
    chat: number;
    /** `CSP_REPORT_RATE_LIMIT`, counted in the store. */
    cspReport: number;
    /** `EVENTS_RATE_LIMIT`, counted in the store. */
    events: number;
  };
  /**
   * Where every rate limit reads the visitor's address: the connection's, or behind proxies
   * `TRUSTED_PROXY_COUNT` or `CLIENT_IP_HEADER` (`CHAT_CLIENT_IP_HEADER`, the old name, read
   * with a warning).
   */
  clientAddress: ClientAddressRule;
  /** `ALLOWED_ORIGINS`: the pages that may call `/api/*` from a browser. */
  allowedOrigins: OriginRule;
  /**
   * `OPENAI_API_KEY` (unset: answers from the FAQs), `OPENAI_BASE_URL`, `CHAT_MODEL`,
   * `CHAT_TIMEOUT_MS`, and `CHAT_DAILY_LIMIT`: messages a day the AI answers across every
   * process before the chat answers from the FAQs until the next UTC day (0: no limit).
   */
  chat: {
    apiKey?: string;
    baseUrl?: string;
    model: string;
    timeoutMs: number;
    dailyLimit: number;
  };
  /** `STRIPE_SECRET_KEY` (unset: checkout off), `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`. */
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: URL };
  /** The Node server's limits on slow and idle clients. */
  http: HttpLimits;
  /** `PRIVACY_AUDIT_KEY`: see `privacyAuditKey`. */
  privacyAuditKey: string | undefined;
  /** `DESK_ORIGIN`, `DESK_RP_ID`, `DESK_SIGN_IN_RATE_LIMIT`: see `DeskOptions`. */
  desk: DeskOptions;
  /** `PUSH_VAPID_*`: the keys pushes to desk devices are signed with; unset: no pushes. */
  vapid: VapidKeys | undefined;
  /** `PUSH_SERVICE_HOSTS` and the browsers' push services: the only hosts pushes are sent to. */
  pushServiceHosts: readonly string[];
  /** `EXPERIMENTS_ENDED`: experiments ended early, and the arm each serves everyone. */
  experimentsEnded: ReadonlyMap<string, string>;
  /**
   * The ad platforms each lead's conversion is reported to from the server (`META_PIXEL_ID` and
   * `META_CAPI_TOKEN`; `GOOGLE_DATA_MANAGER_*`); each off unless set.
   */
  conversions: ConversionOptions;
  /**
   * `BUSINESS_TIMEZONE` (`Australia/Sydney` unless set): the zone of the broker's days, in the
   * report, the inbox's dates, "today", "overdue" and follow-up times.
   */
  businessTimeZone: string;
  /** The broker's CRMs each lead becomes a deal in (`MYCRM_*`, `NEXUS_*`); each off unless set. */
  crm: CrmOptions;
  /**
   * `CAL_*` or `CALENDLY_*`: the scheduler offered after a lead and on `/schedule-call`, and the
   * secret its webhook is signed with; unset: a call-back time is offered instead.
   */
  scheduler: SchedulerOptions | undefined;
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

/** Standard Webhooks secrets are 24 to 64 random bytes; fewer is guessable. */
const WEBHOOK_SECRET_MIN_BYTES = 24;

function webhookSecretFrom(env: Env): string | undefined {
  const raw = text(env, "LEAD_WEBHOOK_SECRET");
  if (!raw) return undefined;
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(raw)?.[1];
  if (!key || Buffer.from(key, "base64").length < WEBHOOK_SECRET_MIN_BYTES) {
    throw new Error(
      `LEAD_WEBHOOK_SECRET must be "whsec_" and at least ${WEBHOOK_SECRET_MIN_BYTES} random ` +
        'bytes in base64 (e.g. "whsec_$(openssl rand -base64 32)"), got something else',
    );
  }
  return raw;
}

/**
 * The server's options from environment strings, the defaults above for what is unset, and an
 * error naming the variable for a value that cannot be right, so a bad setting stops the start
 * instead of failing a visitor's request.
 */
export function parseServerOptions(env: Env): ServerOptions {
  const webhookUrl = text(env, "LEAD_WEBHOOK_URL") ?? "";
  const conversions = conversionOptions(env);
  const vapid = vapidKeys(env);
  const crm = crmOptions(env);
  return {
    deliveryTargets: [
      "form",
      ...(webhookUrl ? (["webhook"] as const) : []),
      ...(conversions.meta ? (["meta"] as const) : []),
      ...(conversions.google ? (["google"] as const) : []),
      ...(vapid ? (["push"] as const) : []),
      ...(crm.mycrm ? (["mycrm"] as const) : []),
      ...(crm.nexus ? (["nexus"] as const) : []),
    ],
    formService: {
      baseUrl: text(env, "FORM_SERVICE_URL"),
      accessKey: text(env, "FORM_SERVICE_ACCESS_KEY"),
    },
    webhookUrl,
    webhookSecret: webhookSecretFrom(env),
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
      events: wholeNumberFromEnv(
        env,
        "EVENTS_RATE_LIMIT",
        DEFAULT_EVENTS_RATE_LIMIT,
        "batches per minute",
      ),
    },
    clientAddress: clientAddressRule(env),
    allowedOrigins: allowedOrigins(text(env, "ALLOWED_ORIGINS")),
    chat: {
      apiKey: text(env, "OPENAI_API_KEY"),
      baseUrl: text(env, "OPENAI_BASE_URL"),
      model: text(env, "CHAT_MODEL") ?? DEFAULT_CHAT_MODEL,
      timeoutMs: wholeNumberFromEnv(env, "CHAT_TIMEOUT_MS", DEFAULT_CHAT_TIMEOUT_MS, "ms"),
      dailyLimit: wholeNumberFromEnv(
        env,
        "CHAT_DAILY_LIMIT",
        DEFAULT_CHAT_DAILY_LIMIT,
        "messages a day",
      ),
    },
    stripe: {
      secretKey: text(env, "STRIPE_SECRET_KEY"),
      webhookSecret: text(env, "STRIPE_WEBHOOK_SECRET"),
      apiBase: urlFromEnv(env, "STRIPE_API_BASE", "http://127.0.0.1:12111"),
    },
    http: httpLimitsFrom(env),
    privacyAuditKey: privacyAuditKey(env),
    desk: deskOptions(env),
    vapid,
    pushServiceHosts: pushServiceHosts(env),
    experimentsEnded: endedExperiments(text(env, "EXPERIMENTS_ENDED"), experiments),
    conversions,
    businessTimeZone: businessTimeZone(env),
    crm,
    scheduler: schedulerOptions(env),
  };
}
