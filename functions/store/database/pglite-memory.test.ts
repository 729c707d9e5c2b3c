import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSql } from "../index";
import { embeddedSettings } from "./pglite-memory";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-memory-"));
  dirs.push(dir);
  return dir;
};

describe("the embedded store's memory settings", () => {
  it("gives PostgreSQL 16 MB of shared buffers unless told otherwise", () => {
    expect(embeddedSettings(undefined)).toMatchObject({ shared_buffers: "16MB" });
  });

  it("takes PGLITE_SETTINGS over its own, and adds what it names", () => {
    expect(embeddedSettings("shared_buffers=64MB, work_mem = 8MB")).toMatchObject({
      shared_buffers: "64MB",
      work_mem: "8MB",
      maintenance_work_mem: "16MB",
    });
  });

  it.each(["shared_buffers", "shared_buffers=64MB; DROP TABLE leads", "x=1 -c y=2"])(
    "refuses %j, naming the variable",
    (raw) => {
      expect(() => embeddedSettings(raw)).toThrow(/PGLITE_SETTINGS must be .*name=value/);
    },
  );
});

describe("a store in a new data directory", { timeout: 120_000 }, () => {
  it("is created, then opened with the small server's settings", async () => {
    const dataDir = newDataDir();

    const sql = await openSql({ DATA_DIR: dataDir });
    try {
      const [row] = await sql.query<{ shared_buffers: string }>("SHOW shared_buffers");
      expect(row?.shared_buffers).toBe("16MB");
      await sql.query("CREATE TABLE kept (n int)");
      await sql.query("INSERT INTO kept VALUES (7)");
    } finally {
      await sql.close();
    }
    expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

    const again = await openSql({ DATA_DIR: dataDir, PGLITE_SETTINGS: "shared_buffers=24MB" });
    try {
      expect(await again.query("SELECT n FROM kept")).toEqual([{ n: 7 }]);
      expect(await again.query("SHOW shared_buffers")).toEqual([{ shared_buffers: "24MB" }]);
    } finally {
      await again.close();
    }
  });
});
