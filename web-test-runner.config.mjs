import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { esbuildPlugin } from "@web/dev-server-esbuild";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { tsImport } from "tsx/esm/api";
import { build } from "vite";
import { chromiumLaunchOptions } from "./tests/chromium.mjs";

// Element tests import the BUILT widgets (dist/widgets), so run `vite build` first.

/**
 * `executeServerCommand("aria-snapshot", { selector })` returns Playwright's ARIA snapshot of
 * the first match (shadow roots included): roles and accessible names as a screen reader gets
 * them. WTR's own a11ySnapshot relies on an API Playwright no longer has.
 */
const ariaSnapshotPlugin = {
  name: "aria-snapshot",
  async executeCommand({ command, payload, session }) {
    if (command !== "aria-snapshot") return undefined;
    const page = session.browser.getPage(session.id);
    return page.locator(payload.selector).first().ariaSnapshot();
  },
};

/** The desk ships built on Preact's compatible layer: its mounts are bundled the same way. */
const { reactAsPreact } = await tsImport("./tooling/react-as-preact.ts", import.meta.url);
const SHIPS_ON_PREACT = /^\/bundled\/tests\/fixtures\/(desk|report)-mount\.js$/;

/**
 * `/bundled/<path>.js` serves the source `<path>.tsx` (or `.ts`) bundled by Vite with everything
 * it imports, React included (Preact for the desk's mounts, as the desk is built), for tests
 * that define a test element from the sources: the browser cannot load React's CommonJS files
 * one by one.
 */
const bundledSourcesPlugin = {
  name: "bundled-sources",
  async serve(context) {
    if (!context.path.startsWith("/bundled/")) return undefined;
    const base = resolve(
      import.meta.dirname,
      context.path.slice("/bundled/".length, -".js".length),
    );
    const entry = [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file));
    if (!entry) return undefined;
    const [result] = [].concat(
      await build({
        configFile: false,
        logLevel: "silent",
        define: { "process.env.NODE_ENV": '"production"' },
        resolve: SHIPS_ON_PREACT.test(context.path) ? { alias: reactAsPreact } : {},
        build: {
          write: false,
          minify: false,
          lib: { entry, formats: ["es"], fileName: "bundle" },
          // One file: the desk's lazy pages would otherwise be chunks this route cannot serve.
          rollupOptions: { output: { codeSplitting: false } },
        },
      }),
    );
    return { body: result.output[0].code, type: "js" };
  },
};

export default {
  files: ["widgets/**/*.element.test.ts", "desk/**/*.element.test.ts"],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120_000,
  plugins: [bundledSourcesPlugin, esbuildPlugin({ ts: true, target: "auto" }), ariaSnapshotPlugin],
  browsers: [
    playwrightLauncher({
      product: "chromium",
      launchOptions: chromiumLaunchOptions,
    }),
  ],
  testFramework: {
    config: { timeout: 10_000 },
  },
};
