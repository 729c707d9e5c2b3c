/**
 * Where the server listens, what it serves and which store it opens: the settings every way of
 * starting (`npm start`, Netlify, the command lines) reads, each declared once with its default
 * and meaning in `variables/start.ts`, from which docs/settings.md's start-up table is generated.
 */
import type { Env } from "./env";
import { setting } from "./schema";

/**
 * The store the environment names, chosen here once: PostgreSQL at `DATABASE_URL`, else
 * embedded PGlite in `DATA_DIR`.
 */
export type StoreChoice =
  | { kind: "postgres"; url: string }
  | {
      kind: "embedded";
      /** The data directory, or `memory`. */
      dataDir: string;
      /** `PGLITE_SETTINGS` as given (the store parses it over its own defaults). */
      settings: string | undefined;
    };

export function storeChoice(env: Env): StoreChoice {
  const url = setting(env, "DATABASE_URL");
  if (url) return { kind: "postgres", url };
  return {
    kind: "embedded",
    dataDir: setting(env, "DATA_DIR"),
    settings: setting(env, "PGLITE_SETTINGS"),
  };
}

/** The embedded store's data directory on disk, or undefined (PostgreSQL, or in memory). */
export function embeddedDataDir(choice: StoreChoice): string | undefined {
  return choice.kind === "embedded" && choice.dataDir !== "memory" ? choice.dataDir : undefined;
}

/** How the start-up log names the store. */
export function storeNote(choice: StoreChoice): string {
  return choice.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${choice.dataDir}`;
}

/** Where the Node server listens and what it serves, read once at start. */
export interface StartSettings {
  host: string;
  port: number;
  /** `DIST_DIR` when set; unset, the server serves the build beside it. */
  distDir: string | undefined;
  store: StoreChoice;
}

export function startSettings(env: Env): StartSettings {
  return {
    host: setting(env, "HOST"),
    port: setting(env, "PORT"),
    distDir: setting(env, "DIST_DIR"),
    store: storeChoice(env),
  };
}
