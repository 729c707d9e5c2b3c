/**
 * The steps of the page build, importable by the build script and by tests:
 * bundle the pre-renderer, build the page script and stylesheet, write the two sites.
 */
import { cp, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";
import type { PageAssets, RenderedSite, RenderOptions } from "../pages/render";
import { widgetDefines } from "../vite.config";
import { clearExcept } from "./clear.ts";
import { reactAsPreact } from "./react-as-preact.ts";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

type RendererModule = typeof import("../pages/render");
type WidgetPrerendererModule = typeof import("./prerender-widgets");

const outputsOf = (result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] => {
  if (Array.isArray(result)) return result;
  if ("output" in result) return [result];
  throw new Error("the page build unexpectedly started a watcher");
};

/**
 * Bundles `entry` (a path from the root) for Node into `outDir` as `<name>.mjs` and imports it.
 * Bundled whole, so the output runs from any folder and Preact is one instance.
 */
async function bundleForNode<Module>(
  entry: string,
  name: string,
  outDir: string,
  config: Pick<InlineConfig, "resolve" | "define" | "plugins">,
): Promise<Module> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    ...config,
    build: {
      ssr: join(root, entry),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: `${name}.mjs` } },
    },
    ssr: { noExternal: true, target: "node" },
  });
  return importBundle<Module>(outDir, name);
}

async function importBundle<Module>(outDir: string, name: string): Promise<Module> {
  // A fresh query string defeats the module cache when a test bundles twice.
  const url = `${pathToFileURL(join(outDir, `${name}.mjs`)).href}?t=${Date.now()}`;
  return (await import(url)) as Module;
}

/** Bundles `pages/render.tsx` for Node into `outDir` and imports it. */
export function bundleRenderer(outDir: string): Promise<RendererModule> {
  return bundleForNode("pages/render.tsx", "render", outDir, { resolve: { alias: reactAsPreact } });
}

/**
 * Bundles `tooling/prerender-widgets.ts` for Node into `outDir` and imports it. Built apart from
 * the pages because it needs the real React (the pages' build aliases React to Preact) and the
 * widgets' build-time constants.
 */
export function bundleWidgetPrerenderer(outDir: string): Promise<WidgetPrerendererModule> {
  return bundleForNode("tooling/prerender-widgets.ts", "prerender-widgets", outDir, {
    define: widgetDefines(),
    plugins: [recordedRegistrations()],
  });
}

/**
 * Each element's registration (`widgets/<tag>/index.ts`) records its component and options
 * (`./recorded-elements.ts`) rather than defining an element: the pre-renderer renders what the
 * registrations name, so a new element needs no line here.
 */
function recordedRegistrations(): Plugin {
  const registration = /[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: "recorded-registrations",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !registration.test(importer)) return null;
      if (!source.endsWith("/shared/element/define-element")) return null;
      return join(root, "tooling/recorded-elements.ts");
    },
  };
}

/**
 * Builds the page script and stylesheet with hashed names into `<siteDir>/assets`. The script is
 * built as a library: an app build wraps each dynamic import in Vite's preload helper (about
 * 700 bytes gzip of the chrome every page loads), which preloads a part's CSS and static imports,
 * and the page's parts have neither (the stylesheet is built on its own).
 */
export async function buildPageAssets(siteDir: string): Promise<PageAssets> {
  const outDir = join(siteDir, "assets");
  const names = {
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "[name]-[hash].js",
    assetFileNames: "[name]-[hash][extname]",
  };
  const scriptBuild = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2020",
      lib: { entry: { shell: join(root, "pages/shell/index.ts") }, formats: ["es"] },
      rolldownOptions: {
        // What a part shares with the chrome stays in the chrome (a library keeps its entry's
        // exports exact, which would split it into one more file every page fetches first).
        preserveEntrySignatures: "allow-extension",
        output: { ...names, minify: true, comments: false },
      },
    },
  });
  const styleBuild = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      cssTarget: "chrome100",
      rolldownOptions: {
        input: { site: join(root, "pages/styles/index.css") },
        output: names,
      },
    },
  });
  let script = "";
  let stylesheet = "";
  for (const output of [...outputsOf(scriptBuild), ...outputsOf(styleBuild)]) {
    for (const item of output.output) {
      if (item.type === "chunk" && item.isEntry && item.name === "shell") script = item.fileName;
      if (item.type === "asset" && item.fileName.endsWith(".css")) stylesheet = item.fileName;
    }
  }
  if (!script || !stylesheet) throw new Error("page script or stylesheet missing from the build");
  return { script: `/assets/${script}`, stylesheet: `/assets/${stylesheet}` };
}

/** Writes both sites, their 404 pages, `routes.json` and the page images into `siteDir`. */
export async function writeSite(siteDir: string, rendered: RenderedSite): Promise<void> {
  for (const { site, file, html } of rendered.files) {
    const target = join(siteDir, site, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  await writeFile(join(siteDir, "routes.json"), `${JSON.stringify(rendered.manifest, null, 2)}\n`);
  await cp(join(root, "pages/public/images"), join(siteDir, "assets/images"), { recursive: true });
}

/** Intermediate output of the page build, never served. */
const BUILD_CACHE = "node_modules/.cache/page-build";
/**
 * The widget pre-renderer's bundle, written once by the build's `prerenderer` step and read by
 * the first views and the pages alike.
 */
export const WIDGET_PRERENDERER_DIR = `${BUILD_CACHE}/widget-prerender`;

/** The widget pre-renderer the `prerenderer` step bundled. */
export function loadWidgetPrerenderer(): Promise<WidgetPrerendererModule> {
  return importBundle(join(root, WIDGET_PRERENDERER_DIR), "prerender-widgets");
}

/** What other steps write into dist/site: the page build leaves it in place. */
const OTHER_STEPS_IN_SITE = ["downloads", "main/embed"];

/**
 * The whole page build: `dist/site` afresh, but for what other steps write into it. Renders the
 * widgets with the bundle of the `prerenderer` step (`loadWidgetPrerenderer`).
 */
export async function buildSite(
  siteDir: string,
  renderOptions: Omit<RenderOptions, "assets" | "prerenderWidget">,
): Promise<RenderedSite> {
  clearExcept(siteDir, OTHER_STEPS_IN_SITE);
  // The renderers are bundled where build tools keep their caches: not shipped, not committed,
  // and they still import React from the project's node_modules.
  const renderer = await bundleRenderer(join(root, BUILD_CACHE, "pages"));
  const widgets = await loadWidgetPrerenderer();
  const assets = await buildPageAssets(siteDir);
  const site = renderer.renderSite({
    ...renderOptions,
    assets,
    prerenderWidget: widgets.prerenderWidget,
  });
  await writeSite(siteDir, site);
  return site;
}
