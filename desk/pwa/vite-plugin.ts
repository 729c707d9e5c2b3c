import { createHash } from "node:crypto";
import type { Plugin, Rollup } from "vite";
import type { SiteConfig } from "../../src/config";
import { deskApp } from "../../src/content/desk-push";
import { deskIconPng } from "./icon-png";

/** The icon sizes browsers ask for: the home screen's and the install prompt's. */
const ICON_SIZES = [192, 512] as const;
const THEME = "#0f2a4a";

const html = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/** The web app manifest: the desk opens full screen from the home screen, at the inbox. */
export function deskManifest(site: Pick<SiteConfig, "tradingName">) {
  return {
    name: deskApp.name(site.tradingName),
    short_name: deskApp.shortName,
    description: deskApp.description,
    id: "/desk/",
    start_url: "/desk/",
    scope: "/desk/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME,
    icons: ICON_SIZES.map((size) => ({
      src: `/desk/icons/desk-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any maskable",
    })),
  };
}

/** The page the service worker shows for a page of the desk while the phone is offline. */
export function offlinePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="theme-color" content="${THEME}" />
    <title>${html(deskApp.offlineTitle)}</title>
    <link rel="stylesheet" href="/desk/offline.css" />
  </head>
  <body>
    <main>
      <h1>${html(deskApp.offlineHeading)}</h1>
      <p>${html(deskApp.offlineText)}</p>
      <p><a href="/desk/">${html(deskApp.offlineRetry)}</a></p>
    </main>
  </body>
</html>
`;
}

const OFFLINE_CSS = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#0f172a;background:#fff}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.5rem;margin:0 0 .75rem;color:${THEME}}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:${THEME};color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#e2e8f0}h1{color:#93c5fd}}
`;

/** The service worker's file in the desk's build (`desk/vite.config.ts`). */
const WORKER = "sw.js";

/**
 * What the service worker keeps of a build: every script and stylesheet of every page (those
 * loaded lazily too, which the desk's page does not name), and a version that changes with them.
 */
export function deskBuild(bundle: Rollup.OutputBundle): { version: string; files: string[] } {
  const files = Object.keys(bundle)
    .filter((name) => name.startsWith("assets/") && !name.endsWith(".map"))
    .sort()
    .map((name) => `/desk/${name}`);
  const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  return { version, files };
}

/**
 * Adds to the desk's build what installs it on a phone: the manifest, its icons (drawn here),
 * the offline page the service worker keeps, and, at the top of the worker, the build's files
 * for it to keep. Written from the site's content, so nothing of it is kept twice.
 */
export function deskInstallFiles(site: Pick<SiteConfig, "tradingName">): Plugin {
  return {
    name: "desk-install-files",
    apply: "build",
    generateBundle(_, bundle) {
      const worker = bundle[WORKER];
      if (worker?.type !== "chunk") throw new Error(`the desk's build has no ${WORKER}`);
      // Before the worker's own code, on its first line, so its source map still holds.
      worker.code = `self.deskBuild=${JSON.stringify(deskBuild(bundle))};${worker.code}`;
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: "asset", fileName, source });
      emit("manifest.webmanifest", `${JSON.stringify(deskManifest(site), null, 2)}\n`);
      emit("offline.html", offlinePage());
      emit("offline.css", OFFLINE_CSS);
      for (const size of ICON_SIZES) emit(`icons/desk-${size}.png`, deskIconPng(size));
    },
  };
}
