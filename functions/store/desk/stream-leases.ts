import type { Sql } from "../database/sql";

const iso = (date: Date) => date.toISOString();

/** The outcome of asking for a place for one more live stream of a session. */
export type StreamLeaseOutcome = "taken" | "full" | "no_session";

/**
 * The live streams each desk session holds open, counted across every process: one row per
 * open stream, renewed while it stays open, and lapsing on its own when the process holding it
 * dies (so a crashed process leaves nobody locked out for longer than a lease).
 */
export interface StreamLeaseStore {
  /**
   * Takes a place for stream `id` of session `sessionId` until `expiresAt`, unless the session
   * already holds `limit` places unexpired at `now` (`full`) or no longer exists (`no_session`).
   * Places of the session that lapsed are cleared first.
   */
  takeStreamLease(lease: {
    id: string;
    sessionId: string;
    now: Date;
    expiresAt: Date;
    limit: number;
  }): Promise<StreamLeaseOutcome>;
  /** Moves the place's end to `expiresAt`; false when it is gone (its session ended, or lapsed). */
  renewStreamLease(id: string, expiresAt: Date): Promise<boolean>;
  /** Gives the place up (the stream closed). */
  releaseStreamLease(id: string): Promise<void>;
}

export function createStreamLeaseStore(sql: Sql): StreamLeaseStore {
  return {
    takeStreamLease({ id, sessionId, now, expiresAt, limit }) {
      return sql.transaction(async (tx): Promise<StreamLeaseOutcome> => {
        // The session's row is the lock: two processes opening its streams at once take turns.
        const [session] = await tx.query("SELECT id FROM desk_sessions WHERE id = $1 FOR UPDATE", [
          sessionId,
        ]);
        if (!session) return "no_session";
        await tx.query(
          "DELETE FROM desk_stream_leases WHERE session_id = $1 AND expires_at <= $2::timestamptz",
          [sessionId, iso(now)],
        );
        const [row] = await tx.query<{ held: number | string }>(
          "SELECT count(*) AS held FROM desk_stream_leases WHERE session_id = $1",
          [sessionId],
        );
        if (Number(row?.held ?? 0) >= limit) return "full";
        await tx.query(
          `INSERT INTO desk_stream_leases (id, session_id, expires_at)
           VALUES ($1, $2, $3::timestamptz)`,
          [id, sessionId, iso(expiresAt)],
        );
        return "taken";
      });
    },

    async renewStreamLease(id, expiresAt) {
      const rows = await sql.query(
        "UPDATE desk_stream_leases SET expires_at = $2::timestamptz WHERE id = $1 RETURNING id",
        [id, iso(expiresAt)],
      );
      return rows.length === 1;
    },

    async releaseStreamLease(id) {
      await sql.query("DELETE FROM desk_stream_leases WHERE id = $1", [id]);
    },
  };
}
