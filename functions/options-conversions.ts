import { readFileSync } from "node:fs";
import { type Env, text, urlFromEnv } from "./settings/env";

/** The Graph API version events are sent to unless `META_GRAPH_VERSION` says. */
export const DEFAULT_META_GRAPH_VERSION = "v24.0";
const DEFAULT_META_GRAPH_URL = "https://graph.facebook.com";
const DEFAULT_DATA_MANAGER_URL = "https://datamanager.googleapis.com";
const DEFAULT_GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

/** Meta's Conversions API: the pixel, its token, and where and how events are sent. */
export interface MetaSettings {
  pixelId: string;
  /** A system user's access token, sent in the body (never in a URL, where logs keep it). */
  accessToken: string;
  /** `META_GRAPH_URL`: `https://graph.facebook.com`, or a fake's in tests. */
  graphUrl: URL;
  /** `META_GRAPH_VERSION`, such as `v24.0`. */
  version: string;
  /** `META_TEST_EVENT_CODE`: events show in Events Manager's test tab only. */
  testEventCode?: string;
  /** Custom event names for the stages reported (`META_QUALIFIED_EVENT`, `META_SETTLED_EVENT`). */
  stageEvents: { qualified: string; settled: string; booked: string };
}

/** A service account's key, as Google's JSON key file holds it. */
export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
}

export interface GoogleSettings {
  key: ServiceAccountKey;
  /** `GOOGLE_DATA_MANAGER_TOKEN_URL`, else the key file's `token_uri`, else Google's. */
  tokenUrl: URL;
  /** `GOOGLE_DATA_MANAGER_URL`: `https://datamanager.googleapis.com`, or a fake's in tests. */
  url: URL;
  /** The Google Ads account (customer id, digits only) that owns the conversion actions. */
  operatingAccountId: string;
  /** A manager account the service account is a user of, when it is not of the one above. */
  loginAccountId?: string;
  /** Conversion action ids per event; an event without one is not sent to Google. */
  conversionActions: {
    lead: string;
    purchase?: string;
    qualified?: string;
    settled?: string;
    booked?: string;
  };
  /** `GOOGLE_DATA_MANAGER_VALIDATE_ONLY=true`: Google checks each request and records nothing. */
  validateOnly: boolean;
}

/** The ad platforms told of leads from the server; each off unless configured. */
export interface ConversionOptions {
  meta?: MetaSettings;
  google?: GoogleSettings;
  /** `CONVERSION_SETTLED_VALUE`: what a settled loan is reported as worth, in the site's currency. */
  settledValue?: number;
}

/** A URL setting that falls back to the service's own address when unset. */
const urlOf = (env: Env, name: string, fallback: string): URL =>
  urlFromEnv(env, name, fallback) ?? new URL(fallback);

/** Both or neither: one without the other is a setting half made. */
function pair(env: Env, a: string, b: string): [string, string] | undefined {
  const first = text(env, a);
  const second = text(env, b);
  if (!first && !second) return undefined;
  if (!first || !second)
    throw new Error(`${first ? b : a} must be set together with ${first ? a : b}`);
  return [first, second];
}

function metaFrom(env: Env): MetaSettings | undefined {
  const both = pair(env, "META_PIXEL_ID", "META_CAPI_TOKEN");
  if (!both) return undefined;
  const [pixelId, accessToken] = both;
  if (!/^\d+$/.test(pixelId))
    throw new Error(`META_PIXEL_ID must be the pixel's digits, got "${pixelId}"`);
  const version = text(env, "META_GRAPH_VERSION") ?? DEFAULT_META_GRAPH_VERSION;
  if (!/^v\d+\.\d+$/.test(version)) {
    throw new Error(
      `META_GRAPH_VERSION must be a Graph API version such as v24.0, got "${version}"`,
    );
  }
  const eventName = (name: string, fallback: string) => {
    const value = text(env, name) ?? fallback;
    if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(value)) {
      throw new Error(`${name} must be an event name of letters, digits and _, got "${value}"`);
    }
    return value;
  };
  return {
    pixelId,
    accessToken,
    graphUrl: urlOf(env, "META_GRAPH_URL", DEFAULT_META_GRAPH_URL),
    version,
    testEventCode: text(env, "META_TEST_EVENT_CODE"),
    stageEvents: {
      qualified: eventName("META_QUALIFIED_EVENT", "QualifiedLead"),
      settled: eventName("META_SETTLED_EVENT", "LoanSettled"),
      // Meta's standard event for a booked appointment.
      booked: eventName("META_BOOKED_EVENT", "Schedule"),
    },
  };
}

