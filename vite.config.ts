import { existsSync, readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { InlineConfig, Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { loadConfig } from "./src/config/index.ts";
import { deliveryDefines, plainElements } from "./tooling/declared-widgets.ts";
import { ownKeysOnly, umdFreeDefines } from "./tooling/page-globals.ts";
import { neutralAttributes } from "./widgets/delivery/choices.ts";
import { plainAttributeDefines } from "./widgets/shared/element/plain-attributes.ts";

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Every folder under widgets/ with an index.ts is an element whose tag is the folder name, so
 * a new widget is built, loaded and made standalone without touching this file.
 */
export function widgetEntries(base: string = root): Record<string, string> {
  const widgetsDir = resolve(base, "widgets");
  const entries: Record<string, string> = {};
  for (const dirent of readdirSync(widgetsDir, { withFileTypes: true })) {
    if (!dirent.isDirectory() || dirent.name === "shared") continue;
    const index = resolve(widgetsDir, dirent.name, "index.ts");
    if (existsSync(index)) entries[dirent.name] = index;
  }
  return entries;
}

/** Build-time constants of the widget modules (a test checks that no secret is among them). */
export function widgetDefines(): Record<string, string> {
  return {
    __SITE_CONFIG__: JSON.stringify(loadConfig(process.env)),
    __WIDGET_TAGS__: JSON.stringify(Object.keys(widgetEntries()).sort()),
    __VIEW_MODULE_NEUTRAL__: JSON.stringify(neutralAttributes),
    // The loader's tables, from each widget's declared delivery.
    ...deliveryDefines(),
    "process.env.NODE_ENV": '"production"',
    // Dependencies' UMD checks never take a page's AMD loader for ours (`tooling/page-globals.ts`).
    ...umdFreeDefines,
    // The plain elements' attribute names and defaults, from their declarations.
    ...plainAttributeDefines(plainElements()),
  };
}

const widgetTarget = "es2020";

/**
 * The loader (`widgets/delivery/loader.ts`) is built on its own, after the elements: whatever
 * it imports is bundled into loader.js, never split into a chunk it shares with an element
 * (which every host page would then fetch before any widget is wanted).
 */
export function loaderBuild(base: string = root): InlineConfig {
  return {
    configFile: false,
    root: base,
    publicDir: false,
    logLevel: "warn",
    plugins: [ownKeysOnly()],
    define: widgetDefines(),
    build: {
      outDir: "dist/widgets",
      emptyOutDir: false,
      target: widgetTarget,
      minify: true,
      sourcemap: "hidden",
      modulePreload: false,
      rolldownOptions: {
        input: { loader: resolve(base, "widgets/delivery/loader.ts") },
        // No import or export and no `import.meta`, all inside a function: the same file runs
        // as a module and as a classic script (a tag manager's custom HTML), where top-level
        // names would otherwise land on the page's `window`.
        output: {
          format: "es",
          entryFileNames: "[name].js",
          banner: "(() => {",
          footer: "})();",
        },
      },
    },
  };
}

/**
 * What a first view runs once its element's code could not be imported
 * (`widgets/delivery/view-fallback.ts`): one file beside the first views, with nothing to fetch,
 * imported by the loader only then, so no page pays for it otherwise.
 */
export function viewFallbackBuild(base: string = root): InlineConfig {
  return {
    configFile: false,
    root: base,
    publicDir: false,
    logLevel: "warn",
    plugins: [ownKeysOnly()],
    define: widgetDefines(),
    build: {
      outDir: "dist/widgets/first-view",
      emptyOutDir: false,
      target: widgetTarget,
      minify: true,
      sourcemap: "hidden",
      modulePreload: false,
      rolldownOptions: {
        input: { fallback: resolve(base, "widgets/delivery/view-fallback.ts") },
        preserveEntrySignatures: "strict",
        output: { format: "es", entryFileNames: "[name].js" },
      },
    },
  };
}

/**
 * sonner appends its stylesheet to the document's <head> as a <style> when imported: a host
 * page whose Content-Security-Policy has no 'unsafe-inline' refuses it (a console error on every
 * page that shows a toast), and it styles the document, not the shadow root the toaster renders
 * in. The toaster adopts the same CSS as a constructed stylesheet instead
 * (`widgets/shared/toaster.tsx`), so the call is dropped; the build fails if sonner changes it.
 */
function withoutSonnerHeadStyle(): Plugin {
  const call = /^__insertCSS\(".*"\);$/m;
  return {
    name: "without-sonner-head-style",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!call.test(code)) throw new Error("sonner no longer calls __insertCSS: check its CSS");
      return { code: code.replace(call, ""), map: null };
    },
  };
}

