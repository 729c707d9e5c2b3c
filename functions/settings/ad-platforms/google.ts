import { readFileSync } from "node:fs";
import type { AdPlatformSettings, ValuesOf, Variable } from "../declare";
import { httpUrl, httpUrlOr, matching, optional, type Read } from "../env";

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

export const DEFAULT_GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

const accountId: Read<string | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const digits = raw.replace(/-/g, "");
  if (!/^\d{10}$/.test(digits)) {
    throw new Error(`${name} must be a Google Ads customer id such as 123-456-7890, got "${raw}"`);
  }
  return digits;
};

const actionId = matching(/^\d+$/, "must be a conversion action id (digits)");

const trueOrFalse: Read<boolean> = (raw = "false", name) => {
  if (raw !== "true" && raw !== "false") {
    throw new Error(`${name} must be true or false, got "${raw}"`);
  }
  return raw === "true";
};

const stageAction = (stage: string) =>
  ({
    default: "unset: not sent",
    meaning: `the conversion action id of ${stage}`,
    read: actionId,
  }) as const;

const variables = [
  {
    name: "GOOGLE_DATA_MANAGER_KEY_FILE",
    default: "unset: Google off",
    meaning:
      "a service account's JSON key file: report each lead with consent to Google Ads through the Data Manager API; with `GOOGLE_DATA_MANAGER_ACCOUNT_ID` and `GOOGLE_DATA_MANAGER_LEAD_ACTION`, all three or none",
    read: optional,
  },
  {
    name: "GOOGLE_DATA_MANAGER_ACCOUNT_ID",
    default: "unset: Google off",
    meaning: "the Google Ads customer id (`123-456-7890`) that owns the conversion actions",
    read: accountId,
  },
  {
    name: "GOOGLE_DATA_MANAGER_LEAD_ACTION",
    default: "unset: Google off",
    meaning: "the conversion action id of a lead",
    read: actionId,
  },
  { name: "GOOGLE_DATA_MANAGER_PURCHASE_ACTION", ...stageAction("a paid session") },
  { name: "GOOGLE_DATA_MANAGER_QUALIFIED_ACTION", ...stageAction("a qualified lead") },
  { name: "GOOGLE_DATA_MANAGER_SETTLED_ACTION", ...stageAction("a settled loan") },
  { name: "GOOGLE_DATA_MANAGER_BOOKED_ACTION", ...stageAction("a booked call") },
  {
    name: "GOOGLE_DATA_MANAGER_LOGIN_ACCOUNT_ID",
    default: "unset",
    meaning: "a manager account the service account uses, when not the account itself",
    read: accountId,
  },
  {
    name: "GOOGLE_DATA_MANAGER_URL",
    default: "`https://datamanager.googleapis.com`",
    meaning: "where Google's events go (a fake's in tests)",
    read: httpUrlOr("https://datamanager.googleapis.com"),
  },
  {
    name: "GOOGLE_DATA_MANAGER_TOKEN_URL",
    default: "the key file's `token_uri`",
    meaning: "where the token request goes (a fake's in tests)",
    read: httpUrl(DEFAULT_GOOGLE_TOKEN_URL),
  },
  {
    name: "GOOGLE_DATA_MANAGER_VALIDATE_ONLY",
    default: "`false`",
    meaning: "`true`: Google checks each request and records nothing (a dry run)",
    read: trueOrFalse,
  },
] as const satisfies readonly Variable[];

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

function settings(v: ValuesOf<typeof variables>): GoogleSettings | undefined {
  const file = v.GOOGLE_DATA_MANAGER_KEY_FILE;
  const operatingAccountId = v.GOOGLE_DATA_MANAGER_ACCOUNT_ID;
  const lead = v.GOOGLE_DATA_MANAGER_LEAD_ACTION;
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
    tokenUrl: v.GOOGLE_DATA_MANAGER_TOKEN_URL ?? new URL(tokenUri ?? DEFAULT_GOOGLE_TOKEN_URL),
    url: v.GOOGLE_DATA_MANAGER_URL,
    operatingAccountId,
    loginAccountId: v.GOOGLE_DATA_MANAGER_LOGIN_ACCOUNT_ID,
    conversionActions: {
      lead,
      purchase: v.GOOGLE_DATA_MANAGER_PURCHASE_ACTION,
      qualified: v.GOOGLE_DATA_MANAGER_QUALIFIED_ACTION,
      settled: v.GOOGLE_DATA_MANAGER_SETTLED_ACTION,
      booked: v.GOOGLE_DATA_MANAGER_BOOKED_ACTION,
    },
    validateOnly: v.GOOGLE_DATA_MANAGER_VALIDATE_ONLY,
  };
}

/** `GOOGLE_DATA_MANAGER_*`: off unless the key file, the account and the lead's action are set. */
export const googleSettings = {
  name: "google",
  variables,
  settings,
} as const satisfies AdPlatformSettings<"google", typeof variables, GoogleSettings>;
