/*
 * Static serving: the pages of the two sites, their assets and the widget scripts.
 *
 * `@hono/node-server`'s serveStatic sends a file (content type, the `.br`/`.gz` twin the client
 * accepts, length, Last-Modified, HEAD) and `hono/etag` answers a repeat visit with 304. What
 * stays here is what neither can do:
 * - which file answers a URL. serveStatic maps a path under one root and answers 200 or passes
 *   on; a page request first picks the main or the debt site (by host or `?subdomain=debt`), then
 *   a wildcard route's page, a prefix's not-found page or the site's 404.html, the last two with
 *   status 404, or a permanent redirect, all from `dist/site/routes.json`.
 * - twins left from an earlier build. serveStatic takes a twin because it exists; one older than
 *   its file is stale, so serveStatic is asked with only the encodings whose twins are current.
 * - `Vary: Accept-Encoding` on every compressible file, also when the plain copy is sent
 *   (serveStatic adds it only with a twin), and the cache policy for each kind of file.
 */
import { readFileSync, type Stats, statSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { mimes as baseMimes, getMimeType } from "hono/utils/mime";
import { siteFor } from "../../src/site";
import { IMMUTABLE, SHORT_LIVED } from "../http/cache-control";
import { loadCspManifest, pageSecurityHeaders, withScheduler } from "../http/content-security";
import type { SchedulerEmbed } from "../settings/scheduler";
import { ENCODINGS, isCompressible } from "./precompressed";
import { loadRoutes, type SiteRoutes } from "./routes";
import { isVersionFolder } from "./widget-versions";

const HTML_CACHE = "no-cache";

export interface StaticSiteOptions {
  /** The build output: holds `site/` (pages, assets, routes.json) and `widgets/`. */
  distDir: string;
  /** The broker's scheduler, whose hosts every page's policy allows; none by default. */
  scheduler?: SchedulerEmbed | undefined;
}

const fileStats = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Source maps: the build keeps them beside the scripts for reading a production stack trace
 * locally (`sourcemap: "hidden"`, no script points to one), but they hold the sources, so none
 * is served or deployed.
 */
export const isSourceMap = (name: string) => name.endsWith(".map");

/**
 * The folder of `/assets/` the page build copies as it is: its names stay the same when the
 * image changes, unlike the page scripts and styles beside it, which carry a content hash.
 */
export const UNHASHED_ASSETS = "images";

/**
 * The decoded segments of a URL path, or null when one could leave the directory it is served
 * from (`..`, an encoded slash), names a hidden file or a source map.
 */
function safeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith(".") || /[\\/\0]/.test(segment) || isSourceMap(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** `Accept-Encoding` without the encodings whose twin of `path` is older than the file itself. */
function currentTwinsOnly(header: string | undefined, path: string, stats: Stats): string {
  const stale = new Set<string>(
    ENCODINGS.filter((encoding) => {
      const twin = fileStats(path + encoding.suffix);
      return twin !== undefined && twin.mtimeMs < stats.mtimeMs;
    }).map((encoding) => encoding.name),
  );
  if (!header || stale.size === 0) return header ?? "";
  return header
    .split(",")
    .filter((part) => !stale.has((part.split(";")[0] ?? "").trim().toLowerCase()))
    .join(",");
}

/** `to` with the query of the request that was redirected, so `?subdomain=debt` survives. */
function redirectTarget(to: string, requested: URL): string {
  const target = new URL(to, requested);
  for (const [name, value] of requested.searchParams) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return target.origin === requested.origin
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}

const notFoundText = (headers: Record<string, string> = {}) =>
  new Response("Not found\n", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-cache",
      ...headers,
    },
  });

