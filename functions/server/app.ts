import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { limitBody } from "../api/body-limit";
import { CHAT_BODY_MAX_BYTES, chat } from "../api/chat";
import { collectLead } from "../api/collect-lead";
import { createCheckoutSession } from "../api/create-checkout-session";
import { cspReport } from "../api/csp-report";
import { errorResponse } from "../api/errors";
import { createEvents, EVENTS_BODY_MAX_BYTES } from "../api/events";
import { formPost } from "../api/form-post";
import { formPostPagePolicy } from "../api/form-post-page";
import { health } from "../api/health";
import { leadBooking, scheduler } from "../api/lead-booking";
import { myCrmWebhook } from "../api/mycrm-webhook";
import { type RateLimitPolicy, rateLimit, rateLimits } from "../api/rate-limit";
import { calendlyWebhook, calWebhook } from "../api/scheduler-webhooks";
import { stripeWebhook } from "../api/stripe-webhook";
import { submitLead } from "../api/submit-lead";
import { type FunctionContext, type FunctionHandler, jsonError } from "../context";
import { createDeskPages } from "../desk/pages";
import { createDeskRouter } from "../desk/router";
import { deskRoutes } from "../desk/routes";
import { experimentsScriptRoute } from "../experiments/route";
import { functionSecurityHeaders } from "../http/content-security";
import { log } from "../log";
import type { ServerOptions } from "../options";
import {
  type ConnectionAddress,
  clientAddress,
  clientKeyOf,
  nodeConnectionAddress,
} from "./client-address";
import { embeddingSitesCors } from "./embedding-cors";
import { pageLookup } from "./page-lookup";
import { createStaticSite } from "./static";

/** Largest request body a function accepts unless its route says; a lead is well under 4 KB. */
const MAX_BODY_BYTES = 16 * 1024;

/** A function under `/api/`, with the policy it runs under. */
interface FunctionRoute {
  /** Its handler for each method it answers (HEAD is answered as GET). */
  methods: Partial<Record<"GET" | "POST", FunctionHandler>>;
  /**
   * Who may call it from a page of another site: `embedding-sites`, every site a widget may be
   * embedded in (all of them unless `ALLOWED_ORIGINS` narrows it); `none`, no page at all (a
   * server calls it).
   */
  cors: "embedding-sites" | "none";
  /** The largest body it reads; `MAX_BODY_BYTES` unless given. */
  maxBodyBytes?: number;
  /** Its allowance per client (counted in the store), from the server's options; none if absent. */
  rateLimit?: (options: ServerOptions) => RateLimitPolicy;
  /**
   * The policy of the pages it answers a browser with, over the functions' own
   * (`default-src 'none'`), which would refuse their one style.
   */
  pagePolicy?: string;
}

/** Every function, by its name under `/api/`, and its policy. */
const functionRoutes: Record<string, FunctionRoute> = {
  // Monitors, and the status a page may show.
  health: { methods: { GET: health }, cors: "embedding-sites" },
  "submit-lead": {
    methods: { POST: submitLead },
    cors: "embedding-sites",
    rateLimit: rateLimits.lead,
  },
  // The broker's scheduler, for our own /schedule-call page.
  scheduler: { methods: { GET: scheduler }, cors: "none" },
  // The time booked (or the call-back time chosen) right after a lead, with that lead's token.
  "lead-booking": {
    methods: { POST: leadBooking },
    cors: "embedding-sites",
    maxBodyBytes: 4 * 1024,
    rateLimit: rateLimits.lead,
  },
  "collect-lead": {
    methods: { POST: collectLead },
    cors: "embedding-sites",
    rateLimit: rateLimits.lead,
  },
  // A lead form the browser sent itself: a lead like the others, answered with a page.
  "form-post": {
    methods: { POST: formPost },
    cors: "embedding-sites",
    rateLimit: rateLimits.lead,
    pagePolicy: formPostPagePolicy,
  },
  "create-checkout-session": {
    methods: { POST: createCheckoutSession },
    cors: "embedding-sites",
    rateLimit: rateLimits.checkout,
  },
  // Stripe's servers call it, never a page; a payment event carries a whole session.
  "stripe-webhook": { methods: { POST: stripeWebhook }, cors: "none", maxBodyBytes: 256 * 1024 },
  // MyCRM's servers call it with our key, never a page; its notice names a record, no more.
  "mycrm-webhook": { methods: { POST: myCrmWebhook }, cors: "none", maxBodyBytes: 16 * 1024 },
  // The schedulers' servers call these, never a page; a booking's payload is a few KB.
  "cal-webhook": { methods: { POST: calWebhook }, cors: "none", maxBodyBytes: 64 * 1024 },
  "calendly-webhook": { methods: { POST: calendlyWebhook }, cors: "none", maxBodyBytes: 64 * 1024 },
  // A chat carries its history.
  chat: {
    methods: { POST: chat },
    cors: "embedding-sites",
    maxBodyBytes: CHAT_BODY_MAX_BYTES,
    rateLimit: rateLimits.chat,
  },
  // Browsers batch a page's violation reports, each with the whole policy.
  "csp-report": {
    methods: { POST: cspReport },
    // The Reporting API sends its JSON cross-origin, after a preflight.
    cors: "embedding-sites",
    maxBodyBytes: 64 * 1024,
    rateLimit: rateLimits.cspReport,
  },
};

