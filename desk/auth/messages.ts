import { WebAuthnError } from "@simplewebauthn/browser";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskRolesCopy } from "../../src/content/desk-roles";
import { ApiError } from "../api/client";

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

/** A date as the desk shows it, in the reader's locale and zone. */
export const shownDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );

export interface DeskUserView {
  id: string;
  email: string;
  name: string;
}
