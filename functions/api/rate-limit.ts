import type { Context, MiddlewareHandler } from "hono";
import type { FunctionContext } from "../context";
import { jsonError } from "../context";
import { log } from "../log";
import type { ServerOptions } from "../options";

/** Every per-client limit counts requests in fixed windows of a minute. */
const WINDOW_MS = 60_000;

/** A function's allowance per client and what a client over it is told. */
export interface RateLimitPolicy {
  /** Requests per client a minute; 0 turns the limit off. */
  limit: number;
  /** The 429's message, given the limit and the seconds until the window ends. */
  refusal: (limit: number, seconds: number) => string;
  /**
   * Counted in this process rather than in the store: for a request so frequent and so cheap
   * (a funnel event) that a statement each would put the store's work, and the leads waiting
   * on it, behind it. N processes then allow N times the limit, which bounds it all the same.
   */
  inProcess?: boolean;
  /**
   * The name its count is kept under, when routes share one allowance (every route that stores
   * a lead); the route's own name unless given.
   */
  sharedAs?: string;
}

/** Requests per key in the current window, for limits counted in this process. */
function inProcessCounter() {
  let window = 0;
  let hits = new Map<string, number>();
  return (key: string, windowStart: Date): number => {
    if (windowStart.getTime() !== window) {
      window = windowStart.getTime();
      hits = new Map();
    }
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    return count;
  };
}

const leadRefusal = (limit: number, seconds: number) =>
  `Too many requests from your connection: at most ${limit} a minute. Please wait ${seconds} ` +
  "seconds, then send it again.";

/**
 * The allowances per client that routes declare (`functions/server/app.ts`): leads
 * (`LEAD_RATE_LIMIT`, 20 unless set: generous for a family sharing one connection, tight for a
 * script), one count for every route that stores one (submit-lead, collect-lead, form-post), so
 * a script cannot multiply it by changing route; the same number of checkouts, counted apart;
 * the chat (`CHAT_RATE_LIMIT`) and the CSP reports (`CSP_REPORT_RATE_LIMIT`, so a page stuck in
 * a loop cannot fill the log).
 */
export const rateLimits = {
  lead: (options: ServerOptions): RateLimitPolicy => ({
    limit: options.rateLimits.lead,
    refusal: leadRefusal,
    sharedAs: "lead",
  }),
  checkout: (options: ServerOptions): RateLimitPolicy => ({
    limit: options.rateLimits.lead,
    refusal: leadRefusal,
  }),
  chat: (options: ServerOptions): RateLimitPolicy => ({
    limit: options.rateLimits.chat,
    refusal: (_, seconds) =>
      `Too many messages in a short time. Please wait ${seconds} seconds and try again.`,
  }),
  cspReport: (options: ServerOptions): RateLimitPolicy => ({
    limit: options.rateLimits.cspReport,
    refusal: () => "Too many reports in a short time.",
  }),
  events: (options: ServerOptions): RateLimitPolicy => ({
    limit: options.rateLimits.events,
    refusal: () => "Too many events in a short time.",
    inProcess: true,
  }),
};

/** Said once a window per process: counts cannot be kept while the store is out of reach. */
let uncountedWindow = -1;

/**
 * The per-client limit on function `name`: `policy.limit` requests a minute from the client
 * `clientOf` names. Counts live in the store, so processes sharing one PostgreSQL share one
 * allowance. Over it, a 429 in JSON with `Retry-After`: the seconds until the minute's window
 * ends. While the store cannot count, requests pass: the function meets the outage itself (a
 * lead answers 503, the chat answers from the FAQs), and no visitor is refused for it.
 *
 * Written here rather than with a rate-limit library: the window follows the injected clock
 * (`ctx.clock`), which the libraries' reset times (`Date.now()`) do not.
 */
export function rateLimit(
  name: string,
  policy: RateLimitPolicy,
  ctx: FunctionContext,
  clientOf: (c: Context) => string,
): MiddlewareHandler {
  const { limit, refusal } = policy;
  const countHere = policy.inProcess ? inProcessCounter() : undefined;
  return async (c, next) => {
    if (limit === 0) return next();
    const now = ctx.clock().getTime();
    const windowStart = now - (now % WINDOW_MS);
    let hits: number;
    try {
      const key = `${policy.sharedAs ?? name}:${clientOf(c)}`;
      hits = countHere
        ? countHere(key, new Date(windowStart))
        : await ctx.store.countRequest(key, new Date(windowStart));
    } catch (error) {
      if (uncountedWindow !== windowStart) {
        uncountedWindow = windowStart;
        log.warn("rate_limit_uncounted", { function: name, error });
      }
      return next();
    }
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
        refusal(limit, resetSeconds),
        {},
        { ...headers, "Retry-After": String(resetSeconds) },
      );
    }
    await next();
    for (const [header, value] of Object.entries(headers)) c.res.headers.set(header, value);
  };
}
