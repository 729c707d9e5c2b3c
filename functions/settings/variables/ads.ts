import type { Variable } from "../declare";
import { httpUrl, httpUrlOr, matching, optional, type Read } from "../env";

/*
 * The ad platforms told of each lead from the server, with consent: Meta's Conversions API and
 * Google's Data Manager. Each is off unless its required settings are all set.
 */

/** The Graph API version events are sent to unless `META_GRAPH_VERSION` says. */
export const DEFAULT_META_GRAPH_VERSION = "v24.0";
export const DEFAULT_GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

const eventName = (fallback: string): Read<string> => {
  const valid = matching(
    /^[A-Za-z][A-Za-z0-9_]{0,49}$/,
    "must be an event name of letters, digits and _",
  );
  return (raw, name) => valid(raw ?? fallback, name) ?? fallback;
};

const accountId: Read<string | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const digits = raw.replace(/-/g, "");
  if (!/^\d{10}$/.test(digits)) {
    throw new Error(`${name} must be a Google Ads customer id such as 123-456-7890, got "${raw}"`);
  }
  return digits;
};

const actionId = matching(/^\d+$/, "must be a conversion action id (digits)");

const amount: Read<number | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be an amount such as 2500 or 2500.50, got "${raw}"`);
  }
  return value;
};

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

export const adVariables = [
  {
    name: "META_PIXEL_ID",
    default: "unset: Meta off",
    meaning:
      "report each lead with consent (a paid session as `Purchase`), and its qualified and settled stages, to the pixel's Conversions API from the server; with `META_CAPI_TOKEN`, both or neither",
    read: matching(/^\d+$/, "must be the pixel's digits"),
  },
  {
    name: "META_CAPI_TOKEN",
    default: "unset: Meta off",
    meaning: "a system user's access token for the pixel's Conversions API; both or neither",
    secret: true,
    read: optional,
  },
  {
    name: "META_GRAPH_URL",
    default: "`https://graph.facebook.com`",
    meaning: "where Meta's events go (a fake's URL in tests)",
    read: httpUrlOr("https://graph.facebook.com"),
  },
  {
    name: "META_GRAPH_VERSION",
    default: `\`${DEFAULT_META_GRAPH_VERSION}\``,
    meaning: "the Graph API version Meta's events are sent to",
    read: (raw, name) =>
      matching(/^v\d+\.\d+$/, "must be a Graph API version such as v24.0")(
        raw ?? DEFAULT_META_GRAPH_VERSION,
        name,
      ) ?? DEFAULT_META_GRAPH_VERSION,
  },
  {
    name: "META_TEST_EVENT_CODE",
    default: "unset",
    meaning: "events show in Events Manager's test tab only",
    read: optional,
  },
  {
    name: "META_QUALIFIED_EVENT",
    default: "`QualifiedLead`",
    meaning: "Meta's custom event name for a qualified lead",
    read: eventName("QualifiedLead"),
  },
  {
    name: "META_SETTLED_EVENT",
    default: "`LoanSettled`",
    meaning: "Meta's custom event name for a settled loan",
    read: eventName("LoanSettled"),
  },
  {
    name: "META_BOOKED_EVENT",
    default: "`Schedule`",
    meaning: "Meta's event for a booked call (its standard event for a booked appointment)",
    read: eventName("Schedule"),
  },
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
  {
    name: "CONVERSION_SETTLED_VALUE",
    default: "unset: no value",
    meaning: "what a settled loan is reported as worth, in `SITE_CURRENCY`",
    read: amount,
  },
] as const satisfies readonly Variable[];
