import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStore, migrate, openSql } from "../../functions/store";
import { enrolledSession } from "../fixtures/desk-session";
import { fillInbox } from "./inbox-fill";
import { type BenchServer, startBuiltServer } from "./server";

export interface SeededInbox {
  server: BenchServer;
  /** A signed-in owner's session, for the `desk-session` cookie. */
  token: string;
  /** Stops the server and removes its store. */
  stop(): Promise<void>;
}

/**
 * The built server on an embedded store in a data directory of its own holding the 100,000
 * leads (`./inbox-fill.ts`), as a broker runs it, with an owner signed in.
 */
export async function seededInbox(): Promise<SeededInbox> {
  const dataDir = mkdtempSync(join(tmpdir(), "ebw-inbox-"));
  const removed = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const sql = await openSql({ DATA_DIR: dataDir });
    let token: string;
    try {
      await migrate(sql);
      await fillInbox(sql);
      ({ token } = await enrolledSession(createStore(sql)));
    } finally {
      await sql.close();
    }
    const server = await startBuiltServer({ DATA_DIR: dataDir });
    return {
      server,
      token,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          removed();
        }
      },
    };
  } catch (error) {
    removed();
    throw error;
  }
}
