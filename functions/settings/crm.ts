import type { Env } from "./env";
import { setting } from "./schema";

/*
 * The broker's CRMs a lead becomes a deal in (their variables in `variables/crm.ts`). Each is on
 * only with every one of its required settings: some set and some not stops the start, naming
 * the missing ones, so a CRM never half-works (leads queued for a CRM that cannot take them).
 */

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

/** `values`, or undefined when none is set; some but not all stops the start. */
function allOrNone<Values extends Record<string, unknown>>(
  what: string,
  values: Values,
): { [Name in keyof Values]: NonNullable<Values[Name]> } | undefined {
  const names = Object.keys(values);
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `${what} needs ${names.join(", ")} set together; missing: ${missing.join(", ")}`,
    );
  }
  return values as { [Name in keyof Values]: NonNullable<Values[Name]> };
}

function myCrmFrom(env: Env): MyCrmSettings | undefined {
  const set = allOrNone("MyCRM", {
    MYCRM_API_URL: setting(env, "MYCRM_API_URL"),
    MYCRM_TOKEN_URL: setting(env, "MYCRM_TOKEN_URL"),
    MYCRM_CLIENT_ID: setting(env, "MYCRM_CLIENT_ID"),
    MYCRM_CLIENT_SECRET: setting(env, "MYCRM_CLIENT_SECRET"),
    MYCRM_ADVISER_ID: setting(env, "MYCRM_ADVISER_ID"),
  });
  if (!set) return undefined;
  return {
    apiUrl: set.MYCRM_API_URL,
    tokenUrl: set.MYCRM_TOKEN_URL,
    clientId: set.MYCRM_CLIENT_ID,
    clientSecret: set.MYCRM_CLIENT_SECRET,
    adviserId: set.MYCRM_ADVISER_ID,
    scopes: setting(env, "MYCRM_SCOPES"),
    statusPollMs: setting(env, "MYCRM_STATUS_POLL_MS"),
    webhookKey: setting(env, "MYCRM_WEBHOOK_KEY"),
  };
}

function nexusFrom(env: Env): NexusSettings | undefined {
  const set = allOrNone("Mercury Nexus", {
    NEXUS_API_KEY: setting(env, "NEXUS_API_KEY"),
    NEXUS_BRANCH_TOKEN: setting(env, "NEXUS_BRANCH_TOKEN"),
  });
  if (!set) return undefined;
  const perSecond = setting(env, "NEXUS_RATE_PER_SECOND");
  const perDay = setting(env, "NEXUS_DAILY_QUOTA");
  if (perSecond === 0 || perDay === 0) {
    throw new Error("NEXUS_RATE_PER_SECOND and NEXUS_DAILY_QUOTA must be above 0");
  }
  return {
    apiUrl: setting(env, "NEXUS_API_URL"),
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
