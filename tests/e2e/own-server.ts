import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../fixtures/free-port";

/** A built server a spec starts for itself, beside the suite's own. */
export interface OwnServer {
  /** Its main site, on 127.0.0.1. */
  origin: string;
  port: number;
  /** Its store's folder. */
  dataDir: string;
  /** Ends it (SIGTERM, then waits) and removes the store it made. */
  stop(): Promise<void>;
}

/**
 * A new temporary folder for a server's store: a copy of the run's migrated store
 * (make-store-template.ts) once it is there, so the server opens it as on a second start.
 */
export function newStoreDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ebw-e2e-${name}-`));
  const template = process.env.E2E_STORE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts `dist/server/server.js` on `port` (a free one unless given) of 127.0.0.1, with `env`
 * over the suite's environment: no form service and no webhook unless `env` sets them, and a
 * store of its own (`newStoreDir`) unless `env` names a `DATA_DIR`. Resolves once the server says
 * where it listens. Starting a server takes a while on a busy machine: call it in a `beforeAll`
 * given two minutes.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<OwnServer> {
  const listenOn = port ?? (await freePort());
  const made = env.DATA_DIR ? undefined : newStoreDir(name);
  const dataDir = env.DATA_DIR ?? (made as string);
  const server = spawn(process.execPath, ["dist/server/server.js"], {
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      FORM_SERVICE_ACCESS_KEY: "",
      LEAD_WEBHOOK_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${listenOn}`)) resolve();
    });
    server.once("exit", (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const stopped = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await stopped;
      }
      if (made) rmSync(made, { recursive: true, force: true });
    },
  };
}
