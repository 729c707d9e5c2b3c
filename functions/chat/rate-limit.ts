import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import type { ServerOptions } from "../options";

const WINDOW_MS = 60_000;

/**
 * Who is asking: the connection's address, or, behind a proxy or CDN that names the visitor in a
 * header (`CHAT_CLIENT_IP_HEADER`, e.g. `cf-connecting-ip` or `x-forwarded-for`), that header's
 * first address. Without the setting the header is ignored, since a visitor could write it.
 */
export function clientKey(header: string | undefined): (c: Context) => string {
  return (c) => {
    const named = header ? c.req.header(header)?.split(",")[0]?.trim() : undefined;
    if (named) return named;
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // Not behind Node's server (tests, other runtimes): every caller shares one allowance.
      return "unknown";
    }
  };
}

/**
 * The chat's per-client rate limit: a 429 with `Retry-After` (seconds) and a JSON error once a
 * client has sent `CHAT_RATE_LIMIT` messages within a minute. Counts are kept in memory, per
 * process; several processes would share a store (hono-rate-limiter has Redis ones).
 */
export function chatRateLimit(options: ServerOptions): MiddlewareHandler {
  return rateLimiter({
    windowMs: WINDOW_MS,
    limit: options.rateLimits.chat,
    standardHeaders: "draft-6",
    keyGenerator: clientKey(options.clientIpHeader),
    message: {
      ok: false,
      error: "rate_limited",
      message: "Too many messages in a short time. Please wait a minute and try again.",
    },
  });
}
