import { createReadStream, readFileSync, type Stats, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { getMimeType } from "hono/utils/mime";
import { type Site, siteFor } from "../../src/site";
import { acceptedEncodings, isCompressible } from "./precompressed";

/** Hashed names change with their content, so a browser or CDN may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Names that stay the same across deploys: re-checked soon, served stale while that happens. */
const SHORT_LIVED = "public, max-age=300, stale-while-revalidate=86400";
const HTML_CACHE = "no-cache";

interface Routes {
  wildcards: string[];
}

export interface StaticSiteOptions {
  /** The build output: holds `site/` (pages and assets) and `widgets/`. */
  distDir: string;
}

/** The three kinds of static file the server answers with, each as a Fetch-API handler. */
export interface StaticSite {
  /** `/widgets/*` from `dist/widgets`, loadable by any site. */
  widgets(req: Request): Promise<Response>;
  /** `/assets/*` from `dist/site/assets`: hashed page assets. */
  assets(req: Request): Promise<Response>;
  /** Any other path: a page of the main or the debt site, or that site's 404 page. */
  page(req: Request): Promise<Response>;
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
 * The decoded segments of a URL path, or null when one could leave the directory it is served
 * from (`..`, an encoded slash) or names a hidden file.
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
    if (segment.startsWith(".") || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

interface FileResponseOptions {
  cacheControl: string;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The file at `path`, or its `.br`/`.gz` twin when the client accepts that encoding. Answers
 * conditional requests with 304.
 */
function fileResponse(req: Request, path: string, stats: Stats, options: FileResponseOptions) {
  const headers = new Headers(options.headers);
  headers.set("Content-Type", getMimeType(path) ?? "application/octet-stream");
  headers.set("Cache-Control", options.cacheControl);
  headers.set("X-Content-Type-Options", "nosniff");

  let servedPath = path;
  let served = stats;
  let encoding = "identity";
  if (isCompressible(path)) {
    // Caches must keep the variants apart even while only one exists.
    headers.set("Vary", "Accept-Encoding");
    for (const candidate of acceptedEncodings(req.headers.get("accept-encoding"))) {
      const variant = fileStats(path + candidate.suffix);
      // A twin older than its file is left from an earlier build that was only partly redone.
      if (variant && variant.mtimeMs >= stats.mtimeMs) {
        servedPath = path + candidate.suffix;
        served = variant;
        encoding = candidate.name;
        headers.set("Content-Encoding", candidate.name);
        break;
      }
    }
  }
  const etag = `"${served.size.toString(36)}-${Math.floor(served.mtimeMs).toString(36)}-${encoding}"`;
  headers.set("ETag", etag);
  headers.set("Last-Modified", served.mtime.toUTCString());

  const status = options.status ?? 200;
  if (status === 200 && req.headers.get("if-none-match")?.includes(etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(served.size));
  if (req.method === "HEAD") return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(servedPath)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

function loadRoutes(siteDir: string): Partial<Record<Site, Routes>> {
  try {
    return JSON.parse(readFileSync(join(siteDir, "routes.json"), "utf8"));
  } catch {
    // A build without wildcard routes: every page is a file.
    return {};
  }
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

/**
 * Serves the build output. A page request goes to the main or the debt tree (`siteFor` on the
 * URL and Host), then for path P: the file P, else P/index.html, else the page of a wildcard
 * prefix P starts with (`/privacy/x` serves `/privacy`), else the tree's 404.html with status 404.
 */
export function createStaticSite({ distDir }: StaticSiteOptions): StaticSite {
  const siteDir = join(distDir, "site");
  const assetsDir = join(siteDir, "assets");
  const widgetsDir = join(distDir, "widgets");
  const routes = loadRoutes(siteDir);

  const underPrefix = (req: Request, prefix: string): string[] | null => {
    const segments = safeSegments(new URL(req.url).pathname);
    return segments && segments[0] === prefix ? segments.slice(1) : null;
  };

  return {
    async widgets(req) {
      // Hosts on other origins load these with <script src>, type=module (CORS) or fetch.
      const crossOrigin = {
        "Access-Control-Allow-Origin": "*",
        "Cross-Origin-Resource-Policy": "cross-origin",
      };
      const segments = underPrefix(req, "widgets");
      const path = segments && segments.length > 0 ? join(widgetsDir, ...segments) : undefined;
      const stats = path ? fileStats(path) : undefined;
      if (!path || !stats) return notFoundText(crossOrigin);
      return fileResponse(req, path, stats, {
        cacheControl: segments?.[0] === "chunks" ? IMMUTABLE : SHORT_LIVED,
        headers: crossOrigin,
      });
    },

    async assets(req) {
      const segments = underPrefix(req, "assets");
      const path = segments && segments.length > 0 ? join(assetsDir, ...segments) : undefined;
      const stats = path ? fileStats(path) : undefined;
      if (!path || !stats) return notFoundText();
      return fileResponse(req, path, stats, { cacheControl: IMMUTABLE });
    },

    async page(req) {
      const url = new URL(req.url);
      const site = siteFor(url, req.headers.get("host") ?? undefined);
      const treeDir = join(siteDir, site);
      const segments = safeSegments(url.pathname);
      const cacheFor = (path: string) => (path.endsWith(".html") ? HTML_CACHE : SHORT_LIVED);

      if (segments) {
        const candidates = [join(treeDir, ...segments), join(treeDir, ...segments, "index.html")];
        const path = `/${segments.join("/")}`;
        const wildcard = routes[site]?.wildcards.find((prefix) => path.startsWith(`${prefix}/`));
        if (wildcard) candidates.push(join(treeDir, ...wildcard.split("/"), "index.html"));
        for (const candidate of candidates) {
          const stats = fileStats(candidate);
          if (stats)
            return fileResponse(req, candidate, stats, { cacheControl: cacheFor(candidate) });
        }
      }

      const notFoundPage = join(treeDir, "404.html");
      const stats = fileStats(notFoundPage);
      if (!stats) return notFoundText();
      return fileResponse(req, notFoundPage, stats, { cacheControl: HTML_CACHE, status: 404 });
    },
  };
}
