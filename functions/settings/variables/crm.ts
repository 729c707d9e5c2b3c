import type { Variable } from "../declare";
import { httpUrl, httpUrlOr, matching, optional, orDefault, secretOf, wholeNumber } from "../env";

/*
 * The broker's CRMs a lead becomes a deal in: Loan Market's MyCRM (OAuth 2.0 client credentials,
 * JSON:API) and Connective's Mercury Nexus. Each is on only with all of its required settings.
 */

/** How often an open deal's status is read back, unless `MYCRM_STATUS_POLL_MS` says: hourly. */
export const DEFAULT_STATUS_POLL_MS = 60 * 60 * 1000;
/** Mercury Nexus's published production host and API version (Connective's "Getting Started"). */
const DEFAULT_NEXUS_API_URL = "https://apis.connective.com.au/mercury/v1";
/** Connective's published limits: 60 requests a second, 40,000 a day (Mercury API FAQs). */
const NEXUS_PER_SECOND = 60;
const NEXUS_PER_DAY = 40_000;

const MYCRM_OFF = "unset: MyCRM off";
const MYCRM_ALL =
  "all five of `MYCRM_API_URL`, `MYCRM_TOKEN_URL`, `MYCRM_CLIENT_ID`, `MYCRM_CLIENT_SECRET` and `MYCRM_ADVISER_ID`, or none ([docs/crm.md](crm.md))";

export const crmVariables = [
  {
    name: "MYCRM_API_URL",
    default: MYCRM_OFF,
    meaning: `the MyCRM public API's base: each lead once as a new lead (contact and deal) in Loan Market's MyCRM; ${MYCRM_ALL}`,
    read: httpUrl("https://api.example.mycrm"),
  },
  {
    name: "MYCRM_TOKEN_URL",
    default: MYCRM_OFF,
    meaning: `MyCRM's OAuth token endpoint; ${MYCRM_ALL}`,
    read: httpUrl("https://auth.example.mycrm/connect/token"),
  },
  {
    name: "MYCRM_CLIENT_ID",
    default: MYCRM_OFF,
    meaning: "the OAuth client id issued by LMG or self-served in MyCRM",
    read: optional,
  },
  {
    name: "MYCRM_CLIENT_SECRET",
    default: MYCRM_OFF,
    meaning: "the OAuth client's secret",
    secret: true,
    read: optional,
  },
  {
    name: "MYCRM_ADVISER_ID",
    default: MYCRM_OFF,
    meaning: "the adviser's contact id (`AdviserContactId`) new deals are allocated to",
    read: matching(/^\d+$/, "must be the adviser's contact id (digits)"),
  },
  {
    name: "MYCRM_SCOPES",
    default: "`api.leads api.search api.read`",
    meaning: "the OAuth scopes asked for: create, find a deal again, read its status",
    read: orDefault("api.leads api.search api.read"),
  },
  {
    name: "MYCRM_STATUS_POLL_MS",
    default: `\`${DEFAULT_STATUS_POLL_MS}\``,
    meaning: "how often each open deal's status is read back (at least 60000)",
    read: wholeNumber(DEFAULT_STATUS_POLL_MS, "milliseconds", 60_000),
  },
  {
    name: "MYCRM_WEBHOOK_KEY",
    default: "unset: no webhook",
    meaning:
      "at least 32 characters: the key in `POST /api/mycrm-webhook?key=…`, which has a deal's status read at once",
    secret: true,
    read: secretOf(32),
  },
  {
    name: "NEXUS_API_KEY",
    default: "unset: Nexus off",
    meaning:
      "the group's API key: each lead once as an opportunity in Connective's Mercury Nexus; with `NEXUS_BRANCH_TOKEN`, both or neither",
    secret: true,
    read: optional,
  },
  {
    name: "NEXUS_BRANCH_TOKEN",
    default: "unset: Nexus off",
    meaning: "the branch's API token, part of every endpoint's path; both or neither",
    secret: true,
    read: optional,
  },
  {
    name: "NEXUS_API_URL",
    default: `\`${DEFAULT_NEXUS_API_URL}\``,
    meaning: "another address (a fake's in tests)",
    read: httpUrlOr(DEFAULT_NEXUS_API_URL),
  },
  {
    name: "NEXUS_RATE_PER_SECOND",
    default: `\`${NEXUS_PER_SECOND}\``,
    meaning: "requests a second, Connective's published limit, kept across every process",
    read: wholeNumber(NEXUS_PER_SECOND),
  },
  {
    name: "NEXUS_DAILY_QUOTA",
    default: `\`${NEXUS_PER_DAY}\``,
    meaning: "requests a day, Connective's published limit, kept across every process",
    read: wholeNumber(NEXUS_PER_DAY),
  },
] as const satisfies readonly Variable[];
