import { esbuildPlugin } from "@web/dev-server-esbuild";
import { playwrightLauncher } from "@web/test-runner-playwright";
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

export default {
  files: ["widgets/**/*.element.test.ts"],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120_000,
  plugins: [esbuildPlugin({ ts: true, target: "auto" }), ariaSnapshotPlugin],
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
