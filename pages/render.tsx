/**
 * The pre-render entry. `tooling/page-bundle.ts` bundles this file for Node with React aliased to
 * `preact/compat`, so the React-typed page components render through Preact's string renderer:
 * no React runtime is needed at build time and none is shipped to the browser.
 */

import type { VNode } from "preact";
import { renderToStaticMarkup } from "preact-render-to-string";
import { createElement, type ReactNode } from "react";
import type { SiteConfig } from "../src/config";
import {
  type PageAssets,
  type PageContext,
  PageContextValue,
  type PrerenderWidget,
  type Site,
} from "./context";
import type { NotFoundDefinition, Page, RouteDefinition } from "./page";
import { notFoundRoute, notFoundRoutes, redirects, routes } from "./route-table";
import {
  breadcrumbData,
  businessData,
  defaultSocialImage,
  originFor,
  robotsTxt,
  scriptJson,
  sitemapXml,
} from "./seo";

export type { PageAssets, Site } from "./context";

export interface RenderedFile {
  site: Site;
  /** Path inside the tree's folder, e.g. "privacy/index.html", "404.html" or "sitemap.xml". */
  file: string;
  /** The file's text (HTML for pages; XML or plain text for the sitemap and robots.txt). */
  html: string;
}

/**
 * `dist/site/routes.json`, per site: the prefixes whose page also serves every path below, the
 * not-found pages of particular prefixes (file relative to the site; the longest matching prefix
 * wins, `404.html` otherwise), the permanent redirects, and every page's path (the funnel
 * counts a path it does not know as "other").
 */
export type RouteManifest = Record<
  Site,
  {
    pages: string[];
    wildcards: string[];
    notFound: { prefix: string; file: string }[];
    redirects: { from: string; to: string }[];
  }
>;

export interface RenderedSite {
  files: RenderedFile[];
  manifest: RouteManifest;
}

export interface RenderOptions {
  config: SiteConfig;
  assets: PageAssets;
  /** Pre-renders widgets' first views into the pages; without it widgets are bare tags. */
  prerenderWidget?: PrerenderWidget;
  /** Build year shown in copyright lines until the page script updates it. */
  year?: number;
}

const sites: readonly Site[] = ["main", "debt"];

// Any custom element's tag, the chat's in the main site's chrome included, brings the loader.
const customElementTag = /<[a-z][a-z0-9]*-[a-z0-9-]*[\s/>]/;

// A page showing an experiment's arms (`ExperimentArms`) brings the pre-paint script.
const experimentArm = /\sdata-exp="/;

const toMarkup = (node: ReactNode): string =>
  // The bundle aliases React to preact/compat, so these nodes are Preact vnodes.
  renderToStaticMarkup(node as unknown as VNode);

