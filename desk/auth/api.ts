import { WebAuthnError } from "@simplewebauthn/browser";
import { deskAuthCopy } from "../../src/content/desk-auth";
import { deskRolesCopy } from "../../src/content/desk-roles";
import { SIGNED_OUT_EVENT } from "../api/client";

/** An answer of the desk API that was not a success: its status, code and message for people. */
export class DeskApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "DeskApiError";
  }
}

/** Calls `/desk/api<path>` with a JSON body; resolves to the JSON answer (or null for 204). */
export async function deskApi<T>(
  path: string,
  { method = "GET", body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/desk/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new DeskApiError(0, "offline", deskAuthCopy.errors.offline);
  }
  if (response.status === 204) return null as T;
  const data = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  // The session ended (expired, revoked, signed out elsewhere): the shell shows the sign-in, as
  // it does for every other call (`desk/api/client.ts`). A refused passkey is the sign-in's own.
  if (response.status === 401 && data.error === "unauthenticated") {
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }
  if (!response.ok) {
    throw new DeskApiError(
      response.status,
      data.error ?? "error",
      data.message ?? deskAuthCopy.errors.generic,
    );
  }
  return data as T;
}

/** What a person is told when a passkey ceremony or a call fails. */
export function messageOf(error: unknown): string {
  if (error instanceof DeskApiError) {
    return error.code === "owner_only" ? deskRolesCopy.ownerOnly : error.message;
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
