import { jsonError } from "../../context";
import { log } from "../../log";
import type { StoredPasskey } from "../../store";
import type { DeskContext } from "../types";

/** How long a browser has to answer a challenge: the ceremony's own timeout, and some. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * The passkeys' library, loaded for the first ceremony (sign-in, enrolment, a new passkey): a
 * server nobody signs in to never holds it (with the AI provider's SDK, 13 MB of an idle
 * server on the embedded store, 25 MB of one on PostgreSQL).
 */
export const loadWebAuthn = () => import("@simplewebauthn/server");

/** The name the browser shows when asking for a passkey. */
export const rpName = (ctx: DeskContext) => `${ctx.config.tradingName} desk`;

export const challengeExpiry = (ctx: DeskContext) =>
  new Date(ctx.clock().getTime() + CHALLENGE_TTL_MS);

/** A stored passkey as the library's credential. */
export const credentialOf = (passkey: StoredPasskey) => ({
  id: passkey.id,
  publicKey: passkey.publicKey,
  counter: passkey.counter,
  transports: passkey.transports,
});

/**
 * What the browser is told when its passkey's answer does not verify: the same words whatever
 * the library found, so an answer teaches a prober nothing; the library's reason goes to the log
 * (which masks any address in it).
 */
export function notVerified(error?: unknown): Response {
  log.warn("desk_passkey_not_verified", error instanceof Error ? { reason: error.message } : {});
  return jsonError(
    400,
    "passkey_not_verified",
    "Your passkey's answer could not be checked. Please try again.",
  );
}

/** The passkey list's view of a passkey: never its key. */
export const passkeyView = (passkey: StoredPasskey) => ({
  id: passkey.id,
  deviceName: passkey.deviceName,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});
