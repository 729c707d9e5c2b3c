import type { MiddlewareHandler } from "hono";
import { clientKey } from "../chat/rate-limit";
import type { FunctionContext } from "../context";
import { jsonError } from "../context";

const WINDOW_MS = 60_000;

/** The functions a form or a bot posts to, each with its own allowance per client. */
export const RATE_LIMITED_FUNCTIONS = [
  "submit-lead",
  "collect-lead",
  "create-checkout-session",
  "form-post",
] as const;

/**
 * A per-client limit on `function`: `LEAD_RATE_LIMIT` requests a minute (20 unless set; 0 turns
 * it off), generous for a family sharing one connection, tight for a script. Counts live in the
 * store, so processes sharing one PostgreSQL share one allowance. Over it, a 429 in JSON
 * with `Retry-After`: the seconds until the minute's window ends. The client is told apart as
 * the chat tells it (`CHAT_CLIENT_IP_HEADER` behind a proxy, else the connection's address).
 */
export function leadRateLimit(name: string, ctx: FunctionContext): MiddlewareHandler {
  const limit = ctx.options.rateLimits.lead;
  const keyOf = clientKey(ctx.options.clientIpHeader);
  return async (c, next) => {
    if (limit === 0) return next();
    const now = ctx.clock().getTime();
    const windowStart = now - (now % WINDOW_MS);
    const hits = await ctx.store.countRequest(`${name}:${keyOf(c)}`, new Date(windowStart));
    const resetSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
    const headers = {
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": String(Math.max(0, limit - hits)),
      "RateLimit-Reset": String(resetSeconds),
    };
    if (hits > limit) {
      return jsonError(
        429,
        "rate_limited",
        `Too many requests from your connection: at most ${limit} a minute. Please wait ` +
          `${resetSeconds} seconds, then send it again.`,
        {},
        { ...headers, "Retry-After": String(resetSeconds) },
      );
    }
    await next();
    for (const [header, value] of Object.entries(headers)) c.res.headers.set(header, value);
  };
}
