/**
 * The built server (`dist/server/server.js`) for a benchmark: one Node process on a free port of
 * 127.0.0.1 with a throwaway lead store, stopped and cleaned up by `stop()`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../fixtures/free-port";

const root = resolve(import.meta.dirname, "../..");

/** The memory budgets for one server process that deploy/README.md gives (How much memory), in MB. */
export const MEMORY_BUDGET_MB = {
  embedded: { idle: 200, peak: 300 },
  postgres: { idle: 200, peak: 200 },
};

/** Resident memory of a process now, in bytes (Linux); 0 where /proc cannot tell. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A busy machine can take a while to open the embedded store. */
const STARTUP_SECONDS = 90;

export interface BenchServer {
  base: string;
  /** The server process, for reading its memory. */
  pid: number;
  /** Its store directory (`DATA_DIR`), whose socket `npm run desk` reaches it through. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * `env` adds to or overrides the environment (e.g. `DATABASE_URL`); `nodeArgs` go to Node;
 * `script` is the server bundle (another build's, to compare).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  script = join(root, "dist/server/server.js"),
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ebw-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, script], {
    // The benchmark is one client sending as fast as it can: no rate limit and no cap on its
    // connections unless `env` sets one.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LEAD_RATE_LIMIT: "0",
      HTTP_MAX_CONNECTIONS_PER_CLIENT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_SECONDS * 1000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, pid: child.pid ?? 0, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(
    `the server did not become healthy within ${STARTUP_SECONDS} s (is dist/ built? npm run build)`,
  );
}
