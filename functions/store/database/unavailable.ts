/**
 * The database could not be reached or dropped the connection: nothing is wrong with the request,
 * and the same request may succeed in a few seconds. Functions answer it with 503 and
 * `Retry-After`, so clients (the widgets' outbox) keep the lead and send it again.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`lead store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "StoreUnavailableError";
  }
}

// Connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too
// many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|53300)/;
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// node-postgres reports a lost or timed-out connection with plain errors and these messages.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether `error` says the database is out of reach rather than that a query was wrong. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** Rethrows a connection failure as `StoreUnavailableError`, anything else unchanged. */
export function classify(error: unknown): never {
  throw isUnavailable(error) ? new StoreUnavailableError(error) : error;
}
