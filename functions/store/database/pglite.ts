import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  compileBaselineOnly,
  createCluster,
  EMBEDDED_POSTGRES_SETTINGS,
  holdsCluster,
  startParams,
} from "./pglite-memory";
import type { Row, Sql } from "./sql";

const LOCK_FILE = "lead-store.pid";

/** Whether process `pid` is alive (one of another user answers EPERM). */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory corrupt it, so
 * the directory is claimed with a pid file. A pid file left by a crash is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, "utf8").trim());
  } catch {
    // no lock file: the directory is free
  }
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The lead store in ${dir} is in use by process ${holder} (is \`npm start\` running?). ` +
        "Stop that process first, or set DATABASE_URL so that several processes share PostgreSQL.",
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

type PGliteDb = InstanceType<typeof import("@electric-sql/pglite").PGlite>;

/**
 * The data directory of the first in-memory store this process migrated, taken before anything
 * was written: later in-memory stores start from a copy of it (about a second) instead of an
 * empty cluster and every migration (several). The suites open hundreds of them.
 */
let migratedInMemory: Promise<Blob> | undefined;
const inMemory = new WeakMap<Sql, PGliteDb>();

/**
 * Keeps `sql`'s data, freshly migrated, for the next in-memory store; once per process, before
 * anything is written to it.
 */
export async function keepAsMemoryTemplate(sql: Sql): Promise<void> {
  const db = inMemory.get(sql);
  if (!db || migratedInMemory) return;
  migratedInMemory = db.dumpDataDir("none").then((dump) => dump as Blob);
  // A failed copy only means the next store starts from empty again.
  await migratedInMemory.catch(() => {
    migratedInMemory = undefined;
  });
}

/**
 * The data kept by `keepAsMemoryTemplate`, for another process to start its in-memory stores
 * from (`startMemoryStoresFrom`): the test runner migrates one store for all its workers.
 */
export function memoryTemplate(): Promise<Blob> | undefined {
  return migratedInMemory;
}

/** Where this process's in-memory stores may start from, read when the first one opens. */
let templateToRead: (() => Promise<Blob>) | undefined;

/**
 * Later in-memory stores of this process start from the dump `read` gives, a `memoryTemplate()`
 * of the same schema, read only once a store is first opened (a test file without one never
 * reads it).
 */
export function startMemoryStoresFrom(read: () => Promise<Blob>): void {
  if (!migratedInMemory) templateToRead = read;
}

function template(): Promise<Blob> | undefined {
  if (!migratedInMemory && templateToRead) {
    const dump = templateToRead();
    templateToRead = undefined;
    migratedInMemory = dump;
    // A dump that cannot be read only means the next store starts from empty again.
    dump.catch(() => {
      if (migratedInMemory === dump) migratedInMemory = undefined;
    });
  }
  return migratedInMemory;
}

/**
 * Embedded PostgreSQL (WebAssembly) with its data in `dataDir`, or in memory when `dataDir` is
 * `"memory"`.
 */
export async function openPGlite(
  dataDir: string,
  settings: Record<string, string> = EMBEDDED_POSTGRES_SETTINGS,
): Promise<Sql> {
  compileBaselineOnly();
  const { PGlite } = await import("@electric-sql/pglite");
  // The inbox's search is indexed by trigrams (migration 9).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const params = startParams(PGlite.defaultStartParams, settings);
  let unlock = () => {};
  let db: InstanceType<typeof PGlite>;
  if (dataDir === "memory") {
    const loadDataDir = await template()?.catch(() => undefined);
    db = new PGlite({
      extensions,
      startParams: params,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    const pgDir = join(dir, "pglite");
    try {
      if (!holdsCluster(pgDir)) await createCluster(pgDir, params);
    } catch (error) {
      unlock();
      throw error;
    }
    db = new PGlite(pgDir, { extensions, startParams: params });
  }
  try {
    await db.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }

  const rows = async <T>(result: Promise<{ rows: T[] }>) => (await result).rows;

  const sql: Sql = {
    writers: 1,
    query: <T extends Row>(text: string, params?: unknown[]) => rows(db.query<T>(text, params)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: <T extends Row>(text: string, params?: unknown[]) =>
            rows(tx.query<T>(text, params)),
        }),
      ),
    async listen(channel, onPayload) {
      const unlisten = await db.listen(channel, onPayload);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        unlock();
      }
    },
  };
  if (dataDir === "memory") inMemory.set(sql, db);
  return sql;
}
