import { resolve } from "node:path";
import { esbuildPlugin } from "@web/dev-server-esbuild";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";

/**
 * The demo's browser suites, run as a developer's project would run them: the consumer suite
 * imports only the package's public entries (`eastside-broker-widgets/<tag>`, `…/testing`,
 * resolved through package.json `exports`), and the app suite mounts the built React demo app.
 * Needs `npm run build:widgets` and the demo app's build (`npm run test:demo` does both checks).
 */
export default {
  rootDir: resolve(import.meta.dirname, ".."),
  files: [resolve(import.meta.dirname, "**/*.element.test.ts")],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  plugins: [esbuildPlugin({ ts: true, target: "auto" })],
  browsers: [playwrightLauncher({ product: "chromium", launchOptions: chromiumLaunchOptions })],
  testFramework: { config: { timeout: 10_000 } },
};
