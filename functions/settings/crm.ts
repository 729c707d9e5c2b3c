import { type Env, text, urlFromEnv, wholeNumberFromEnv } from "./env";

/*
 * The broker's CRMs a lead becomes a deal in. Each is on only with every one of its required
 * settings: some set and some not stops the start, naming the missing ones, so a CRM never
 * half-works (leads queued for a CRM that cannot take them).
 */

/** How often an open deal's status is read back, unless `MYCRM_STATUS_POLL_MS` says: hourly. */
export const DEFAULT_STATUS_POLL_MS = 60 * 60 * 1000;
/** Mercury Nexus's published production host and API version (Connective's "Getting Started"). */
const DEFAULT_NEXUS_API_URL = "https://apis.connective.com.au/mercury/v1";
/** Connective's published limits: 60 requests a second, 40,000 a day (Mercury API FAQs). */
const NEXUS_PER_SECOND = 60;
const NEXUS_PER_DAY = 40_000;
/** A webhook key shorter than this is too easy to guess. */
const WEBHOOK_KEY_MIN = 32;

/** Loan Market's MyCRM: OAuth 2.0 client credentials, JSON:API (`loanmarket/mycrm-api-sample`). */
export interface MyCrmSettings {
  /** `MYCRM_API_URL`: the public API's base (`PublicAPI_Url` in LMG's samples). */
  apiUrl: URL;
  /** `MYCRM_TOKEN_URL`: the OAuth token endpoint (`Auth_Url`). */
  tokenUrl: URL;
  /** `MYCRM_CLIENT_ID` and `MYCRM_CLIENT_SECRET`, issued by LMG or self-served in MyCRM. */
  clientId: string;
  clientSecret: string;
  /** `MYCRM_ADVISER_ID`: the `AdviserContactId` sent as `UserId`; new deals are allocated to it. */
  adviserId: string;
  /** `MYCRM_SCOPES`: `api.leads` creates, `api.search` finds a deal again, `api.read` reads it. */
  scopes: string;
  /** `MYCRM_STATUS_POLL_MS`: how often each open deal's status is read. */
  statusPollMs: number;
  /** `MYCRM_WEBHOOK_KEY`: the key in the webhook's address; unset, no webhook is taken. */
  webhookKey: string | undefined;
}

/** Connective's Mercury Nexus: JSON over HTTPS, a group's key and a branch's token. */
export interface NexusSettings {
  /** `NEXUS_API_URL`: `https://apis.connective.com.au/mercury/v1` unless set (a fake's in tests). */
  apiUrl: URL;
  /** `NEXUS_API_KEY`: the group's API key. */
  apiKey: string;
  /** `NEXUS_BRANCH_TOKEN`: the branch's API token, part of every endpoint's path. */
  branchToken: string;
  /** Requests a second and a day (`NEXUS_RATE_PER_SECOND`, `NEXUS_DAILY_QUOTA`). */
  perSecond: number;
  perDay: number;
}

export interface CrmOptions {
  mycrm?: MyCrmSettings;
  nexus?: NexusSettings;
}

/** The values of `names`, or undefined when none is set; some but not all stops the start. */
function allOrNone<Name extends string>(
  env: Env,
  what: string,
  names: readonly Name[],
): Record<Name, string> | undefined {
  const values = names.map((name) => [name, text(env, name)] as const);
  const missing = values.filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `${what} needs ${names.join(", ")} set together; missing: ${missing.join(", ")}`,
    );
  }
  return Object.fromEntries(values) as Record<Name, string>;
}

const MYCRM = [
  "MYCRM_API_URL",
  "MYCRM_TOKEN_URL",
  "MYCRM_CLIENT_ID",
  "MYCRM_CLIENT_SECRET",
  "MYCRM_ADVISER_ID",
] as const;

function myCrmFrom(env: Env): MyCrmSettings | undefined {
  const set = allOrNone(env, "MyCRM", MYCRM);
  if (!set) return undefined;
  if (!/^\d+$/.test(set.MYCRM_ADVISER_ID)) {
    throw new Error(
      `MYCRM_ADVISER_ID must be the adviser's contact id (digits), got "${set.MYCRM_ADVISER_ID}"`,
    );
  }
  const webhookKey = text(env, "MYCRM_WEBHOOK_KEY");
  if (webhookKey !== undefined && webhookKey.length < WEBHOOK_KEY_MIN) {
    throw new Error(
      `MYCRM_WEBHOOK_KEY must be at least ${WEBHOOK_KEY_MIN} characters (openssl rand -hex 32)`,
    );
  }
  const statusPollMs = wholeNumberFromEnv(
    env,
    "MYCRM_STATUS_POLL_MS",
    DEFAULT_STATUS_POLL_MS,
    "milliseconds",
  );
  if (statusPollMs < 60_000) throw new Error("MYCRM_STATUS_POLL_MS must be at least 60000");
  return {
    apiUrl: urlFromEnv(env, "MYCRM_API_URL", "https://api.example.mycrm") as URL,
    tokenUrl: urlFromEnv(env, "MYCRM_TOKEN_URL", "https://auth.example.mycrm/connect/token") as URL,
    clientId: set.MYCRM_CLIENT_ID,
    clientSecret: set.MYCRM_CLIENT_SECRET,
    adviserId: set.MYCRM_ADVISER_ID,
    scopes: text(env, "MYCRM_SCOPES") ?? "api.leads api.search api.read",
    statusPollMs,
    webhookKey,
  };
}

function nexusFrom(env: Env): NexusSettings | undefined {
  const set = allOrNone(env, "Mercury Nexus", ["NEXUS_API_KEY", "NEXUS_BRANCH_TOKEN"] as const);
  if (!set) return undefined;
  const perSecond = wholeNumberFromEnv(env, "NEXUS_RATE_PER_SECOND", NEXUS_PER_SECOND);
  const perDay = wholeNumberFromEnv(env, "NEXUS_DAILY_QUOTA", NEXUS_PER_DAY);
  if (perSecond === 0 || perDay === 0) {
    throw new Error("NEXUS_RATE_PER_SECOND and NEXUS_DAILY_QUOTA must be above 0");
  }
  return {
    apiUrl:
      urlFromEnv(env, "NEXUS_API_URL", DEFAULT_NEXUS_API_URL) ?? new URL(DEFAULT_NEXUS_API_URL),
    apiKey: set.NEXUS_API_KEY,
    branchToken: set.NEXUS_BRANCH_TOKEN,
    perSecond,
    perDay,
  };
}

/** `MYCRM_*` and `NEXUS_*`, checked at start. */
export function crmOptions(env: Env): CrmOptions {
  return { mycrm: myCrmFrom(env), nexus: nexusFrom(env) };
}
