import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { debtLead } from "../fault/bad-input-kit";
import { freePort } from "../fixtures/free-port";

/*
 * The usual production install: a copy of the built tree, `npm ci --omit=dev`, then `npm start`.
 * Every package the server runs must be a dependency, or the server cannot start; and the
 * build's tools (Vite, the test runners) stay out of what is installed.
 */
const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "production-install-"));
/** What a production machine gets: the manifest, the lock, what `npm start` runs, the build. */
const shipped = ["package.json", "package-lock.json", "functions/server/start.mjs", "dist"];

let server: ChildProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!existsSync(join(root, "dist/.build-stamp"))) throw new Error("run `npm run build` first");
  // With their times, so `npm start` sees the build as current and starts it.
  for (const path of shipped) {
    cpSync(join(root, path), join(work, path), { recursive: true, preserveTimestamps: true });
  }
  execFileSync(
    "npm",
    ["ci", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"],
    { cwd: work, stdio: "ignore" },
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["start"], {
    cwd: work,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  for (let waited = 0; ; waited += 100) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || waited > 30_000) {
      throw new Error(`npm start did not serve:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("npm ci --omit=dev, then npm start on a built tree", () => {
  it("installs none of the build's or the tests' tools", () => {
    expect(existsSync(join(work, "node_modules/vite"))).toBe(false);
    expect(existsSync(join(work, "node_modules/vitest"))).toBe(false);
    expect(existsSync(join(work, "node_modules/hono"))).toBe(true);
  });

  it("serves the site and stores a lead", async () => {
    const page = await fetch(`${base}/debtconsol`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<lead-form");
    const lead = await fetch(`${base}/api/submit-lead`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "production-install-1" },
      body: JSON.stringify(debtLead),
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
  });
});