function renderDocument(context: PageContext, page: Page, canonical: boolean): string {
  const { config, site, path, assets } = context;
  const body = toMarkup(createElement(PageContextValue.Provider, { value: context }, page.body));
  // Only pages that actually contain a widget pay for the loader.
  const hasWidgets = customElementTag.test(body);
  const hasExperiments = experimentArm.test(body);
  const origin = originFor(config, site);
  const url = `${origin}${page.canonicalPath ?? path}`;
  const image = `${origin}${page.image ?? defaultSocialImage.path}`;
  const imageAlt = page.image ? page.title : defaultSocialImage.alt;
  const pixelId = site === "debt" ? config.pixels.metaPixelId : "";
  const structuredData = [
    businessData(config, site),
    ...(page.breadcrumbs?.length ? [breadcrumbData(origin, page.breadcrumbs)] : []),
    ...(page.structuredData ?? []),
  ];
  const head = toMarkup(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {canonical && !page.noindex ? <link rel="canonical" href={url} /> : null}
      {page.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="color-scheme" content="light" />
      <meta name="theme-color" content="#0f2a4a" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:site_name" content={config.tradingName} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      {canonical ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      {page.image ? null : (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(defaultSocialImage.width)} />
          <meta property="og:image:height" content={String(defaultSocialImage.height)} />
        </>
      )}
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link rel="icon" href="/assets/images/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.stylesheet} />
      <script type="module" src={assets.script} />
      {hasWidgets ? <script type="module" src="/widgets/loader.js" /> : null}
      {/* Classic and blocking, after the tags whose data-consent it reads: see pre-paint.ts. */}
      {hasExperiments ? <script src="/experiments.js" /> : null}
      {pixelId ? <meta name="meta-pixel-id" content={pixelId} /> : null}
      {structuredData.map((data) => (
        <script
          key={String(data["@type"])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own data
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>,
  );
  return `<!doctype html><html lang="en-AU" class="light"><head>${head}</head><body>${body}</body></html>\n`;
}

function fileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.replace(/^\/+/, "")}/index.html`;
}

function renderRoutePage(
  route: RouteDefinition,
  site: Site,
  options: RenderOptions,
): { page: Page; html: string } {
  const context: PageContext = {
    config: options.config,
    site,
    path: route.path,
    year: options.year ?? new Date().getFullYear(),
    assets: options.assets,
    prerenderWidget: options.prerenderWidget,
  };
  const page = route.page(context);
  return { page, html: renderDocument(context, page, true) };
}

/** Renders one route for one site, as a visitor would receive it. */
export function renderRoute(route: RouteDefinition, site: Site, options: RenderOptions): string {
  return renderRoutePage(route, site, options).html;
}

/** Renders a not-found page (the site's own, or a prefix's); it has no canonical address. */
export function renderNotFound(
  site: Site,
  options: RenderOptions,
  route: Pick<NotFoundDefinition, "page"> = notFoundRoute,
): string {
  const context: PageContext = {
    config: options.config,
    site,
    path: "/404",
    year: options.year ?? new Date().getFullYear(),
    assets: options.assets,
    prerenderWidget: options.prerenderWidget,
  };
  return renderDocument(context, route.page(context), false);
}

/** Where a prefix's not-found page is written inside its site: "/services/" -> "services/404.html". */
const notFoundFileFor = (prefix: string): string =>
  `${prefix.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9/-]+/gi, "-")}/404.html`;

/** Renders every route of both sites plus the route manifest the server reads. */
export function renderSite(options: RenderOptions): RenderedSite {
  const files: RenderedFile[] = [];
  const manifest = {} as RouteManifest;
  for (const site of sites) {
    const siteRoutes = routes.filter((route) => route.sites.includes(site));
    const indexable: string[] = [];
    for (const route of siteRoutes) {
      const { page, html } = renderRoutePage(route, site, options);
      files.push({ site, file: fileFor(route.path), html });
      const copyOfAnother = page.canonicalPath !== undefined && page.canonicalPath !== route.path;
      if (!page.noindex && !copyOfAnother) indexable.push(route.path);
    }
    const origin = originFor(options.config, site);
    files.push({ site, file: "sitemap.xml", html: sitemapXml(origin, indexable) });
    files.push({ site, file: "robots.txt", html: robotsTxt(origin) });
    files.push({ site, file: "404.html", html: renderNotFound(site, options) });
    const siteNotFound = notFoundRoutes.filter((route) => route.sites.includes(site));
    for (const route of siteNotFound) {
      files.push({
        site,
        file: notFoundFileFor(route.prefix),
        html: renderNotFound(site, options, route),
      });
    }
    manifest[site] = {
      pages: siteRoutes.map((route) => route.path),
      wildcards: siteRoutes.filter((route) => route.wildcard).map((route) => route.path),
      notFound: siteNotFound.map((route) => ({
        prefix: route.prefix,
        file: notFoundFileFor(route.prefix),
      })),
      redirects: redirects
        .filter((redirect) => redirect.sites.includes(site))
        .map(({ from, to }) => ({ from, to })),
    };
  }
  return { files, manifest };
}

export { routes };
