import { type Env, wholeNumberFromEnv } from "./env";

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

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Node's own; behind a load balancer, set it above the balancer's idle timeout.
  keepAliveTimeoutMs: 5_000,
  // About 1,000 × a few tens of KB: well inside one process, far above a campaign's peak.
  maxConnections: 1_000,
  // A browser opens 6 connections to a host: an office of a dozen behind one address, with room.
  maxConnectionsPerClient: 100,
  // A browser sends its requests whole; a few slow phones behind one address, with room.
  maxSlowRequestsPerClient: 20,
};

/** `HTTP_*`: the defaults above for what is unset; a value that cannot be right stops the start. */
export function httpLimitsFrom(env: Env): HttpLimits {
  const d = DEFAULT_HTTP_LIMITS;
  const limits: HttpLimits = {
    headersTimeoutMs: wholeNumberFromEnv(env, "HTTP_HEADERS_TIMEOUT_MS", d.headersTimeoutMs, "ms"),
    requestTimeoutMs: wholeNumberFromEnv(env, "HTTP_REQUEST_TIMEOUT_MS", d.requestTimeoutMs, "ms"),
    keepAliveTimeoutMs: wholeNumberFromEnv(
      env,
      "HTTP_KEEP_ALIVE_TIMEOUT_MS",
      d.keepAliveTimeoutMs,
      "ms",
    ),
    maxConnections: wholeNumberFromEnv(env, "HTTP_MAX_CONNECTIONS", d.maxConnections),
    // 0 turns a client's cap off: for a proxy in front that caps its clients itself.
    maxConnectionsPerClient: wholeNumberFromEnv(
      env,
      "HTTP_MAX_CONNECTIONS_PER_CLIENT",
      d.maxConnectionsPerClient,
    ),
    maxSlowRequestsPerClient: wholeNumberFromEnv(
      env,
      "HTTP_MAX_SLOW_REQUESTS_PER_CLIENT",
      d.maxSlowRequestsPerClient,
    ),
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
