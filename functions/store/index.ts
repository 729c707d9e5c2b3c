import type { Env } from "../settings/env";
import { migrate } from "./migrations";
import { keepAsMemoryTemplate, openPGlite } from "./pglite";
import { embeddedSettings, PGLITE_SETTINGS } from "./pglite-memory";
import { openPostgres } from "./postgres";
import type { Sql } from "./sql";
import { createStore } from "./store";
import type { Store } from "./types";

export type { Store } from "./types";

/**
 * The database the environment names: PostgreSQL at `DATABASE_URL` when set, else embedded
 * PGlite with its data in `DATA_DIR` (default `.data`; `memory` keeps it in memory).
 */
export function openSql(env: Env): Promise<Sql> {
  const url = env.DATABASE_URL?.trim();
  return url
    ? openPostgres(url)
    : openPGlite(env.DATA_DIR?.trim() || ".data", embeddedSettings(env[PGLITE_SETTINGS]));
}

/** Opens the store the environment names (see `openSql`) with its schema up to date. */
export async function openStore(env: Env): Promise<Store> {
  const sql = await openSql(env);
  try {
    await migrate(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  await keepAsMemoryTemplate(sql);
  // PostgreSQL's pool (five connections) takes several batches of leads at once.
  return createStore(sql, { writers: env.DATABASE_URL?.trim() ? 4 : 1 });
}
