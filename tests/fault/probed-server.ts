import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { keepAliveClient } from "./http-client";
import { type ServerProcess, startServer } from "./server-process";

/** What a suite probing one server process works with. */
export interface ProbedServer {
  server: ServerProcess;
  /** The one keep-alive connection the suite's requests go over. */
  client: ReturnType<typeof keepAliveClient>;
  /** The server's data folder, to look at its store once it has stopped. */
  dataDir: string;
}

/**
 * One server process for a suite, on a data folder of its own (named after `name`) and with
 * `env()`, reached over one keep-alive connection: started before the suite's tests and handed
 * to `opened`; after them, the connection is closed, the process stopped and the folder removed.
 */
export function probedServer(
  name: string,
  env: () => Record<string, string>,
  opened: (ready: ProbedServer) => void,
): void {
  let dataDir = "";
  let ready: ProbedServer | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    const server = await startServer({ DATA_DIR: dataDir, ...env() });
    ready = { server, client: keepAliveClient(server.base), dataDir };
    opened(ready);
  }, 120_000);
  afterAll(async () => {
    ready?.client.close();
    await ready?.server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
}
