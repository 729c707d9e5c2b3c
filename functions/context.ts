import type { SiteConfig } from "../src/config";
import type { ServerOptions } from "./options";
import type { Store } from "./store";

/** What a nudge says is waiting: a stored lead's deliveries (the default), or a passkey notice. */
export type ForwardingWork = "deliveries" | "notices";

/** What a function gets besides the request; tests and other runtimes supply their own. */
export interface FunctionContext {
  store: Store;
  config: SiteConfig;
  clock: () => Date;
  /** For outbound calls. */
  fetch: typeof fetch;
  /** The server's settings, parsed once at start (`parseServerOptions`). */
  options: ServerOptions;
  /**
   * Tells the forwarder that a stored lead (or, with `"notices"`, a passkey notice) is waiting,
   * so it need not wait for its next look.
   */
  nudgeForwarder: (work?: ForwardingWork) => void;
  /** The visitor's address (by `CLIENT_IP_HEADER` or `TRUSTED_PROXY_COUNT`), where known. */
  clientAddress?: () => string | undefined;
}

/** The context of a running server's functions: the real clock and network, its own settings. */
export function liveContext(
  store: Store,
  config: SiteConfig,
  options: ServerOptions,
  nudgeForwarder: (work?: ForwardingWork) => void,
): FunctionContext {
  return {
    store,
    config,
    clock: () => new Date(),
    fetch: globalThis.fetch,
    options,
    nudgeForwarder,
  };
}

/** A function: a plain Fetch-API handler, runnable in Node, a serverless runtime or a test. */
export type FunctionHandler = (req: Request, ctx: FunctionContext) => Promise<Response>;

/** The request's media type (`Content-Type` without its parameters), lower case; "" if none. */
export function mediaTypeOf(req: Request): string {
  return req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The web address a header such as `Origin` or `Referer` names: an http or https URL, else
 * undefined, so that nothing else (a `javascript:` link, garbage) is ever linked to or recorded.
 */
export function webUrlOf(header: string | null): URL | undefined {
  if (!header) return undefined;
  try {
    const url = new URL(header);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The 415 for a body not sent as JSON, naming `what` should have been; undefined when it was. */
export function refuseUnlessJson(req: Request, what: string): Response | undefined {
  if (mediaTypeOf(req) === "application/json") return undefined;
  return jsonError(
    415,
    "unsupported_media_type",
    `Send the ${what} as JSON (Content-Type: application/json).`,
  );
}

/**
 * `text` parsed as JSON, or the 400 `invalid_json` answer, whose `message` says what was not JSON
 * to whoever sent it.
 */
export function parseJson(
  text: string,
  message = "The request body is not valid JSON.",
): { data: unknown } | { refusal: Response } {
  try {
    return { data: JSON.parse(text) };
  } catch {
    return { refusal: jsonError(400, "invalid_json", message) };
  }
}

/** Every error a function answers with: its status, a code for programs, a message for people. */
export function jsonError(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { ok: false, error, message, ...extra },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}
