/**
 * The desk's JSON API under `/desk/api`: every route of `deskRoutes`, each behind the same guard.
 *
 * - The origin: a request that changes state (any method but GET and HEAD) must come from the
 *   desk's own origin (`Origin`, or without one `Sec-Fetch-Site: same-origin`), whatever its
 *   content type, else 403. Hono's `csrf` refuses cross-site forms; it lets a cross-site JSON
 *   POST through, so this check covers every unsafe method.
 * - The session: the cookie's token is looked up by its hash; a session that holds slides its
 *   idle expiry and its cookie is sent again. Without one every route but those open to anyone
 *   (sign-in and enrolment) answers 401.
 * - The role: a route declared for the owner answers an assistant 403 `owner_only`.
 * - A route's body limit (16 KB unless it says), its rate limit if it has one, `no-store` and
 *   `noindex` on every answer, JSON answers over 1 KB compressed (`compressed.ts`), and a JSON
 *   404 for any path no route has.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { csrf } from "hono/csrf";
import { limitBody } from "../api/body-limit";
import { rateLimit } from "../api/rate-limit";
import { type FunctionContext, jsonError } from "../context";
import { functionSecurityHeaders } from "../http/content-security";
import { compressedJson } from "./compressed";
import { deskSite } from "./origin";
import { findSession, sessionCookie } from "./session";
import type { DeskContext, DeskRoute, DeskUser } from "./types";

const MAX_BODY_BYTES = 16 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface Vars {
  Variables: { user: DeskUser | null; sessionId: string | null; token: string | null };
}

/** Whether an unsafe request comes from the desk's own pages. */
export function isSameOrigin(req: Request, ctx: FunctionContext): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null) return origin === deskSite(req, ctx).origin;
  return req.headers.get("sec-fetch-site") === "same-origin";
}

const refuseCrossSite =
  (ctx: FunctionContext): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw, ctx)) return next();
    return jsonError(403, "cross_site", "This request did not come from the desk's own pages.");
  };

const deskHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

export interface DeskRouterOptions {
  routes: DeskRoute[];
  /** The rate-limit key of a request's client (`clientKeyOf` with the server's rule). */
  clientOf: (c: Context) => string;
}

/** The desk API as a Hono app, to be mounted at `/desk/api`. */
export function createDeskRouter(ctx: FunctionContext, options: DeskRouterOptions): Hono<Vars> {
  const api = new Hono<Vars>();
  api.use("*", deskHeaders, functionSecurityHeaders("same-origin"), compressedJson);
  api.use(
    "*",
    refuseCrossSite(ctx),
    csrf({ origin: (origin, c) => origin === deskSite(c.req.raw, ctx).origin }),
  );
  api.use("*", async (c, next) => {
    const found = await findSession(c.req.raw, ctx);
    c.set("user", found?.user ?? null);
    c.set("sessionId", found?.sessionId ?? null);
    c.set("token", found?.token ?? null);
    await next();
    // Sent again so the browser's copy lives as long as the idle expiry the store slid; not
    // after sign-out, which clears it.
    if (found && !c.res.headers.has("Set-Cookie")) {
      c.res.headers.append("Set-Cookie", sessionCookie(c.req.raw, ctx, found.token));
    }
  });

  for (const route of options.routes) {
    const guards: MiddlewareHandler<Vars>[] = [
      async (c, next) => {
        const user = c.get("user");
        if (route.access !== "anyone" && !user) {
          return jsonError(401, "unauthenticated", "Sign in to the desk first.");
        }
        if (route.access === "owner" && user?.role !== "owner") {
          return jsonError(403, "owner_only", "Only the desk's owner can do this.");
        }
        return next();
      },
      limitBody(route.maxBodyBytes ?? MAX_BODY_BYTES),
    ];
    if (route.rateLimit) {
      const policy = route.rateLimit.policy(ctx.options);
      guards.push(rateLimit(`desk-${route.rateLimit.name}`, policy, ctx, options.clientOf));
    }
    api.on(route.method, route.path, every(...guards), (c) => {
      const user = c.get("user");
      const deskCtx: DeskContext = {
        ...ctx,
        user,
        sessionId: c.get("sessionId"),
        params: c.req.param() as Record<string, string>,
        clientKey: options.clientOf(c),
        audit: (action, detail = {}) =>
          ctx.store.writeAudit({
            at: ctx.clock(),
            actor: user?.id ?? "anonymous",
            action,
            ...detail,
          }),
      };
      return route.handler(c.req.raw, deskCtx);
    });
  }

  api.all("*", (c) => jsonError(404, "not_found", `The desk has no ${c.req.path}.`));
  return api;
}