const DOWNLOAD_TYPES = {
  ...baseMimes,
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

interface Served {
  path: string;
  stats: Stats;
  cacheControl: string;
  status?: 200 | 404;
  headers?: Record<string, string>;
}

/**
 * The pages, assets and widgets of the build in `distDir` as a Hono app: `/widgets/*` from
 * `dist/widgets`, `/assets/*` from `dist/site/assets`, `/downloads/*` from `dist/site/downloads`,
 * any other path a page of the chosen site.
 * GET and HEAD only.
 */
export function createStaticSite({ distDir, scheduler }: StaticSiteOptions): Hono {
  const siteDir = join(distDir, "site");
  const routes = loadRoutes(readOptional(join(siteDir, "routes.json")));
  const csp = withScheduler(loadCspManifest(readOptional(join(siteDir, "csp.json"))), scheduler);

  // Sends the one file the handlers below chose (its path arrives as the binding `file`). It gets
  // a request of its own because serveStatic reads Accept-Encoding from the request it is given.
  const files = new Hono<{ Bindings: { file: string } }>();
  files.get(
    "*",
    serveStatic({
      precompressed: true,
      rewriteRequestPath: (_, c) => c.env.file,
    }),
  );

  async function send(c: Context, served: Served): Promise<Response> {
    const acceptEncoding = currentTwinsOnly(
      c.req.header("accept-encoding"),
      served.path,
      served.stats,
    );
    const inner = new Request("http://dist/", {
      method: c.req.method,
      headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
    });
    const response = await files.fetch(inner, { file: served.path });
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(served.headers ?? {})) headers.set(name, value);
    headers.set("Cache-Control", served.cacheControl);
    headers.set("X-Content-Type-Options", "nosniff");
    // Caches must keep the variants apart even while only one exists.
    if (isCompressible(served.path)) headers.set("Vary", "Accept-Encoding");
    return new Response(response.body, { status: served.status ?? response.status, headers });
  }

  /** The file under `dir` that the path after `/<mount>/` names. */
  const fileUnder = (dir: string, c: Context) => {
    const segments = safeSegments(new URL(c.req.url).pathname)?.slice(1);
    if (!segments?.length) return undefined;
    const path = join(dir, ...segments);
    const stats = fileStats(path);
    return stats ? { path, stats, segments } : undefined;
  };

  const app = new Hono();

  app.get(
    "/widgets/*",
    // Hosts on other origins load these with <script src>, type=module (CORS) or fetch.
    cors({ origin: "*" }),
    etag(),
    (c) => {
      const crossOrigin = { "Cross-Origin-Resource-Policy": "cross-origin" };
      const found = fileUnder(join(distDir, "widgets"), c);
      if (!found) return notFoundText(crossOrigin);
      return send(c, {
        ...found,
        // Chunks are hashed; a version folder (`/widgets/1.2.3/…`) is never rebuilt in place.
        cacheControl:
          found.segments[0] === "chunks" || isVersionFolder(found.segments[0] ?? "")
            ? IMMUTABLE
            : SHORT_LIVED,
        headers: crossOrigin,
      });
    },
  );

  // The free resources: saved as a file with its own name rather than opened in the tab.
  app.get("/downloads/*", etag(), (c) => {
    const found = fileUnder(join(siteDir, "downloads"), c);
    if (!found) return notFoundText();
    const name = found.segments.at(-1) ?? "download";
    return send(c, {
      ...found,
      cacheControl: SHORT_LIVED,
      headers: {
        // serveStatic's own type table has no entry for workbooks.
        "Content-Type": getMimeType(name, DOWNLOAD_TYPES) ?? "application/octet-stream",
        "Content-Disposition": `attachment; filename="${name.replace(/"/g, "")}"`,
      },
    });
  });

  app.get("/assets/*", etag(), (c) => {
    const found = fileUnder(join(siteDir, "assets"), c);
    if (!found) return notFoundText();
    const hashed = found.segments[0] !== UNHASHED_ASSETS;
    return send(c, { ...found, cacheControl: hashed ? IMMUTABLE : SHORT_LIVED });
  });

  app.get("*", pageSecurityHeaders(csp, siteFor), etag(), (c) => {
    const url = new URL(c.req.url);
    const site = siteFor(url, c.req.header("host"));
    const answer = pageFor(join(siteDir, site), routes[site], url.pathname);
    if (answer === null) return notFoundText();
    if ("redirect" in answer) return c.redirect(redirectTarget(answer.redirect, url), 301);
    return send(c, answer);
  });

  app.all(
    "*",
    () => new Response("Method not allowed\n", { status: 405, headers: { Allow: "GET, HEAD" } }),
  );

  return app;
}

/** A file of the build that may be missing (an older or partial build), as text. */
function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * What answers `pathname` in one site: a redirect; else the file, else its index.html, else the
 * page of a wildcard route it is under (`/privacy/x` serves `/privacy`); else with status 404 the
 * not-found page of the longest prefix it starts with, else the site's 404.html; null when the
 * site has no 404.html either.
 */
function pageFor(
  treeDir: string,
  routes: SiteRoutes,
  pathname: string,
): Served | { redirect: string } | null {
  const segments = safeSegments(pathname);
  const notFound = (file: string): Served | null => {
    const path = join(treeDir, ...file.split("/"));
    const stats = fileStats(path);
    return stats ? { path, stats, cacheControl: HTML_CACHE, status: 404 } : null;
  };
  if (!segments) return notFound("404.html");

  const path = `/${segments.join("/")}`;
  const redirect = routes.redirects.get(path);
  if (redirect) return { redirect };

  const candidates = [join(treeDir, ...segments), join(treeDir, ...segments, "index.html")];
  const wildcard = routes.wildcards.find((prefix) => path.startsWith(`${prefix}/`));
  if (wildcard) candidates.push(join(treeDir, ...wildcard.split("/"), "index.html"));
  for (const candidate of candidates) {
    const stats = fileStats(candidate);
    if (stats) {
      const cacheControl = candidate.endsWith(".html") ? HTML_CACHE : SHORT_LIVED;
      return { path: candidate, stats, cacheControl };
    }
  }

  // A prefix may end in a slash or mid-word (`/mortgage-broker-`): match the path as requested.
  const requested = pathname.endsWith("/") && segments.length > 0 ? `${path}/` : path;
  const prefixPage = routes.notFound.find((route) => requested.startsWith(route.prefix));
  return (prefixPage && notFound(prefixPage.file)) || notFound("404.html");
}
