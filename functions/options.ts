import type { SiteConfig } from "../src/config";
import { PAYMENT_RECORD_YEARS, SPAM_RETENTION_DAYS } from "../src/content/privacy";
import { AD_PLATFORMS, type AdPlatformOptions, adPlatformOptions } from "./ad-platforms";
import type { OriginRule } from "./settings/allowed-origins";
import { type ClientAddressRule, clientAddressRule } from "./settings/client-address";
import { type CrmOptions, crmOptions } from "./settings/crm";
import { type DeskOptions, deskOptions } from "./settings/desk";
import type { Env } from "./settings/env";
import { type HttpLimits, httpLimitsFrom } from "./settings/http-limits";
import { pushServiceHosts, type VapidKeys, vapidKeys } from "./settings/push";
import type { RetryPolicy } from "./settings/retry";
import { type SchedulerOptions, schedulerOptions } from "./settings/scheduler";
import { setting, settingsFrom } from "./settings/schema";
import type { DeliveryTarget, RetentionPolicy } from "./store";

/** The ad platforms told of leads from the server; each off unless configured. */
export type ConversionOptions = AdPlatformOptions & {
  /** `CONVERSION_SETTLED_VALUE`: what a settled loan is reported as worth, in the site's currency. */
  settledValue?: number;
};

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

/**
 * `PRIVACY_AUDIT_KEY`: the key of the HMAC the privacy audit keeps of each address whose data
 * was found, corrected or erased, so that whoever holds the key can show a request was handled.
 * Unset, the audit keeps counts only. A setting, not a key in the database: a copy of the
 * database alone then cannot tell whose records they were.
 */
export const privacyAuditKey = (env: Env): string | undefined => setting(env, "PRIVACY_AUDIT_KEY");

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

/**
 * The server's options from environment strings: every variable read by its declaration (its
 * default when unset, an error naming it for a value that cannot be right, so a bad setting
 * stops the start instead of failing a visitor's request), then the rules that join several.
 */
export function parseServerOptions(env: Env): ServerOptions {
  const s = settingsFrom(env);
  const conversions: ConversionOptions = {
    ...adPlatformOptions(s),
    settledValue: s.CONVERSION_SETTLED_VALUE,
  };
  const vapid = vapidKeys(env);
  const crm = crmOptions(env);
  return {
    deliveryTargets: [
      "form",
      ...(s.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
      ...AD_PLATFORMS.filter((platform) => conversions[platform] !== undefined),
      ...(vapid ? (["push"] as const) : []),
      ...(crm.mycrm ? (["mycrm"] as const) : []),
      ...(crm.nexus ? (["nexus"] as const) : []),
    ],
    formService: { baseUrl: s.FORM_SERVICE_URL, accessKey: s.FORM_SERVICE_ACCESS_KEY },
    webhookUrl: s.LEAD_WEBHOOK_URL,
    webhookSecret: s.LEAD_WEBHOOK_SECRET,
    retry: {
      baseMs: s.FORWARD_RETRY_BASE_MS,
      maxMs: s.FORWARD_RETRY_MAX_MS,
      maxAttempts: s.FORWARD_MAX_ATTEMPTS,
    },
    leaseMs: s.FORWARD_LEASE_MS,
    rateLimits: {
      lead: s.LEAD_RATE_LIMIT,
      chat: s.CHAT_RATE_LIMIT,
      cspReport: s.CSP_REPORT_RATE_LIMIT,
      events: s.EVENTS_RATE_LIMIT,
    },
    clientAddress: clientAddressRule(env),
    allowedOrigins: s.ALLOWED_ORIGINS,
    chat: {
      apiKey: s.OPENAI_API_KEY,
      baseUrl: s.OPENAI_BASE_URL,
      model: s.CHAT_MODEL,
      timeoutMs: s.CHAT_TIMEOUT_MS,
      dailyLimit: s.CHAT_DAILY_LIMIT,
    },
    stripe: {
      secretKey: s.STRIPE_SECRET_KEY,
      webhookSecret: s.STRIPE_WEBHOOK_SECRET,
      apiBase: s.STRIPE_API_BASE,
    },
    http: httpLimitsFrom(env),
    privacyAuditKey: s.PRIVACY_AUDIT_KEY,
    desk: deskOptions(env),
    vapid,
    pushServiceHosts: pushServiceHosts(env),
    experimentsEnded: s.EXPERIMENTS_ENDED,
    conversions,
    businessTimeZone: s.BUSINESS_TIMEZONE,
    crm,
    scheduler: schedulerOptions(env),
  };
}
