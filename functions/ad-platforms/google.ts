import { readFileSync } from "node:fs";
import { deliverJson, type SendOutcome, under } from "../http/outbound";
import type { ValuesOf, Variable } from "../settings/declare";
import { httpUrl, httpUrlOr, matching, optional, type Read } from "../settings/env";
import { googleTokenSource, type ServiceAccountKey } from "./google-token";
import { normaliseEmail, phoneE164, sha256Hex } from "./normalise";
import type {
  AdPlatformDeclaration,
  ConversionEvent,
  ConversionSender,
  SenderContext,
} from "./platform";

/*
 * Google Ads conversions through the Data Manager API's `events:ingest` (the Google Ads API
 * takes no new offline-click-conversion users since June 2026), with plain `fetch`: the
 * official `@google-ads/datamanager` is a 0.x release built on gRPC (google-gax) for what is
 * one documented JSON POST.
 */

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

/** The `events:ingest` request for one event to one conversion action. */
export function ingestRequest(
  event: ConversionEvent,
  google: GoogleSettings,
  conversionAction: string,
): Record<string, unknown> {
  const email = event.email ? normaliseEmail(event.email) : undefined;
  const phone = event.phone ? phoneE164(event.phone) : undefined;
  const identifiers = [
    ...(email ? [{ emailAddress: sha256Hex(email) }] : []),
    ...(phone ? [{ phoneNumber: sha256Hex(phone) }] : []),
  ];
  const { gclid, gbraid, wbraid } = event.clickIds;
  const adIdentifiers = {
    ...(gclid ? { gclid } : {}),
    ...(gbraid ? { gbraid } : {}),
    ...(wbraid ? { wbraid } : {}),
  };
  // A booking is made on a web page, the other stages in the desk.
  const isStage = event.kind === "qualified" || event.kind === "settled";
  return {
    destinations: [
      {
        operatingAccount: { accountType: "GOOGLE_ADS", accountId: google.operatingAccountId },
        ...(google.loginAccountId
          ? { loginAccount: { accountType: "GOOGLE_ADS", accountId: google.loginAccountId } }
          : {}),
        productDestinationId: conversionAction,
      },
    ],
    events: [
      {
        transactionId: event.id,
        eventTimestamp: event.at.toISOString(),
        eventSource: isStage ? "OTHER" : "WEB",
        ...(Object.keys(adIdentifiers).length > 0 ? { adIdentifiers } : {}),
        ...(identifiers.length > 0 ? { userData: { userIdentifiers: identifiers } } : {}),
        ...(event.value
          ? { conversionValue: event.value.amount, currency: event.value.currency }
          : {}),
        // Only leads whose page granted consent, or did not ask for it, are ever sent.
        consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
      },
    ],
    encoding: "HEX",
    validateOnly: google.validateOnly,
  };
}

interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
}

/** Tells a Google Ads conversion action of each event (the lead, and each stage it reaches). */
function sender(google: GoogleSettings, context: SenderContext): ConversionSender {
  const tokens = googleTokenSource(google, context.fetch);
  const url = under(google.url, "v1/events:ingest");
  return async (event): Promise<SendOutcome> => {
    const action = google.conversionActions[event.kind];
    if (!action) {
      return {
        outcome: "skip",
        reason: `no Google Ads conversion action is set for ${event.kind} (GOOGLE_DATA_MANAGER_${event.kind.toUpperCase()}_ACTION)`,
      };
    }
    const request = ingestRequest(event, google, action);
    const first = (request.events as Array<Record<string, unknown>>)[0] ?? {};
    if (!first.adIdentifiers && !first.userData) {
      return {
        outcome: "skip",
        reason: "the lead has no click id, e-mail or phone to match it by",
      };
    }
    const authorization = tokens.token().then((token) => ({ Authorization: `Bearer ${token}` }));
    const sent = await deliverJson(context, url, authorization, JSON.stringify(request));
    if (!("refusal" in sent)) return sent;
    const response = sent.refusal;
    const body = (await response.json().catch(() => ({}))) as { error?: GoogleError };
    const error = body.error ?? {};
    const said = `HTTP ${response.status}: ${error.status ?? "error"}: ${(error.message ?? "no message").slice(0, 300)}`;
    if (response.status === 401) tokens.forget();
    const transient = response.status === 401 || response.status === 429 || response.status >= 500;
    return transient ? { outcome: "retry", error: said } : { outcome: "fail", error: said };
  };
}

/** `GOOGLE_DATA_MANAGER_*`: off unless the key file, the account and the lead's action are set. */
export const googlePlatform = {
  name: "google",
  title: "Google",
  variables,
  settings,
  sender,
} as const satisfies AdPlatformDeclaration<"google", typeof variables, GoogleSettings>;