/** Puts `policy` back on a page a function answered with, over the functions' own. */
const withPagePolicy =
  (policy: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      c.res.headers.set("Content-Security-Policy", policy);
    }
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
 * The whole server as one Fetch-API app: the functions under `/api/*`, each under the policy its
 * route declares (who may call it cross-origin, its body limit and its allowance), and, given a
 * build, the pages, their assets and the widget scripts.
 */
export function createApp(ctx: FunctionContext, options: AppOptions = {}): Hono {
  const app = new Hono();
  const routes: Record<string, FunctionRoute> = {
    ...functionRoutes,
    // A page's funnel events, counted against the build's pages.
    events: {
      methods: { POST: createEvents(pageLookup(options.distDir)) },
      cors: "embedding-sites",
      maxBodyBytes: EVENTS_BODY_MAX_BYTES,
      rateLimit: rateLimits.events,
    },
  };

  app.use("*", headWithLength);

  // Registered before the functions' headers, so it runs after them on the way out.
  for (const [name, route] of Object.entries(routes)) {
    if (route.pagePolicy) app.use(`/api/${name}`, withPagePolicy(route.pagePolicy));
  }
  app.use("/api/*", functionSecurityHeaders());
  const embeddingSites = embeddingSitesCors(ctx.options.allowedOrigins);
  const clientOf = clientKeyOf(
    ctx.options.clientAddress,
    options.connectionAddress ?? nodeConnectionAddress,
  );

  for (const [name, route] of Object.entries(routes)) {
    const path = `/api/${name}`;
    if (route.cors === "embedding-sites") app.use(path, embeddingSites);
    app.use(path, limitBody(route.maxBodyBytes ?? MAX_BODY_BYTES));
    if (route.rateLimit)
      app.post(path, rateLimit(name, route.rateLimit(ctx.options), ctx, clientOf));
    app.all(path, (c) => {
      const method = c.req.method === "HEAD" ? "GET" : c.req.method;
      const handler = route.methods[method as "GET" | "POST"];
      if (!handler) {
        const allow = Object.keys(route.methods).join(", ");
        return jsonError(
          405,
          "method_not_allowed",
          `Use ${allow} for ${path}.`,
          {},
          { Allow: allow },
        );
      }
      const connection = options.connectionAddress ?? nodeConnectionAddress;
      return handler(c.req.raw, {
        ...ctx,
        clientAddress: () => clientAddress(c, ctx.options.clientAddress, connection),
      });
    });
  }
  app.all("/api/*", (c) => jsonError(404, "not_found", `There is no function at ${c.req.path}.`));

  // The broker's desk: its JSON API (sessions, origin check, 401 without one) and its pages.
  app.route("/desk/api", createDeskRouter(ctx, { routes: deskRoutes, clientOf }));
  if (options.distDir) {
    experimentsScriptRoute(app, ctx, options.distDir);
    app.route("/", createDeskPages({ distDir: options.distDir }));
    app.route(
      "/",
      createStaticSite({ distDir: options.distDir, scheduler: ctx.options.scheduler?.embed }),
    );
  }

  app.onError((error, c) => {
    const isApi = c.req.path.startsWith("/api/") || c.req.path.startsWith("/desk/api/");
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
