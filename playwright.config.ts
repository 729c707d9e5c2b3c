import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import webPush from "web-push";
import { chromiumLaunchOptions } from "./tests/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 8181);
// Kept in the environment, so the test workers (which read this file again) share the server's
// store directory: the desk's tests make invites through the server's socket in it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "ebw-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
// One store migrated for the run (tests/e2e/make-store-template.ts), in the environment for the
// same reason: the servers the specs start of their own copy it.
process.env.E2E_STORE_TEMPLATE ??= join(mkdtempSync(join(tmpdir(), "ebw-e2e-template-")), "store");
// The server's push keys, a pair for this run only; the workers read the public one.
if (!process.env.E2E_VAPID_PUBLIC_KEY) {
  const keys = webPush.generateVAPIDKeys();
  process.env.E2E_VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.E2E_VAPID_PRIVATE_KEY = keys.privateKey;
}

// The longest files (a minute or more of a worker's time on two cores), and funnel.spec.ts, which
// needs a browser of its own and would otherwise wait for every other file: queued first, so the
// three workers end together on short files rather than one running a long file alone at the end
// (Playwright queues a project's files by name, and the projects in this order).
const runFirst =
  /[\\/](accessibility|catalogue|embed-page|first-view|fixed-controls|form-handover|funnel|host-independence|hostile-globals|layout|main-site|page-builder-layouts|page-look|prerendered-widgets)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // Files run three at a time against the one server (tests in a file keep their order): every
  // test makes leads of its own and never counts what the server holds as a whole. Five at a
  // time finished sooner but pushed the longest tests (axe over a whole page, four forms sent
  // one after another) past their 30 s on two cores.
  fullyParallel: false,
  workers: 3,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  globalTeardown: "./tests/e2e/store-template.ts",
  timeout: 30_000,
  // A cold first page (fresh server, widget chunks loaded for the first time) on a 2-core CI
  // machine can take longer than the default 5 s to reach what a visitor then sees.
  expect: { timeout: 10_000 },
  projects: [
    { name: "first", testMatch: runFirst },
    { name: "then", testIgnore: runFirst },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test (snapshots and screencast) to keep a failing
    // one's: on two cores that was a third of the run's time. CI prints a failure's error and
    // keeps no files, so it records none; a local run keeps a failing test's trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    // Started first and not waited for: it migrates the run's store template while the suite's
    // server starts, on the other core. The specs that start servers of their own run after the
    // longest files (projects above), long after it is there; one started before migrates its own.
    { command: "npx tsx tests/e2e/make-store-template.ts" },
    {
      // The built server exactly as `npm start` runs it, on a throwaway lead store.
      command: "node dist/server/server.js",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        FORM_SERVICE_ACCESS_KEY: "",
        LEAD_WEBHOOK_URL: "",
        // The ad pages' experiments ended on their control arms, so every test sees the same page;
        // experiments.spec.ts starts a server of its own with them running.
        EXPERIMENTS_ENDED: "calculator-variant=slider,debt-cta=control",
        // No payment provider: checkout answers "not configured" (checkout.spec.ts starts its own).
        STRIPE_SECRET_KEY: "",
        STRIPE_WEBHOOK_SECRET: "",
        // As `npm start` runs out of the box: the chat answers from the site's FAQs.
        OPENAI_API_KEY: "",
        // The suite sends more leads a minute from 127.0.0.1 than a visitor may; the limit has
        // tests of its own.
        LEAD_RATE_LIMIT: "0",
        // Every desk test signs in from 127.0.0.1 too; the limit has tests of its own.
        DESK_SIGN_IN_RATE_LIMIT: "0",
        // Pushes to desk devices go to the push service a test gives (desk-push.spec.ts).
        PUSH_VAPID_PUBLIC_KEY: process.env.E2E_VAPID_PUBLIC_KEY,
        PUSH_VAPID_PRIVATE_KEY: process.env.E2E_VAPID_PRIVATE_KEY ?? "",
        // The fake push service listens on this machine, over plain HTTP.
        PUSH_SERVICE_HOSTS: "127.0.0.1",
      },
    },
  ],
});
