import { readFileSync } from "node:fs";
import type { Env } from "./settings/env";
import { setting } from "./settings/schema";
import { DEFAULT_GOOGLE_TOKEN_URL } from "./settings/variables/ads";

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

/** Both or neither: one without the other is a setting half made. */
function pair(
  a: [name: string, value: string | undefined],
  b: [name: string, value: string | undefined],
): [string, string] | undefined {
  const [[nameA, first], [nameB, second]] = [a, b];
  if (!first && !second) return undefined;
  if (!first || !second)
    throw new Error(`${first ? nameB : nameA} must be set together with ${first ? nameA : nameB}`);
  return [first, second];
}

function metaFrom(env: Env): MetaSettings | undefined {
  const both = pair(
    ["META_PIXEL_ID", setting(env, "META_PIXEL_ID")],
    ["META_CAPI_TOKEN", setting(env, "META_CAPI_TOKEN")],
  );
  if (!both) return undefined;
  const [pixelId, accessToken] = both;
  return {
    pixelId,
    accessToken,
    graphUrl: setting(env, "META_GRAPH_URL"),
    version: setting(env, "META_GRAPH_VERSION"),
    testEventCode: setting(env, "META_TEST_EVENT_CODE"),
    stageEvents: {
      qualified: setting(env, "META_QUALIFIED_EVENT"),
      settled: setting(env, "META_SETTLED_EVENT"),
      booked: setting(env, "META_BOOKED_EVENT"),
    },
  };
}

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
  const file = setting(env, "GOOGLE_DATA_MANAGER_KEY_FILE");
  const operatingAccountId = setting(env, "GOOGLE_DATA_MANAGER_ACCOUNT_ID");
  const lead = setting(env, "GOOGLE_DATA_MANAGER_LEAD_ACTION");
  if (!file && !operatingAccountId && !lead) return undefined;
  if (!file || !operatingAccountId || !lead) {
    throw new Error(
      "GOOGLE_DATA_MANAGER_KEY_FILE, GOOGLE_DATA_MANAGER_ACCOUNT_ID and " +
        "GOOGLE_DATA_MANAGER_LEAD_ACTION must be set together to send conversions to Google Ads",
    );
  }
  const { key, tokenUri } = keyFrom(file);
  return {
    key,
    tokenUrl:
      setting(env, "GOOGLE_DATA_MANAGER_TOKEN_URL") ??
      new URL(tokenUri ?? DEFAULT_GOOGLE_TOKEN_URL),
    url: setting(env, "GOOGLE_DATA_MANAGER_URL"),
    operatingAccountId,
    loginAccountId: setting(env, "GOOGLE_DATA_MANAGER_LOGIN_ACCOUNT_ID"),
    conversionActions: {
      lead,
      purchase: setting(env, "GOOGLE_DATA_MANAGER_PURCHASE_ACTION"),
      qualified: setting(env, "GOOGLE_DATA_MANAGER_QUALIFIED_ACTION"),
      settled: setting(env, "GOOGLE_DATA_MANAGER_SETTLED_ACTION"),
      booked: setting(env, "GOOGLE_DATA_MANAGER_BOOKED_ACTION"),
    },
    validateOnly: setting(env, "GOOGLE_DATA_MANAGER_VALIDATE_ONLY"),
  };
}

/** `META_*`, `GOOGLE_DATA_MANAGER_*` and `CONVERSION_SETTLED_VALUE`, checked at start. */
export function conversionOptions(env: Env): ConversionOptions {
  return {
    meta: metaFrom(env),
    google: googleFrom(env),
    settledValue: setting(env, "CONVERSION_SETTLED_VALUE"),
  };
}
