import { z } from "zod";
import type { Site } from "../../src/site";
import { parseBuildManifest } from "../http/build-manifest";

/**
 * One site's part of `dist/site/routes.json` (written by the page build, `RouteManifest` in
 * pages/render.tsx), ready for lookups: not-found prefixes longest first, so the first match is
 * the most specific, and redirects by their path without a trailing slash.
 */
export interface SiteRoutes {
  /** Every page's path, without a trailing slash. */
  pages: Set<string>;
  wildcards: string[];
  notFound: { prefix: string; file: string }[];
  redirects: Map<string, string>;
}

const path = z.string().startsWith("/");
const siteRoutesSchema = z.object({
  pages: z.array(path).default([]),
  wildcards: z.array(path).default([]),
  notFound: z
    .array(
      z.object({
        prefix: path,
        file: z
          .string()
          .refine(
            (file) => file.split("/").every((segment) => segment && !segment.startsWith(".")),
            "must be a file inside the tree (relative, no empty, hidden or .. segment)",
          ),
      }),
    )
    .default([]),
  redirects: z.array(z.object({ from: path, to: z.string().min(1) })).default([]),
});
const manifestSchema = z.object({
  main: siteRoutesSchema.optional(),
  debt: siteRoutesSchema.optional(),
});

const withoutTrailingSlash = (value: string) => value.replace(/(?<=.)\/+$/, "");

/**
 * The route table from the text of routes.json; no text (a build without one) means every page
 * is a file. A table that cannot be read stops the server with the reason rather than serving
 * the wrong pages.
 */
export function loadRoutes(text: string | undefined): Record<Site, SiteRoutes> {
  const manifest =
    text === undefined
      ? manifestSchema.parse({})
      : parseBuildManifest(text, "routes.json", manifestSchema, "a valid route table");
  const routesOf = (site: Site): SiteRoutes => {
    const routes = manifest[site] ?? siteRoutesSchema.parse({});
    return {
      pages: new Set(routes.pages.map(withoutTrailingSlash)),
      wildcards: routes.wildcards,
      notFound: [...routes.notFound].sort((a, b) => b.prefix.length - a.prefix.length),
      redirects: new Map(routes.redirects.map(({ from, to }) => [withoutTrailingSlash(from), to])),
    };
  };
  return { main: routesOf("main"), debt: routesOf("debt") };
}

/**
 * The page `path` is counted as: itself when it is a page of the site, the page serving its
 * subtree when it is below one (`/thank-you/x` is `/thank-you`), else null.
 */
export function pageOf(routes: SiteRoutes, path: string): string | null {
  const bare = withoutTrailingSlash(path);
  if (routes.pages.has(bare)) return bare;
  const wildcard = routes.wildcards.find((prefix) => bare.startsWith(`${prefix}/`));
  return wildcard ? withoutTrailingSlash(wildcard) : null;
}
