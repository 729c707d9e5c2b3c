import type { Variable } from "../declare";
import { optional, orDefault, type Read } from "../env";

/*
 * Where the server listens, what it serves and which store it opens: the settings every way of
 * starting (`npm start`, Netlify, the command lines) reads.
 */

const port: Read<number> = (raw, name) => {
  if (!raw) return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
};

export const startVariables = [
  { name: "PORT", default: "`8080`", meaning: "the port the server listens on", read: port },
  {
    name: "HOST",
    default: "`127.0.0.1`",
    meaning: "the address the server listens on",
    read: orDefault("127.0.0.1"),
  },
  {
    name: "DATABASE_URL",
    default: "unset",
    meaning:
      "PostgreSQL for the lead store; unset means embedded PGlite (one process: several processes, or Netlify, need PostgreSQL)",
    secret: true,
    read: optional,
  },
  {
    name: "DATA_DIR",
    default: "`.data`",
    meaning: "PGlite data directory (`memory` keeps it in memory); only without `DATABASE_URL`",
    read: orDefault(".data"),
  },
  {
    name: "PGLITE_SETTINGS",
    default: "`shared_buffers=16MB, maintenance_work_mem=16MB`",
    meaning:
      "PostgreSQL settings of the embedded store, `name=value` comma-separated, over its own (sized for a 1 GB server: [deploy/README.md](../deploy/README.md#how-much-memory)); more shared buffers keep more of a large inbox in memory",
    read: optional,
  },
  { name: "DIST_DIR", default: "`dist/`", meaning: "build output to serve", read: optional },
] as const satisfies readonly Variable[];
