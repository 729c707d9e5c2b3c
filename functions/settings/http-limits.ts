import type { Env } from "./env";
import { setting } from "./schema";

/** The Node server's limits on slow and idle clients (`functions/server/listen.ts`). */
export interface HttpLimits {
  /** `HTTP_HEADERS_TIMEOUT_MS`: time a client has to send a request's headers. */
  headersTimeoutMs: number;
  /** `HTTP_REQUEST_TIMEOUT_MS`: time a client has to send a whole request, body included. */
  requestTimeoutMs: number;
  /** `HTTP_KEEP_ALIVE_TIMEOUT_MS`: how long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** `HTTP_MAX_CONNECTIONS`: open connections at once; more are closed as they arrive. */
  maxConnections: number;
  /** `HTTP_MAX_CONNECTIONS_PER_CLIENT`: open connections of one client (`fair-share.ts`). */
  maxConnectionsPerClient: number;
  /** `HTTP_MAX_SLOW_REQUESTS_PER_CLIENT`: one client's requests still arriving after 2 s. */
  maxSlowRequestsPerClient: number;
}

/** `HTTP_*`: their defaults (`variables/traffic.ts`) for what is unset; a value that cannot be right stops the start. */
export function httpLimitsFrom(env: Env): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: setting(env, "HTTP_HEADERS_TIMEOUT_MS"),
    requestTimeoutMs: setting(env, "HTTP_REQUEST_TIMEOUT_MS"),
    keepAliveTimeoutMs: setting(env, "HTTP_KEEP_ALIVE_TIMEOUT_MS"),
    maxConnections: setting(env, "HTTP_MAX_CONNECTIONS"),
    // 0 turns a client's cap off: for a proxy in front that caps its clients itself.
    maxConnectionsPerClient: setting(env, "HTTP_MAX_CONNECTIONS_PER_CLIENT"),
    maxSlowRequestsPerClient: setting(env, "HTTP_MAX_SLOW_REQUESTS_PER_CLIENT"),
  };
  for (const [name, value] of [
    ["HTTP_HEADERS_TIMEOUT_MS", limits.headersTimeoutMs],
    ["HTTP_REQUEST_TIMEOUT_MS", limits.requestTimeoutMs],
    ["HTTP_MAX_CONNECTIONS", limits.maxConnections],
  ] as const) {
    // 0 would turn a limit off (or, for connections, refuse every visitor).
    if (value === 0) throw new Error(`${name} must be above 0`);
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error("HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS");
  }
  return limits;
}
