/**
 * The real server as a child process, for tests that need what only a process has: a socket,
 * keep-alive connections, SIGKILL. The built server (`dist/server/server.js`, which `npm test`
 * builds first) when it is newer than the server's sources, else the same entry point from
 * source, so a test never runs yesterday's build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort } from "../fixtures/free-port";

const root = resolve(import.meta.dirname, "../..");
const built = join(root, "dist/server/server.js");

function newestSource(): number {
  let newest = 0;
  for (const dir of ["functions", "src"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const buildIsFresh = () => existsSync(built) && statSync(built).mtimeMs >= newestSource();

/** Opening the embedded store on a busy 2-core machine can take a while. */
const STARTUP_MS = 90_000;

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM, and wait until it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, requests under way are cut off. */
  kill(): Promise<void>;
}

/** Starts the server with `env` (over a quiet default) and waits until its health check is 200. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const args = buildIsFresh()
    ? [built]
    : ["--import", "tsx", join(root, "functions/server/main.ts")];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(listenOn),
      FORM_SERVICE_ACCESS_KEY: "",
      LEAD_WEBHOOK_URL: "",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      OPENAI_API_KEY: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const base = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return {
          base,
          port: listenOn,
          child,
          stderr: () => stderr,
          stop: () => signal("SIGTERM"),
          kill: () => signal("SIGKILL"),
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await signal("SIGKILL");
  throw new Error(`the server did not become healthy:\n${stderr}`);
}