/**
 * The plain elements' entries (`plain` in their declaration's delivery: `<exit-intent>`,
 * `<broker-chat>`'s button, no React) load before a
 * visitor's intent on a tight budget (`tests/bench/budgets.ts`), so each carries its own copy of
 * the stylesheet adopter every element uses, rather than loading it as a chunk of its own.
 */
function ownAdopterForPlainElements(): Plugin {
  // Read when first wanted, not when the config loads (the unit tests load it too).
  let plainEntry: RegExp | undefined;
  return {
    name: "own-adopter-for-plain-elements",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith("/shared/element/stylesheet")) return null;
      plainEntry ??= new RegExp(
        `[\\\\/]widgets[\\\\/](${plainElements()
          .map((element) => element.tag)
          .join("|")})[\\\\/](index|styles)\\.ts$`,
      );
      const tag = plainEntry.exec(importer)?.[1];
      if (!tag) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && `${resolved.id}?own=${tag}`;
    },
  };
}

const vendor = (names: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join("|")})[\\\\/]`);

/** The unit suites (Node): everything but the element and end-to-end tests. */
const unitFiles = [
  "src/**/*.test.ts",
  "functions/**/*.test.ts",
  "tooling/**/*.test.ts",
  "pages/**/*.test.{ts,tsx}",
  "widgets/**/*.test.ts",
  "desk/**/*.test.ts",
  "tests/fault/**/*.test.ts",
  "tests/build/**/*.test.ts",
  "tests/bench/**/*.test.ts",
];
const unitExcluded = ["**/*.element.test.ts", "**/node_modules/**", "dist/**", "tests/e2e/**"];
const storeSuites = [
  "functions/store/**/*.test.ts",
  "functions/forward/**/*.test.ts",
  "functions/cli/**/*.test.ts",
  "tests/fault/**/*.test.ts",
];

export default defineConfig(({ mode }) => ({
  root,
  // Chunks refer to each other relatively, so dist/widgets can be served from any path or CDN.
  base: "./",
  publicDir: false,
  plugins: [react(), withoutSonnerHeadStyle(), ownAdopterForPlainElements(), ownKeysOnly()],
  define: mode === "test" ? {} : widgetDefines(),
  build: {
    outDir: "dist/widgets",
    emptyOutDir: true,
    target: widgetTarget,
    minify: true,
    sourcemap: "hidden",
    // Vite's preload helper would add <link rel=modulepreload> tags to the host page's <head>.
    modulePreload: false,
    // Which file each source became, for the standalone scripts that import those files
    // (tooling/standalone.ts reads it; the build's widgets step moves it out of the
    // published folder, to node_modules/.cache/widget-build/: pages have no use for it).
    manifest: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The loader has a build of its own: `loaderBuild` above.
      input: widgetEntries(),
      preserveEntrySignatures: "allow-extension",
      // Imported constants are written in where used: a lazy part that needs a string from its
      // element's entry (the chat's session key) then does not import that entry, which the
      // standalone chat script, carrying the entry's code itself, would otherwise fetch again.
      optimization: { inlineConst: true },
      output: {
        format: "es",
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            {
              // One copy of React per page, whichever widgets are on it.
              name: "react",
              test: (id: string) =>
                vendor(["react", "react-dom", "scheduler", "@r2wc"]).test(id) ||
                id.includes("rolldown/runtime"),
              priority: 20,
            },
            {
              // Only reached through the calculator's dynamic import of its chart module.
              name: "recharts",
              test: vendor([
                "recharts",
                "victory-vendor",
                "d3-[a-z-]+",
                "internmap",
                "@reduxjs",
                "react-redux",
                "redux",
                "redux-thunk",
                "immer",
                "reselect",
                "decimal\\.js-light",
              ]),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "node",
    // Most suites wait on a database, a child process or a socket rather than the CPU: three
    // files at a time keep two cores busy (one at a time, the default there, leaves them idle).
    maxWorkers: 3,
    exclude: [...unitExcluded],
    // One in-memory store migrated for the whole run; each file's stores start from its copy.
    globalSetup: ["tests/fixtures/memory-template-setup.ts"],
    setupFiles: ["tests/fixtures/memory-template.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: unitFiles, exclude: [...unitExcluded, ...storeSuites] },
      },
      {
        // The suites of the store, the forwarder, the command line and the faults: each opens
        // databases and spawns nothing that outlives it, and none stubs a global or mocks a
        // module. Sharing a worker's modules, they compile the embedded database once per
        // worker instead of once per file, and its in-memory stores start from one template.
        extends: true,
        test: { name: "store", include: storeSuites, isolate: false },
      },
    ],
  },
}));
