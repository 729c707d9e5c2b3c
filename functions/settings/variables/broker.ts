import { experiments } from "../../../src/content/experiments";
import { endedExperiments } from "../../experiments/ended";
import { zoneOf } from "../business-time-zone";
import type { Variable } from "../declare";
import { matching, optional, type Read, secretOf, wholeNumber } from "../env";

/*
 * The broker's side: where the desk is served and how hard it may be tried, the desk's pushes,
 * the broker's days, the privacy audit's key and the experiments ended early.
 */

/** Shorter keys are too easy to guess, and a phone number is only ten digits. */
const AUDIT_KEY_MIN = 32;

/** The origin of a URL, undefined when unset. */
export const originOf: Read<string | undefined> = (raw, name) => {
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an origin such as https://www.example.com, got "${raw}"`);
  }
};

export const brokerVariables = [
  {
    name: "BUSINESS_TIMEZONE",
    default: "`Australia/Sydney`",
    meaning:
      "the broker's time zone, an IANA name (`Australia/Perth`, `UTC`; no offsets): the report's days and its default \"To\" (today there), the funnel counters' days, the inbox's date filters and speed-to-lead weeks, follow-ups (a day and time there; a day alone is due at 9 am), due today, overdue, every time the desk shows, and the lead e-mail's time of arrival. A wrong value stops the start, naming it",
    read: zoneOf,
  },
  {
    name: "PRIVACY_AUDIT_KEY",
    default: "unset",
    meaning:
      "at least 32 characters (`openssl rand -hex 32`): key of the HMAC of the e-mail or phone the privacy audit keeps for `find`, `correct` and `erase`; unset, it keeps who, when and how many only",
    secret: true,
    read: secretOf(AUDIT_KEY_MIN),
  },
  {
    name: "DESK_ORIGIN",
    default: "`SITE_ORIGIN`'s origin",
    meaning:
      "where the desk is served: passkeys are bound to it and every state-changing `/desk/api` request must come from it (`Origin`). A request to `localhost` or `127.0.0.1` over HTTP uses its own origin instead (and `/desk` on 127.0.0.1 redirects to localhost: no passkey binds to an IP address). Behind a proxy, pass the visitor's `Host` on",
    read: originOf,
  },
  {
    name: "DESK_RP_ID",
    default: "the origin's host",
    meaning:
      "the passkeys' relying party: `DESK_ORIGIN`'s host or a parent domain of it (`example.com` lets passkeys made on `www.example.com` work on `desk.example.com` too); changing it later orphans existing passkeys",
    read: optional,
  },
  {
    name: "DESK_SIGN_IN_RATE_LIMIT",
    default: "`20`",
    meaning:
      "sign-in and enrolment requests per client a minute (counted together, in the store, by the same client-address rule as every limit); 0 turns it off",
    read: wholeNumber(20, "requests per minute"),
  },
  {
    name: "PUSH_VAPID_PUBLIC_KEY",
    default: "unset: no notifications",
    meaning:
      "the public key of the pair that signs the desk's Web Push notifications (VAPID), from `npm run desk -- push-keys`; with `PUSH_VAPID_PRIVATE_KEY`, both or neither (one alone, or a key that is not one, stops the start)",
    read: optional,
  },
  {
    name: "PUSH_VAPID_PRIVATE_KEY",
    default: "unset: no notifications",
    meaning:
      "its private key; both or neither. Keep it secret: with it anyone could push to the desk's subscribed devices",
    secret: true,
    read: optional,
  },
  {
    name: "PUSH_VAPID_SUBJECT",
    default: "`mailto:` and `SITE_EMAIL`",
    meaning: "the contact push services are given for the sender (`mailto:` or `https://`)",
    read: matching(/^(mailto:|https:\/\/)/, "must start with mailto: or https://"),
  },
  {
    name: "PUSH_SERVICE_HOSTS",
    default: "unset: browsers' services only",
    meaning:
      "further hosts a device's push endpoint may name, comma-separated (`.example.com` allows the hosts under it), for a push service of one's own; a listed loopback host may take plain HTTP (the tests' fake). Endpoints anywhere else are refused with 400, so a desk user cannot make the server post to an internal address. The browsers' services (FCM, Mozilla's, Apple's, Windows') are always allowed",
    read: optional,
  },
  {
    name: "EXPERIMENTS_ENDED",
    default: "unset: every experiment runs its dates",
    meaning:
      "experiments ended early and the arm each now serves to everyone, `<experiment>=<arm>` comma-separated (`calculator-variant=detailed`); served in `/experiments.js` (kept a minute by browsers), so no rebuild; on Netlify a function serves it with the site's variable (deploy/README.md). Past its end date an experiment serves its control unless named here. An unknown experiment or arm stops the start",
    read: (raw) => endedExperiments(raw, experiments),
  },
] as const satisfies readonly Variable[];
