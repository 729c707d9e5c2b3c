import { deskShell } from "../../src/content/desk";
import { API_BASE } from "./base";

/**
 * The one way the desk talks to `/desk/api`, on every page: JSON in and out, the session cookie
 * sent, an error carrying the server's status and code. A 401 `unauthenticated` on any call means
 * the session ended (signed out elsewhere, expired, revoked): the shell listens for it and shows
 * the sign-in. A passkey the sign-in refuses (401 `unknown_passkey`) is the sign-in's to say.
 */

export { API_BASE };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Fired on `window` when the server answers 401: the session is gone. */
export const SIGNED_OUT_EVENT = "desk-signed-out";

/**
 * Fired on `window` by the sign-in once a session is made (`window.dispatchEvent(new
 * Event("desk-signed-in"))`): the shell asks who is signed in and shows the desk, no reload.
 */
export const SIGNED_IN_EVENT = "desk-signed-in";

async function errorOf(response: Response): Promise<ApiError> {
  let code = "http_error";
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === "string") code = body.error;
    if (typeof body.message === "string") message = body.message;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new ApiError(response.status, code, message);
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (failure) {
    if (init.signal?.aborted) throw failure;
    throw new ApiError(0, "offline", deskShell.offline);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (error.status === 401 && error.code === "unauthenticated") {
      window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `?a=1&b=2` from the entries that have a value; "" when none has. */
export function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
