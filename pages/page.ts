import type { ReactNode } from "react";
import type { PageContext, Site } from "./context";

/** What one route renders for one site. */
export interface Page {
  title: string;
  description: string;
  /** The whole `<body>` content, chrome included. */
  body: ReactNode;
  /** Pages that must not appear in search results (not-found, thank-you). */
  noindex?: boolean;
  /** Page-specific JSON-LD objects (FAQPage, Service, Review, ...), each with its `@type`. */
  structuredData?: Record<string, unknown>[];
  /** The trail from the home page to this page, for BreadcrumbList data. */
  breadcrumbs?: { name: string; path: string }[];
  /** Sharing image (Open Graph, Twitter), a path on the site; a site-wide default otherwise. */
  image?: string;
  /**
   * A page that repeats another page of its site (the debt site's /debtconsol is its home page)
   * names that page's path: the canonical link points there and the sitemap leaves it out.
   */
  canonicalPath?: string;
}

export interface RouteDefinition {
  /** Path the page is served at, e.g. "/privacy". */
  path: string;
  sites: readonly Site[];
  /** Also serves every path below it, e.g. "/privacy/anything". */
  wildcard?: boolean;
  page: (context: PageContext) => Page;
}

/**
 * The page shown, with status 404, for an unknown path that starts with `prefix` (an unknown
 * service slug under "/services/", say), instead of the site's generic not-found page.
 */
export interface NotFoundDefinition {
  prefix: string;
  sites: readonly Site[];
  page: (context: PageContext) => Page;
}

/** A path that answers with a permanent redirect to another page of the same site. */
export interface RedirectDefinition {
  from: string;
  to: string;
  sites: readonly Site[];
}
