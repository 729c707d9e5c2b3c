import { allowedOrigins } from "../allowed-origins";
import type { Variable } from "../declare";
import { optional, wholeNumber } from "../env";

/*
 * Who may call and how much: the Node server's limits on slow and idle clients, where a
 * visitor's address is read, the pages that may call, and each route's rate.
 */

/** The Node server's limits on slow and idle clients unless `HTTP_*` say (`http-limits.ts`). */
export const DEFAULT_HTTP_LIMITS = {
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

const http = DEFAULT_HTTP_LIMITS;

/** Requests a client may send to each lead function per minute, unless `LEAD_RATE_LIMIT` says. */
export const DEFAULT_LEAD_RATE_LIMIT = 20;

const SELF_CAP =
  "Counted by the connection's address when nothing stands in front (`TRUSTED_PROXY_COUNT` and `CLIENT_IP_HEADER` unset); behind a proxy every connection is the proxy's, and capping each visitor's connections is the proxy's job. 0 turns it off";

export const trafficVariables = [
  {
    name: "HTTP_HEADERS_TIMEOUT_MS",
    default: `\`${http.headersTimeoutMs}\``,
    meaning:
      "time a client has to send a request's headers; past it the server answers 408 and closes the connection, so slow clients cannot hold connections open",
    read: wholeNumber(http.headersTimeoutMs, "ms"),
  },
  {
    name: "HTTP_REQUEST_TIMEOUT_MS",
    default: `\`${http.requestTimeoutMs}\``,
    meaning:
      "time a client has to send the whole request with its body (at least `HTTP_HEADERS_TIMEOUT_MS`); past it the server answers 408 and closes the connection",
    read: wholeNumber(http.requestTimeoutMs, "ms"),
  },
  {
    name: "HTTP_KEEP_ALIVE_TIMEOUT_MS",
    default: `\`${http.keepAliveTimeoutMs}\``,
    meaning:
      "an idle keep-alive connection is closed after this; behind a load balancer set it above the balancer's idle timeout (e.g. `65000` for 60 s)",
    read: wholeNumber(http.keepAliveTimeoutMs, "ms"),
  },
  {
    name: "HTTP_MAX_CONNECTIONS",
    default: `\`${http.maxConnections}\``,
    meaning: "open connections one process accepts; more are closed as they arrive",
    read: wholeNumber(http.maxConnections),
  },
  {
    name: "HTTP_MAX_CONNECTIONS_PER_CLIENT",
    default: `\`${http.maxConnectionsPerClient}\``,
    meaning: `open connections of one client (an IPv6 client by its /64), so one address cannot take the others' share; one more is closed as it arrives. ${SELF_CAP}`,
    read: wholeNumber(http.maxConnectionsPerClient),
  },
  {
    name: "HTTP_MAX_SLOW_REQUESTS_PER_CLIENT",
    default: `\`${http.maxSlowRequestsPerClient}\``,
    meaning:
      "one client's requests whose headers or body are still arriving after 2 s (a slow-loris attack trickles them); past it, that client's oldest slow ones are closed when its next connection or request arrives, so its next request still goes through. Headers by the connection's address as above; bodies by the client address rule of every limit (`TRUSTED_PROXY_COUNT`, `CLIENT_IP_HEADER`), also behind a proxy. 0 turns it off",
    read: wholeNumber(http.maxSlowRequestsPerClient),
  },
  {
    name: "TRUSTED_PROXY_COUNT",
    default: "`0`",
    meaning:
      "behind N proxies that each append to `X-Forwarded-For` (a load balancer: 1), every rate limit and the slow-body cap count the N-th address from its right; what a visitor writes in front is ignored ([deploy/README.md](../deploy/README.md#who-is-asking)). Set it only with a proxy in front: facing the internet, it turns off the per-client connection caps (`HTTP_MAX_CONNECTIONS_PER_CLIENT`), which then cannot tell a proxy from a visitor. A proxy in front (nginx, a load balancer) is still recommended: it buffers slow clients before they reach a process",
    read: wholeNumber(0, "proxies"),
  },
  {
    name: "CLIENT_IP_HEADER",
    default: "unset",
    meaning:
      "instead, a header holding one address that the platform in front sets itself: `cf-connecting-ip`, `fly-client-ip`, `x-nf-client-connection-ip`; never `x-forwarded-for`. Unset, and with neither, the connection's address",
    read: optional,
  },
  {
    name: "CHAT_CLIENT_IP_HEADER",
    default: "unset",
    meaning:
      "the old name of `CLIENT_IP_HEADER`, still read, with a warning (`x-forwarded-for` there is read as `TRUSTED_PROXY_COUNT=1`)",
    read: optional,
  },
  {
    name: "ALLOWED_ORIGINS",
    default: "unset: every origin (`*`)",
    meaning:
      "pages that may call `/api/*` from a browser: exact origins and `https://*.example.com` patterns, comma-separated; never with credentials. Set it in production: unset, any site may use the chat (within `CHAT_DAILY_LIMIT`)",
    read: (raw) => allowedOrigins(raw),
  },
  {
    name: "LEAD_RATE_LIMIT",
    default: "`20`",
    meaning:
      "leads per client a minute: one allowance shared by every route that stores a lead (`submit-lead`, `collect-lead` and `form-post` count together, so changing route gains nothing), and as many again for `create-checkout-session` (counted in the store, shared by every process); 0 turns it off",
    read: wholeNumber(DEFAULT_LEAD_RATE_LIMIT, "requests per minute"),
  },
  {
    name: "CSP_REPORT_RATE_LIMIT",
    default: "`60`",
    meaning:
      "Content-Security-Policy reports per client a minute at `POST /api/csp-report`, then 429 (counted in the store)",
    read: wholeNumber(60, "reports per minute"),
  },
  {
    name: "EVENTS_RATE_LIMIT",
    default: "`120`",
    meaning:
      "funnel event batches per client a minute at `POST /api/events` (a page sends one every few seconds at most, so this is several tabs' worth), then 429 (counted in each process: N processes allow N times as many); 0 turns it off",
    read: wholeNumber(120, "batches per minute"),
  },
] as const satisfies readonly Variable[];
