import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { ServerOptions } from "../options";

/**
 * CORS for the functions a page of any embedding site may call (all sites unless
 * `ALLOWED_ORIGINS` narrows them): Hono's `cors`, with its headers put on the function's answer
 * once it is made. Hono's own sets them on a response it makes before the function runs, and
 * then copies the function's answer into a new one to carry them: that turns the answer's body
 * into a stream that Node's server reads back chunk by chunk, where a body left as it was is
 * written in one go (about a tenth of a lead's CPU on the embedded store). Preflights are
 * answered by Hono's `cors` alone.
 */
export function embeddingSitesCors(origins: ServerOptions["allowedOrigins"]): MiddlewareHandler {
  const embeddingSites = cors({
    // Never with credentials: a lead needs no cookie, and `*` could not carry one anyway.
    origin: origins === "*" ? "*" : (origin) => (origins(origin) ? origin : null),
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Idempotency-Key"],
    exposeHeaders: ["Retry-After"],
    maxAge: 86_400,
  });
  const answered = async () => {};
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return embeddingSites(c, next);
    await next();
    await embeddingSites(c, answered);
  };
}
