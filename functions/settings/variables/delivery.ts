import type { Variable } from "../declare";
import { optional, type Read, wholeNumber } from "../env";
import { DEFAULT_LEASE_MS, defaultRetryPolicy as retry } from "../retry";

/* Where each lead is sent besides the store, and how the outbox retries a delivery. */

/** Standard Webhooks secrets are 24 to 64 random bytes; fewer is guessable. */
const WEBHOOK_SECRET_MIN_BYTES = 24;

const webhookSecret: Read<string | undefined> = (raw, name) => {
  if (!raw) return undefined;
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(raw)?.[1];
  if (!key || Buffer.from(key, "base64").length < WEBHOOK_SECRET_MIN_BYTES) {
    throw new Error(
      `${name} must be "whsec_" and at least ${WEBHOOK_SECRET_MIN_BYTES} random ` +
        'bytes in base64 (e.g. "whsec_$(openssl rand -base64 32)"), got something else',
    );
  }
  return raw;
};

export const deliveryVariables = [
  {
    name: "FORM_SERVICE_URL",
    default: "`https://api.web3forms.com`",
    meaning: "form-to-email service; leads are POSTed to `/submit`",
    read: optional,
  },
  {
    name: "FORM_SERVICE_ACCESS_KEY",
    default: "empty",
    meaning:
      "its access key; empty means leads are stored, not e-mailed (nor is a desk account told by e-mail of a passkey added to it: the desk still shows it)",
    secret: true,
    read: optional,
  },
  {
    name: "LEAD_WEBHOOK_URL",
    default: "unset",
    meaning: "also POST each lead here as JSON (`Idempotency-Key: <lead id>-webhook`)",
    read: (raw) => raw ?? "",
  },
  {
    name: "LEAD_WEBHOOK_SECRET",
    default: "unset: sent unsigned, with a warning at start",
    meaning:
      "`whsec_` + base64 of 24–64 random bytes (`whsec_$(openssl rand -base64 32)`): each webhook request is signed the Standard Webhooks way; give the CRM the same value",
    secret: true,
    read: webhookSecret,
  },
  {
    name: "FORWARD_RETRY_BASE_MS",
    default: `\`${retry.baseMs}\``,
    meaning:
      "wait after a delivery's first failed attempt; doubles with each further one (with jitter)",
    read: wholeNumber(retry.baseMs),
  },
  {
    name: "FORWARD_RETRY_MAX_MS",
    default: `\`${retry.maxMs}\``,
    meaning: "longest wait between a delivery's attempts",
    read: wholeNumber(retry.maxMs),
  },
  {
    name: "FORWARD_MAX_ATTEMPTS",
    default: `\`${retry.maxAttempts}\``,
    meaning: "give up after this many attempts; 0 retries until it succeeds",
    read: wholeNumber(retry.maxAttempts),
  },
  {
    name: "FORWARD_LEASE_MS",
    default: `\`${DEFAULT_LEASE_MS}\``,
    meaning:
      "how long a process holds a delivery it attempts; after a crash another process takes it over once this has passed",
    read: wholeNumber(DEFAULT_LEASE_MS, "milliseconds"),
  },
] as const satisfies readonly Variable[];
