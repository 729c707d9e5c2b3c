import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openRuntime, type Runtime, StoreUnavailable } from "./runtime";

const opened: Runtime[] = [];
afterEach(async () => {
  for (const runtime of opened.splice(0)) await runtime.store.close();
});

describe("openRuntime, the one way the server comes up", () => {
  it("given the embedded store in memory, answers the functions over the store it opened", async () => {
    const runtime = await openRuntime({ DATA_DIR: "memory" });
    opened.push(runtime);
    expect(runtime.start.store).toMatchObject({ kind: "embedded", dataDir: "memory" });
    expect(runtime.distDir).toBeUndefined();
    const response = await runtime.app.request("http://127.0.0.1/api/health");
    expect(response.status).toBe(200);
  }, 30_000);

  it("stops on a wrong setting, naming it, before any store is opened", async () => {
    const dir = mkdtempSync(join(tmpdir(), "runtime-"));
    try {
      const dataDir = join(dir, "never-made");
      await expect(openRuntime({ DATA_DIR: dataDir, PORT: "eighty" })).rejects.toThrow(
        'PORT must be a port number, got "eighty"',
      );
      await expect(openRuntime({ DATA_DIR: dataDir, DESK_ORIGIN: "nowhere" })).rejects.toThrow(
        /^DESK_ORIGIN must be an origin/,
      );
      const required = openRuntime(
        { DATA_DIR: dataDir },
        {
          requires: (start) => {
            if (start.store.kind !== "postgres") throw new Error("PostgreSQL only here");
          },
        },
      );
      await expect(required).rejects.toThrow("PostgreSQL only here");
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says the store is unavailable, with the reason, when it cannot be opened", async () => {
    const dir = mkdtempSync(join(tmpdir(), "runtime-"));
    try {
      const file = join(dir, "a-file");
      writeFileSync(file, "not a data directory");
      const failed = await openRuntime({ DATA_DIR: file }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(StoreUnavailable);
      expect((failed as StoreUnavailable).message).toBeTruthy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
