import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";

/**
 * The embedded store's PostgreSQL settings, sized for a small server. PGlite's own defaults give
 * PostgreSQL 128 MB of shared buffers, which alone is most of an idle server's resident memory;
 * the store's hot set (the newest leads, the outbox's open rows, a day of counters) fits in far
 * less, and what does not is read back from the operating system's file cache. Measured with
 * `npm run bench:load` and `npm run bench:inbox` (see deploy/README.md, How much memory).
 *
 * More buffers buy no CPU a lead: submit-lead at 32 connections, interleaved, took as much server
 * CPU a lead at 16, 24, 32 and 48 MB (1.2-2.7 ms on a loaded machine, the spread between runs of
 * one size as wide as between sizes), and 4,000 leads stored 32 at a time cost the database
 * 0.34-0.39 ms each at 16 MB and 0.34-0.37 at 128 MB. Each 8 MB more costs about 10 MB idle
 * (157, 164-167, 174-193, 192-209 MB). PGlite already runs PostgreSQL without fsync (`-F`) and
 * in single-user mode, with no background writer or checkpointer: `wal_buffers` (4 MB against
 * the 512 kB 16 MB gives) changed nothing measurable, and `synchronous_commit=off` would lose
 * the last leads already acknowledged if the process died, for no gain beyond the spread either.
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  // Index builds (migrations) and vacuum: a small table's worth, not PostgreSQL's 64 MB.
  maintenance_work_mem: "16MB",
};

/**
 * Compiles PostgreSQL's WebAssembly with V8's baseline compiler only. By default V8 compiles the
 * module's hot functions a second time with its optimising compiler and keeps both: an idle
 * server at 210-270 MB and 240-305 at peak, over the 200 / 300 MB budget, for little or no CPU
 * (submit-lead at 32 connections, interleaved runs: 1.1-1.3 ms of server CPU a lead against
 * 1.2-1.4 on a quiet machine, 1.9-2.8 against 1.4-2.5 on a busy one, where the compiling itself
 * competes; a tiering budget ten times V8's changed neither). Nor is the compiler why the
 * server took less CPU a lead before the desk's features: that build ran as fast with this flag
 * (1.04-1.44 ms against 1.07-1.38 with V8's default). Node 20 already compiles lazily. Set
 * before PGlite compiles its module; V8 reads it at compile time, and this process compiles no
 * other WebAssembly.
 */
export function compileBaselineOnly(): void {
  setFlagsFromString("--liftoff-only");
}

/** The variable that overrides or adds embedded PostgreSQL settings. */
export const PGLITE_SETTINGS = "PGLITE_SETTINGS";

const SETTING = /^([a-z_]+)\s*=\s*([A-Za-z0-9._-]+)$/;

/**
 * `PGLITE_SETTINGS` ("shared_buffers=64MB, work_mem=8MB") over the defaults above; an entry
 * that is not `name=value` stops the start with the variable's name.
 */
export function embeddedSettings(raw: string | undefined): Record<string, string> {
  const settings: Record<string, string> = { ...EMBEDDED_POSTGRES_SETTINGS };
  for (const entry of (raw ?? "").split(",")) {
    if (!entry.trim()) continue;
    const match = SETTING.exec(entry.trim());
    if (!match) {
      throw new Error(
        `${PGLITE_SETTINGS} must be a comma-separated list of name=value PostgreSQL settings, got "${entry.trim()}"`,
      );
    }
    const [, name = "", value = ""] = match;
    settings[name] = value;
  }
  return settings;
}

/** PGlite's start parameters with `settings` added as `-c name=value`. */
export function startParams(
  defaults: readonly string[],
  settings: Record<string, string>,
): string[] {
  return [
    ...defaults,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

/** Whether `pgDir` already holds a cluster (PostgreSQL writes PG_VERSION when it creates one). */
export const holdsCluster = (pgDir: string): boolean => existsSync(join(pgDir, "PG_VERSION"));

const CREATE_CLUSTER = `
const [pglite, trgm, dir, params] = process.argv.slice(1);
const { PGlite } = require(pglite);
const { pg_trgm } = require(trgm);
const db = new PGlite(dir, { extensions: { pg_trgm }, startParams: JSON.parse(params) });
db.waitReady.then(() => db.close()).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/**
 * Creates a new cluster in `pgDir` in a child process. Creating one runs PostgreSQL's initdb, a
 * second WebAssembly instance that leaves a few hundred megabytes behind in the process that ran
 * it (the allocator keeps what the instance touched); the child hands that back as it exits, so
 * the server starts on a new store as small as on an existing one. The child compiles with the
 * baseline compiler only, as the server does (`compileBaselineOnly`): measured, 655 MB at its
 * peak and 3.2 s of CPU instead of 737 MB and 5.4 s, which every new store (each test of one
 * too) costs.
 */
export function createCluster(pgDir: string, params: string[]): Promise<void> {
  const require = createRequire(import.meta.url);
  const args = [
    "--liftoff-only",
    "--eval",
    CREATE_CLUSTER,
    require.resolve("@electric-sql/pglite"),
    require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
    pgDir,
    JSON.stringify(params),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded store in ${pgDir} failed: ${stderr.trim()}`)),
    );
  });
}
