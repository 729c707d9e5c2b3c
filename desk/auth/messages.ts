import { WebAuthnError } from "@simplewebauthn/browser";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskRolesCopy } from "../../src/content/desk-roles";
import { ApiError } from "../api/client";
import { exactTime } from "../format/format";

/** What a person is told when a passkey ceremony or a call fails. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "owner_only") return deskRolesCopy.ownerOnly;
    // A proxy's page rather than the desk API's answer: its status line is not for people.
    return error.code === "http_error" ? deskAuthCopy.errors.generic : error.message;
  }
  const webauthn = error instanceof WebAuthnError ? error : undefined;
  if (webauthn?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return deskAuthCopy.errors.alreadyRegistered;
  }
  const name = (webauthn?.cause as Error | undefined)?.name ?? (error as Error | undefined)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return deskAuthCopy.errors.cancelled;
  if (name === "InvalidStateError") return deskAuthCopy.errors.alreadyRegistered;
  return deskAuthCopy.errors.generic;
}

/**
 * A moment as the rest of the desk shows it: the site's locale, the broker's zone (a passkey
 * added, a sign-in, an invite's expiry read on a laptop abroad is still the broker's clock).
 */
export const shownDate = (iso: string) => exactTime(iso);

export interface DeskUserView {
  id: string;
  email: string;
  name: string;
}
