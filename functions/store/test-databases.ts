import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Empty databases of their own on the PostgreSQL server at `serverUrl` (tests: the one
 * TEST_DATABASE_URL names), named `<prefix>_<random>` so a leftover says whose it was, each
 * dropped by `dropAll()`.
 */
export function testDatabases(serverUrl: string, prefix = "lead_store_test") {
  const created: string[] = [];
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    /** The URL of a new, empty database. */
    async create(): Promise<string> {
      const name = `${prefix}_${randomBytes(6).toString("hex")}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      const names = created.splice(0);
      if (names.length === 0) return;
      await admin(async (client) => {
        for (const name of names)
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export interface StoreBackend {
  name: string;
  enabled: boolean;
  /** Environment naming an empty database of its own. */
  env(): Promise<Record<string, string>>;
  /** Drops every database `env()` created. */
  cleanUp(): Promise<void>;
}

/**
 * Where a store suite runs: embedded PGlite always, and a real PostgreSQL server too when
 * TEST_DATABASE_URL names one (CI starts one with tests/fixtures/start-test-postgres.sh).
 */
export function storeBackends(): StoreBackend[] {
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
  const databases = testDatabases(postgresUrl);
  return [
    {
      name: "PGlite",
      enabled: true,
      env: async () => ({ DATA_DIR: "memory" }),
      cleanUp: async () => {},
    },
    {
      name: "PostgreSQL",
      enabled: postgresUrl !== "",
      env: async () => ({ DATABASE_URL: await databases.create(), DATA_DIR: "must-not-be-used" }),
      cleanUp: () => databases.dropAll(),
    },
  ];
}
