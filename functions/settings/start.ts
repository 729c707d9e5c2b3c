/**
 * Where the server listens, what it serves and which store it opens: the settings every way of
 * starting (`npm start`, Netlify, the command lines) reads, each declared once with its default
 * and meaning. The README's start-up table is generated from `startDeclarations`.
 */
import { type Env, text } from "./env";

/** One variable as the README's table shows it. */
export interface SettingDeclaration {
  /** The variable's name. */
  name: string;
  /** What applies when it is unset, as the README shows it. */
  default: string;
  /** What it does, in the README's words. */
  meaning: string;
}

export const startDeclarations = [
  { name: "PORT", default: "`8080`", meaning: "the port the server listens on" },
  { name: "HOST", default: "`127.0.0.1`", meaning: "the address the server listens on" },
  {
    name: "DATABASE_URL",
    default: "unset",
    meaning:
      "PostgreSQL for the lead store; unset means embedded PGlite (one process: several processes, or Netlify, need PostgreSQL)",
  },
  {
    name: "DATA_DIR",
    default: "`.data`",
    meaning: "PGlite data directory (`memory` keeps it in memory); only without `DATABASE_URL`",
  },
  {
    name: "PGLITE_SETTINGS",
    default: "`shared_buffers=16MB, maintenance_work_mem=16MB`",
    meaning:
      "PostgreSQL settings of the embedded store, `name=value` comma-separated, over its own (sized for a 1 GB server: [deploy/README.md](deploy/README.md#how-much-memory)); more shared buffers keep more of a large inbox in memory",
  },
  { name: "DIST_DIR", default: "`dist/`", meaning: "build output to serve" },
] as const satisfies readonly SettingDeclaration[];

/** The name of a start-up variable. */
export type StartVariable = (typeof startDeclarations)[number]["name"];

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

const read = (env: Env, name: StartVariable) => text(env, name);

export function storeChoice(env: Env): StoreChoice {
  const url = read(env, "DATABASE_URL");
  if (url) return { kind: "postgres", url };
  return {
    kind: "embedded",
    dataDir: read(env, "DATA_DIR") ?? ".data",
    settings: read(env, "PGLITE_SETTINGS"),
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

function portFrom(raw: string | undefined): number {
  if (!raw) return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${raw}"`);
  }
  return port;
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
    host: read(env, "HOST") ?? "127.0.0.1",
    port: portFrom(read(env, "PORT")),
    distDir: read(env, "DIST_DIR"),
    store: storeChoice(env),
  };
}
