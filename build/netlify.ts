/**
 * `npm run build:netlify`: builds, then lays out dist/netlify/ for Netlify's CDN, one
 * site serving both sites as the Node server does: the main site at the root with the assets,
 * downloads and widget scripts, the debt site under `_debt/` for requests to the debt origin's
 * host (`SITE_DEBT_ORIGIN`), and `_redirects` and `_headers` written from `dist/site/routes.json`
 * and the server's cache policy. Netlify compresses by itself, so the `.br`/`.gz` twins stay out.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadRoutes, type SiteRoutes } from "../functions/server/routes";
import { IMMUTABLE, SHORT_LIVED } from "../functions/server/static";
import { loadConfig } from "../src/config";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const out = join(dist, "netlify");
const DEBT_DIR = "_debt";

if (!existsSync(join(dist, "site/routes.json"))) {
  console.error("build:netlify: no build in dist/ (run npm run build first).");
  process.exit(1);
}

const withoutTwins = (source: string) => !/\.(br|gz)$/.test(source);
const copy = (from: string, to: string) =>
  cpSync(join(dist, from), join(out, to), { recursive: true, filter: withoutTwins });

rmSync(out, { recursive: true, force: true });
copy("site/main", ".");
copy("site/debt", DEBT_DIR);
copy("site/assets", "assets");
copy("site/downloads", "downloads");
copy("widgets", "widgets");

const routes = loadRoutes(readFileSync(join(dist, "site/routes.json"), "utf8"));
const debtHost = new URL(loadConfig(process.env).debtOrigin).origin;

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

const shared = ["api", "assets", "downloads", "widgets"];
const redirects = [
  // The debt host shares the functions, assets, downloads and widgets, and has its own pages.
  ...shared.map((path) => `${debtHost}/${path}/* /${path}/:splat 200!`),
  ...siteRules(routes.debt, debtHost, `/${DEBT_DIR}`),
  `${debtHost}/* /${DEBT_DIR}/:splat 200!`,
  ...siteRules(routes.main),
];
writeFileSync(join(out, "_redirects"), `${redirects.join("\n")}\n`);

const headers = {
  "/assets/*": { "Cache-Control": IMMUTABLE },
  // Widgets are embedded on other sites and import their chunks from here.
  "/widgets/*": { "Cache-Control": SHORT_LIVED, "Access-Control-Allow-Origin": "*" },
  "/downloads/*": { "Cache-Control": SHORT_LIVED },
};
writeFileSync(
  join(out, "_headers"),
  Object.entries(headers)
    .map(([path, set]) => [path, ...Object.entries(set).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n")
    .concat("\n"),
);
console.log(`build:netlify: dist/netlify/ (debt site at ${debtHost})`);
