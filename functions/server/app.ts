import { Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { limitBody } from "../api/body-limit";
import { CHAT_BODY_MAX_BYTES, chat } from "../api/chat";
import { collectLead } from "../api/collect-lead";
import { createCheckoutSession } from "../api/create-checkout-session";
import { cspReport } from "../api/csp-report";
import { errorResponse } from "../api/errors";
import { formPost } from "../api/form-post";
import { formPostPagePolicy } from "../api/form-post-page";
import { health } from "../api/health";
import { rateLimit, rateLimitPolicies } from "../api/rate-limit";
import { stripeWebhook } from "../api/stripe-webhook";
import { submitLead } from "../api/submit-lead";
import { type FunctionContext, type FunctionHandler, jsonError } from "../context";
import { log } from "../log";
import { type ConnectionAddress, clientKeyOf, nodeConnectionAddress } from "./client-address";
import { functionSecurityHeaders } from "./content-security";
import { createStaticSite } from "./static";

/** Largest request body a function accepts; a lead is well under 4 KB. */
const MAX_BODY_BYTES = 16 * 1024;

/** Functions that take more: a chat carries its history, a payment event a whole session. */
const LARGER_BODY_BYTES: Record<string, number> = {
  chat: CHAT_BODY_MAX_BYTES,
  "stripe-webhook": 256 * 1024,
  // Browsers batch a page's violation reports, each with the whole policy.
  "csp-report": 64 * 1024,
};

/** Each function under `/api/`, by the methods it answers. */
const functions: Record<string, Partial<Record<"GET" | "POST", FunctionHandler>>> = {
  health: { GET: health },
  "submit-lead": { POST: submitLead },
  "create-checkout-session": { POST: createCheckoutSession },
  "stripe-webhook": { POST: stripeWebhook },
  chat: { POST: chat },
  "collect-lead": { POST: collectLead },
  "form-post": { POST: formPost },
  "csp-report": { POST: cspReport },
};

/**
 * A HEAD answer carries the Content-Length its GET would, as HTTP asks: a file's comes from
 * serveStatic, any other answer (a function's JSON, a plain 404) is measured here. HEAD requests
 * are rare (link checkers, monitors), so reading such a body once costs nothing that matters.
 */
const headWithLength: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "HEAD" || c.res.headers.has("Content-Length") || !c.res.body) return;
  const length = (await c.res.clone().arrayBuffer()).byteLength;
  const headers = new Headers(c.res.headers);
  headers.set("Content-Length", String(length));
  c.res = new Response(null, { status: c.res.status, statusText: c.res.statusText, headers });
};

export interface AppOptions {
  /** The build output to serve pages, assets and widgets from; without it only `/api/*` answers. */
  distDir?: string;
  /** Where the runtime keeps the address a request came from: Node's socket unless given. */
  connectionAddress?: ConnectionAddress;
}

/**
 * The whole server as one Fetch-API app: the functions under `/api/*`, with CORS open to every
 * origin (widgets post from the sites they are embedded in) unless `ALLOWED_ORIGINS` narrows it,
 * and, given a build, the pages, their assets and the widget scripts.
 */
export function createApp(ctx: FunctionContext, options: AppOptions = {}): Hono {
  const app = new Hono();
  const origins = ctx.options.allowedOrigins;

  app.use("*", headWithLength);

  // The form function answers a browser with a page of ours, styled by one hashed style: its
  // policy goes back over the functions' own, which the next middleware sets on every answer.
  app.use("/api/form-post", async (c, next) => {
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      c.res.headers.set("Content-Security-Policy", formPostPagePolicy);
    }
  });
  app.use("/api/*", functionSecurityHeaders());
  app.use(
    "/api/*",
    cors({
      // Never with credentials: a lead needs no cookie, and `*` could not carry one anyway.
      origin: origins === "*" ? "*" : (origin) => (origins(origin) ? origin : null),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Idempotency-Key"],
      exposeHeaders: ["Retry-After"],
      maxAge: 86_400,
    }),
  );
  const defaultLimit = limitBody(MAX_BODY_BYTES);
  const largerLimits = new Map(
    Object.entries(LARGER_BODY_BYTES).map(([name, size]) => [`/api/${name}`, limitBody(size)]),
  );
  app.use("/api/*", (c, next) => (largerLimits.get(c.req.path) ?? defaultLimit)(c, next));
  const clientOf = clientKeyOf(
    ctx.options.clientAddress,
    options.connectionAddress ?? nodeConnectionAddress,
  );
  for (const [name, policy] of Object.entries(rateLimitPolicies(ctx.options))) {
    app.post(`/api/${name}`, rateLimit(name, policy, ctx, clientOf));
  }

  for (const [name, methods] of Object.entries(functions)) {
    app.all(`/api/${name}`, (c) => {
      const method = c.req.method === "HEAD" ? "GET" : c.req.method;
      const handler = methods[method as "GET" | "POST"];
      if (!handler) {
        const allow = Object.keys(methods).join(", ");
        return jsonError(
          405,
          "method_not_allowed",
          `Use ${allow} for /api/${name}.`,
          {},
          {
            Allow: allow,
          },
        );
      }
      return handler(c.req.raw, ctx);
    });
  }
  app.all("/api/*", (c) => jsonError(404, "not_found", `There is no function at ${c.req.path}.`));

  if (options.distDir) app.route("/", createStaticSite({ distDir: options.distDir }));

  app.onError((error, c) => {
    const isApi = c.req.path.startsWith("/api/");
    if (error instanceof HTTPException) return isApi ? errorResponse(error) : error.getResponse();
    log.error("request_failed", { method: c.req.method, path: c.req.path, error });
    if (isApi) return errorResponse(error);
    return new Response("Something went wrong on our side. Please try again.\n", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  });

  return app;
}
