import { log } from "../../log";
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

  const listening = new Set<() => Promise<void>>();

  const query = async <T extends Row>(text: string, params?: unknown[]) => {
    try {
      return (await pool.query(text, params)).rows as T[];
    } catch (error) {
      return classify(error);
    }
  };

  return {
    // Four of the pool's five connections, so reads and the desk's live updates still get one.
    writers: 4,
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
    async listen(channel, onPayload) {
      const stop = await listenOn(pg.Client, connectionString, channel, onPayload);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    async close() {
      // A listening connection left open would keep the process alive.
      await Promise.all([...listening].map((stop) => stop()));
      listening.clear();
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/**
 * A connection of its own, outside the pool (a pooled one would be handed to other queries), that
 * listens on `channel`; a lost connection is opened again until the returned function is called.
 * Notifications sent while it was down are missed: a desk reloads its list when it reconnects.
 */
async function listenOn(
  Client: typeof import("pg").Client,
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: InstanceType<typeof Client> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const own = new Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    own.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    own.on("error", () => {
      if (client !== own) return;
      client = null;
      void own.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
    });
    try {
      await own.connect();
      await own.query(`LISTEN ${own.escapeIdentifier(channel)}`);
    } catch (error) {
      await own.end().catch(() => {});
      if (stopped) return;
      log.error("store_listen_failed", { error });
      retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
      return;
    }
    if (stopped) await own.end().catch(() => {});
    else client = own;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const own = client;
    client = null;
    await own?.end().catch(() => {});
  };
}
