import { HTTPException } from "hono/http-exception";
import { jsonError } from "../context";
import { isUnavailable } from "../store";

/** What a client is told to wait before sending again while the store is out of reach. */
export const STORE_RETRY_AFTER_S = 5;

/** The answer while the store is out of reach: nothing was kept, send it again shortly. */
export function storeUnavailable(): Response {
  return jsonError(
    503,
    "store_unavailable",
    "We cannot save this just now. Please try again in a few seconds.",
    {},
    { "Retry-After": String(STORE_RETRY_AFTER_S) },
  );
}

/**
 * The JSON answer of a function that threw: 503 with `Retry-After` when the store is out of
 * reach, the status of a request Hono refused, else a plain 500. Neither says more than that: a stack trace or a database message
 * would tell a stranger how the server is built.
 */
export function errorResponse(error: unknown): Response {
  if (isUnavailable(error)) return storeUnavailable();
  // A request Hono itself refused (a malformed one): its status, in the functions' JSON.
  if (error instanceof HTTPException && error.status < 500) {
    return jsonError(error.status, "bad_request", "The request could not be read.");
  }
  return jsonError(500, "internal", "Something went wrong on our side. Please try again.");
}