const accountId = (env: Env, name: string): string | undefined => {
  const raw = text(env, name);
  if (!raw) return undefined;
  const digits = raw.replace(/-/g, "");
  if (!/^\d{10}$/.test(digits)) {
    throw new Error(`${name} must be a Google Ads customer id such as 123-456-7890, got "${raw}"`);
  }
  return digits;
};

const actionId = (env: Env, name: string): string | undefined => {
  const raw = text(env, name);
  if (raw && !/^\d+$/.test(raw))
    throw new Error(`${name} must be a conversion action id (digits), got "${raw}"`);
  return raw;
};

function keyFrom(file: string): { key: ServiceAccountKey; tokenUri?: string } {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`GOOGLE_DATA_MANAGER_KEY_FILE could not be read as a JSON key file: ${reason}`);
  }
  const { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri } = parsed;
  if (typeof clientEmail !== "string" || typeof privateKey !== "string") {
    throw new Error(
      "GOOGLE_DATA_MANAGER_KEY_FILE must be a service account's JSON key (with client_email and private_key)",
    );
  }
  return {
    key: { clientEmail, privateKey },
    tokenUri: typeof tokenUri === "string" ? tokenUri : undefined,
  };
}

function googleFrom(env: Env): GoogleSettings | undefined {
  const file = text(env, "GOOGLE_DATA_MANAGER_KEY_FILE");
  const operatingAccountId = accountId(env, "GOOGLE_DATA_MANAGER_ACCOUNT_ID");
  const lead = actionId(env, "GOOGLE_DATA_MANAGER_LEAD_ACTION");
  if (!file && !operatingAccountId && !lead) return undefined;
  if (!file || !operatingAccountId || !lead) {
    throw new Error(
      "GOOGLE_DATA_MANAGER_KEY_FILE, GOOGLE_DATA_MANAGER_ACCOUNT_ID and " +
        "GOOGLE_DATA_MANAGER_LEAD_ACTION must be set together to send conversions to Google Ads",
    );
  }
  const { key, tokenUri } = keyFrom(file);
  const validate = text(env, "GOOGLE_DATA_MANAGER_VALIDATE_ONLY") ?? "false";
  if (validate !== "true" && validate !== "false") {
    throw new Error(`GOOGLE_DATA_MANAGER_VALIDATE_ONLY must be true or false, got "${validate}"`);
  }
  return {
    key,
    tokenUrl: urlOf(env, "GOOGLE_DATA_MANAGER_TOKEN_URL", tokenUri ?? DEFAULT_GOOGLE_TOKEN_URL),
    url: urlOf(env, "GOOGLE_DATA_MANAGER_URL", DEFAULT_DATA_MANAGER_URL),
    operatingAccountId,
    loginAccountId: accountId(env, "GOOGLE_DATA_MANAGER_LOGIN_ACCOUNT_ID"),
    conversionActions: {
      lead,
      purchase: actionId(env, "GOOGLE_DATA_MANAGER_PURCHASE_ACTION"),
      qualified: actionId(env, "GOOGLE_DATA_MANAGER_QUALIFIED_ACTION"),
      settled: actionId(env, "GOOGLE_DATA_MANAGER_SETTLED_ACTION"),
      booked: actionId(env, "GOOGLE_DATA_MANAGER_BOOKED_ACTION"),
    },
    validateOnly: validate === "true",
  };
}

function settledValueFrom(env: Env): number | undefined {
  const raw = text(env, "CONVERSION_SETTLED_VALUE");
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(
      `CONVERSION_SETTLED_VALUE must be an amount such as 2500 or 2500.50, got "${raw}"`,
    );
  }
  return value;
}

/** `META_*`, `GOOGLE_DATA_MANAGER_*` and `CONVERSION_SETTLED_VALUE`, checked at start. */
export function conversionOptions(env: Env): ConversionOptions {
  return { meta: metaFrom(env), google: googleFrom(env), settledValue: settledValueFrom(env) };
}
