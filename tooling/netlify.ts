/**
 * `npm run build:netlify`: builds, then lays out dist/netlify/ for Netlify's CDN, one
 * site serving both sites as the Node server does: the main site at the root with the assets,
 * downloads and widget scripts, the debt site under `_debt/` for requests to the debt origin's
 * host (`SITE_DEBT_ORIGIN`), and `_redirects` and `_headers` written from `dist/site/routes.json`,
 * `dist/site/csp.json` and the server's own headers. Netlify compresses by itself, so the
 * `.br`/`.gz` twins stay out, and source maps are never published. `/experiments.js` is not a
 * file here: a function answers it on both hosts (`functions/netlify/functions/experiments.ts`).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { IMMUTABLE, SHORT_LIVED } from "../functions/http/cache-control";
import {
  loadCspManifest,
  pageHeaderValues,
  withScheduler,
} from "../functions/http/content-security";
import { loadRoutes, type SiteRoutes } from "../functions/server/routes";
import { isSourceMap, UNHASHED_ASSETS } from "../functions/server/static";
import { isVersionFolder } from "../functions/server/widget-versions";
import { type SchedulerEmbed, schedulerOptions } from "../functions/settings/scheduler";
import { loadConfig } from "../src/config";

const DEBT_DIR = "_debt";

/** One `_headers` rule: a path pattern and the headers it sets. */
export type HeaderRule = [path: string, headers: Record<string, string>];

/** A site's redirects, wildcard pages and not-found pages; `host` and `dir` for the debt site. */
function siteRules(site: SiteRoutes, host = "", dir = ""): string[] {
  // `!` forces a rule over an existing file: the debt host must never see the main site.
  const force = host ? "!" : "";
  return [
    ...[...site.redirects].map(([from, to]) => `${host}${from} ${to} 301${force}`),
    ...site.wildcards.map((path) => `${host}${path}/* ${dir}${path}/index.html 200${force}`),
    ...site.notFound.map(({ prefix, file }) => `${host}${prefix}* ${dir}/${file} 404`),
  ];
}

/**
 * The header rules of the published tree, in order. Netlify gives a path the headers of every
 * rule it matches, a later rule's value replacing an earlier one's of the same name, so each
 * rule after `/*` says only what differs from it:
 * - every page: the security headers the Node server sends the main site's pages (its CSP with
 *   its inline-style hashes, the broker's scheduler's hosts as the server adds them, frame and
 *   permission policies, HSTS, nosniff…); the debt site's pages, served from `_debt/`, its own CSP;
 * - page scripts and styles (content-hashed) for a year, page images briefly;
 * - widget scripts readable from any site (CORS and cross-origin resource policy), entry and
 *   standalone scripts briefly, hashed chunks and pinned versions for a year.
 */
export async function headerRules(
  cspJson: string | undefined,
  widgetFolders: string[],
  scheduler?: SchedulerEmbed,
): Promise<HeaderRule[]> {
  const csp = withScheduler(loadCspManifest(cspJson), scheduler);
  const main = await pageHeaderValues(csp, "main");
  const debt = await pageHeaderValues(csp, "debt");
  const debtOnly = Object.fromEntries(
    Object.entries(debt).filter(([name, value]) => main[name] !== value),
  );
  const forGood = { "cache-control": IMMUTABLE };
  return [
    ["/*", main],
    ...(Object.keys(debtOnly).length ? [[`/${DEBT_DIR}/*`, debtOnly] as HeaderRule] : []),
    ["/assets/*", forGood],
    [`/assets/${UNHASHED_ASSETS}/*`, { "cache-control": SHORT_LIVED }],
    ["/downloads/*", { "cache-control": SHORT_LIVED, "content-disposition": "attachment" }],
    [
      "/widgets/*",
      {
        "cache-control": SHORT_LIVED,
        // Widgets are embedded on other sites and import their chunks from here.
        "access-control-allow-origin": "*",
        "cross-origin-resource-policy": "cross-origin",
      },
    ],
    ["/widgets/chunks/*", forGood],
    ...widgetFolders.filter(isVersionFolder).map((v): HeaderRule => [`/widgets/${v}/*`, forGood]),
  ];
}

/** `rules` as Netlify's `_headers` file. */
export function headersFile(rules: HeaderRule[]): string {
  return rules
    .map(([path, set]) => [path, ...Object.entries(set).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n")
    .concat("\n");
}

/**
 * Lays out `<dist>/netlify/` from the build in `dist`; the debt site answers on `debtOrigin`, and
 * the pages' policy allows `scheduler` (the build's `CAL_*` or `CALENDLY_*` settings) as the Node
 * server's does.
 */
export async function layOutNetlify(
  dist: string,
  debtOrigin: string,
  scheduler?: SchedulerEmbed,
): Promise<void> {
  const out = join(dist, "netlify");
  const published = (source: string) =>
    !/\.(br|gz)$/.test(source) && !isSourceMap(basename(source));
  const copy = (from: string, to: string) =>
    cpSync(join(dist, from), join(out, to), { recursive: true, filter: published });

  rmSync(out, { recursive: true, force: true });
  copy("site/main", ".");
  copy("site/debt", DEBT_DIR);
  copy("site/assets", "assets");
  if (existsSync(join(dist, "site/downloads"))) copy("site/downloads", "downloads");
  copy("widgets", "widgets");

  const routes = loadRoutes(readFileSync(join(dist, "site/routes.json"), "utf8"));
  const debtHost = new URL(debtOrigin).origin;
  const shared = ["api", "assets", "downloads", "widgets"];
  const redirects = [
    // The debt host shares the functions, assets, downloads and widgets, and has its own pages.
    ...shared.map((path) => `${debtHost}/${path}/* /${path}/:splat 200!`),
    // So is the experiments' script, a function of its own (functions/netlify/functions/).
    `${debtHost}/experiments.js /experiments.js 200!`,
    ...siteRules(routes.debt, debtHost, `/${DEBT_DIR}`),
    `${debtHost}/* /${DEBT_DIR}/:splat 200!`,
    ...siteRules(routes.main),
  ];
  writeFileSync(join(out, "_redirects"), `${redirects.join("\n")}\n`);

  const cspPath = join(dist, "site/csp.json");
  const rules = await headerRules(
    existsSync(cspPath) ? readFileSync(cspPath, "utf8") : undefined,
    readdirSync(join(dist, "widgets")),
    scheduler,
  );
  writeFileSync(join(out, "_headers"), headersFile(rules));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = resolve(import.meta.dirname, "../dist");
  if (!existsSync(join(dist, "site/routes.json"))) {
    console.error("build:netlify: no build in dist/ (run npm run build first).");
    process.exit(1);
  }
  const { debtOrigin } = loadConfig(process.env);
  // Headers are files on Netlify: the scheduler the functions will use is read now, at build.
  const scheduler = schedulerOptions(process.env)?.embed;
  await layOutNetlify(dist, debtOrigin, scheduler);
  console.log(
    `build:netlify: dist/netlify/ (debt site at ${new URL(debtOrigin).origin}; scheduler: ${scheduler?.name ?? "none"})`,
  );
}
