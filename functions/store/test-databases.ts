import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Empty databases of their own on the PostgreSQL server at `serverUrl` (tests: the one
 * TEST_DATABASE_URL names), each dropped by `dropAll()`.
 */
export function testDatabases(serverUrl: string) {
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
      const name = `lead_store_test_${randomBytes(6).toString("hex")}`;
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
