import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";
import { loadConfig } from "../../src/config";
import type { FunctionContext } from "../context";
import type { LeadStore } from "../store/types";
import { createApp } from "./app";

/**
 * Build outputs on disk for the static-serving tests: `distWith({ "site/main/index.html": … })`
 * writes each file under a fresh temporary dist/, removed after each test.
 */
export function distFixtures() {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    distWith(files: Record<string, string | Buffer>): string {
      const dist = mkdtempSync(join(tmpdir(), "dist-fixture-"));
      dirs.push(dist);
      for (const [path, contents] of Object.entries(files)) {
        mkdirSync(dirname(join(dist, path)), { recursive: true });
        writeFileSync(join(dist, path), contents);
      }
      return dist;
    },
  };
}

// Static files need no store; any call to it would be a bug.
const noStore = new Proxy({} as LeadStore, {
  get: () => () => Promise.reject(new Error("static files must not touch the store")),
});

/** The whole app serving the build in `dist`, with no store and no outbound calls. */
export function appFor(dist: string) {
  const ctx: FunctionContext = {
    store: noStore,
    config: loadConfig({}),
    clock: () => new Date(),
    fetch: () => Promise.reject(new Error("no outbound calls")),
    env: {},
    nudgeForwarder: () => {},
  };
  return createApp(ctx, { distDir: dist });
}
