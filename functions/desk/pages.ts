/**
 * The desk's pages: `/desk` and every path under it but the API answer the desk's single page
 * (`dist/desk/index.html`, which its script routes), `/desk/assets/*` its hashed files. The
 * desk holds people's data, so its pages are never indexed (`X-Robots-Tag`, and a meta tag in
 * the page), never framed (`frame-ancestors 'none'`), and run the site's strict policy: scripts
 * from this origin only, no inline script, nothing from another host.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { API_BASE } from "../../desk/api/base";
import { firstRequests } from "../../desk/inbox/first-requests";
import { IMMUTABLE } from "../http/cache-control";
import { NONE, pagePolicy } from "../http/content-security";

/** The desk pages' Content-Security-Policy: the site's, with no one allowed to frame it. */
export const deskPagePolicy = { ...pagePolicy(NONE), frameAncestors: ["'none'"] };

/** A script or stylesheet the desk's page names, as its build writes them. */
const SHELL_FILE = /(?:src|href)="(\/desk\/assets\/[\w.-]+\.(js|css))"/g;

const IP_LOOPBACK = new Set(["127.0.0.1", "[::1]"]);

/** The desk's files for installing it: its service worker, manifest, icons, offline page. */
const INSTALL_FILES = [
  "/desk/sw.js",
  "/desk/manifest.webmanifest",
  "/desk/offline.html",
  "/desk/offline.css",
  "/desk/icons/:file{desk-[0-9]+\\.png}",
];

const deskPageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

export function createDeskPages({ distDir }: { distDir: string }): Hono {
  const deskDir = join(distDir, "desk");
  const app = new Hono();
  app.use(
    "/desk/*",
    deskPageHeaders,
    secureHeaders({
      contentSecurityPolicy: deskPagePolicy,
      xFrameOptions: "DENY",
      referrerPolicy: "same-origin",
    }),
  );
  app.use("/desk", deskPageHeaders, secureHeaders({ contentSecurityPolicy: deskPagePolicy }));

  app.get(
    "/desk/assets/*",
    async (c, next) => {
      await next();
      // The desk's build names its files by their content.
      if (c.res.status === 200) c.res.headers.set("Cache-Control", IMMUTABLE);
    },
    serveStatic({
      root: deskDir,
      precompressed: true,
      // serveStatic refuses `..` and encoded separators; source maps hold the sources.
      rewriteRequestPath: (path) => (path.endsWith(".map") ? "/missing" : path.slice(5)),
    }),
    (c) => c.text("Not found\n", 404),
  );

  // What installs the desk on a phone, written by its build beside the page. The worker is
  // looked for on every visit (no-cache), so a new build reaches an installed desk.
  const installFiles = serveStatic({ root: deskDir, rewriteRequestPath: (path) => path.slice(5) });
  const installHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const path = c.req.path;
    const fresh = /\.(js|webmanifest|html)$/.test(path);
    c.res.headers.set("Cache-Control", fresh ? "no-cache" : "public, max-age=86400");
    if (path.endsWith(".webmanifest")) {
      c.res.headers.set("Content-Type", "application/manifest+json");
    }
  };
  for (const path of INSTALL_FILES) app.get(path, installHeaders, installFiles);

  const page = (c: Context): Response => {
    let html: string;
    try {
      html = readFileSync(join(deskDir, "index.html"), "utf8");
    } catch {
      return new Response(
        "The desk is not built yet: run `npm run build`, then reload this page.\n",
        {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
        },
      );
    }
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    // The desk's script and stylesheet, then its first questions, leave with the page's first
    // bytes rather than after its script has run; in that order, so the one process serving
    // them sends the script before it reads the leads.
    const url = new URL(c.req.url);
    const preload = [
      ...[...html.matchAll(SHELL_FILE)].map(([, path = "", type]) =>
        type === "css"
          ? `<${path}>; rel=preload; as=style; crossorigin`
          : `<${path}>; rel=modulepreload; crossorigin`,
      ),
      ...firstRequests(url.pathname, url.search).map(
        (path) => `<${API_BASE}${path}>; rel=preload; as=fetch; crossorigin`,
      ),
    ];
    if (preload.length > 0) headers.set("Link", preload.join(", "));
    return new Response(html, { headers });
  };
  // Passkeys cannot be bound to an IP address: on this machine the desk opens on localhost.
  const onLocalhost: MiddlewareHandler = async (c, next) => {
    const url = new URL(c.req.url);
    if (url.protocol !== "http:" || !IP_LOOPBACK.has(url.hostname)) return next();
    url.hostname = "localhost";
    return c.redirect(url.href, 302);
  };
  app.get("/desk", onLocalhost, page);
  app.get("/desk/*", onLocalhost, page);
  return app;
}
