import type { Queryable, Row, Sql } from "./sql";

/** A pool of connections to the PostgreSQL server at `connectionString`. */
export async function openPostgres(connectionString: string): Promise<Sql> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString, max: 5, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the next query
  // reconnects or fails on its own.
  pool.on("error", (error) => console.error("lead store: idle PostgreSQL client failed:", error));

  const query = async <T extends Row>(text: string, params?: unknown[]) =>
    (await pool.query(text, params)).rows as T[];

  return {
    query,
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <T extends Row>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[],
      };
      try {
        await client.query("BEGIN");
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
