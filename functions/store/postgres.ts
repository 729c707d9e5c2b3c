import { log } from "../log";
import type { Queryable, Row, Sql } from "./sql";
import { classify, isUnavailable } from "./unavailable";

/**
 * How long a request waits for a connection when PostgreSQL does not answer before it is told
 * the store is unavailable (503), rather than hanging with the visitor watching a spinner.
 */
const CONNECT_TIMEOUT_MS = 1_500;

/**
 * A pool of connections to the PostgreSQL server at `connectionString`. Connections lost while
 * the server is down or restarting are dropped from the pool and opened again on the next
 * query, so the process reconnects by itself.
 */
export async function openPostgres(connectionString: string): Promise<Sql> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process; the next query
  // reconnects or fails on its own.
  pool.on("error", (error) => log.error("store_idle_client_failed", { error }));

  const query = async <T extends Row>(text: string, params?: unknown[]) => {
    try {
      return (await pool.query(text, params)).rows as T[];
    } catch (error) {
      return classify(error);
    }
  };

  return {
    query,
    async transaction(fn) {
      const client = await pool.connect().catch(classify);
      // A connection lost while the client is checked out is reported as an 'error' event too,
      // which would end the process unheard; the failed query tells this transaction.
      const onLost = () => {};
      client.on("error", onLost);
      const tx: Queryable = {
        query: async <T extends Row>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[],
      };
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        broken = isUnavailable(error);
        await client.query("ROLLBACK").catch(() => {});
        return classify(error);
      } finally {
        // A client whose connection failed is closed, not handed to the next request.
        client.removeListener("error", onLost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
