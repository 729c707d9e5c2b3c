import type { Env } from "../settings/env";
import { type StoreChoice, storeChoice } from "../settings/start";
import { keepAsMemoryTemplate, openPGlite } from "./database/pglite";
import { embeddedSettings } from "./database/pglite-memory";
import { openPostgres } from "./database/postgres";
import type { Sql } from "./database/sql";
import { migrate } from "./migrations";
import { createStore } from "./store";
import type { Store } from "./types";

export type { Store } from "./types";

/** The database `choice` names, or the environment names (see `storeChoice`). */
export function openSql(from: Env | StoreChoice): Promise<Sql> {
  const choice = chosen(from);
  return choice.kind === "postgres"
    ? openPostgres(choice.url)
    : openPGlite(choice.dataDir, embeddedSettings(choice.settings));
}

/** Opens the store `choice` (or the environment) names, with its schema up to date. */
export async function openStore(from: Env | StoreChoice): Promise<Store> {
  const choice = chosen(from);
  const sql = await openSql(choice);
  try {
    await migrate(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  await keepAsMemoryTemplate(sql);
  return createStore(sql);
}

/** A choice made already, or the one the environment makes. */
function chosen(from: Env | StoreChoice): StoreChoice {
  return isChoice(from) ? from : storeChoice(from);
}

const isChoice = (from: Env | StoreChoice): from is StoreChoice =>
  (from as StoreChoice).kind === "postgres" || (from as StoreChoice).kind === "embedded";
