import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { collectLead } from "../api/collect-lead";
import { health } from "../api/health";
import { submitLead } from "../api/submit-lead";
import { type FunctionContext, type FunctionHandler, jsonError } from "../context";
import { createStaticSite } from "./static";

/** Largest request body a function accepts; a lead is well under 4 KB. */
const MAX_BODY_BYTES = 16 * 1024;

/** Each function under `/api/`, by the methods it answers. */
const functions: Record<string, Partial<Record<"GET" | "POST", FunctionHandler>>> = {
  health: { GET: health },
  "submit-lead": { POST: submitLead },
  "collect-lead": { POST: collectLead },
};

export interface AppOptions {
  /** The build output to serve pages, assets and widgets from; without it only `/api/*` answers. */
  distDir?: string;
}

/**
 * The whole server as one Fetch-API app: the functions under `/api/*` with CORS open to every
 * origin (widgets post from the sites they are embedded in), and, given a build, the pages,
 * their assets and the widget scripts.
 */
export function createApp(ctx: FunctionContext, options: AppOptions = {}): Hono {
  const app = new Hono();

  app.use(
    "/api/*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Idempotency-Key"],
      maxAge: 86_400,
    }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () =>
        jsonError(
          413,
          "payload_too_large",
          `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
        ),
    }),
  );

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

  if (options.distDir) {
    const site = createStaticSite({ distDir: options.distDir });
    app.get("/widgets/*", (c) => site.widgets(c.req.raw));
    app.get("/assets/*", (c) => site.assets(c.req.raw));
    app.get(
      "*",
      secureHeaders({
        // Pages link out and embed video; the default no-referrer breaks embeds and analytics.
        referrerPolicy: "strict-origin-when-cross-origin",
      }),
      (c) => site.page(c.req.raw),
    );
    app.all(
      "*",
      () => new Response("Method not allowed\n", { status: 405, headers: { Allow: "GET, HEAD" } }),
    );
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    if (c.req.path.startsWith("/api/")) {
      return jsonError(500, "internal", "Something went wrong on our side. Please try again.");
    }
    return new Response("Something went wrong on our side. Please try again.\n", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  });

  return app;
}
