import type { Row, Sql } from "../database/sql";
import { toDate } from "../rows";
import { insertPushRows } from "./rows";

/** A device that takes pushes: where its push service listens, and the keys to encrypt for it. */
export interface PushSubscription {
  id: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  /** The device's P-256 public key and auth secret, base64url, as the browser gave them. */
  p256dh: string;
  auth: string;
  /** Whether the lock screen may show a lead's name; off unless the person turns it on. */
  showNames: boolean;
  createdAt: Date;
}

/** The owner's quiet hours on the broker's clock, `HH:MM` each; `ends` may be the next day. */
export interface QuietHours {
  starts: string;
  ends: string;
}

import type { PushKind } from "./rows";

export type { PushKind };

export interface PushStore {
  /**
   * Keeps a device's subscription for the session that allowed it (again: updates it); without
   * `showNames` a device keeps its choice, and a new one starts with names hidden.
   */
  savePushSubscription(
    subscription: Omit<PushSubscription, "showNames"> & { showNames?: boolean },
  ): Promise<PushSubscription>;
  /** The subscription a delivery names, if the device still takes pushes. */
  findPushSubscription(id: string): Promise<PushSubscription | null>;
  /** The session's subscription with this endpoint, if any. */
  sessionPushSubscription(sessionId: string, endpoint: string): Promise<PushSubscription | null>;
  /** Removes one of the user's subscriptions (by endpoint); false if they had none there. */
  deletePushSubscription(userId: string, endpoint: string): Promise<boolean>;
  /** Removes a subscription its push service says is gone (404, 410). */
  dropPushSubscription(id: string): Promise<void>;
  /**
   * Queues a push of `kind` about the lead to every subscribed device, due at `at` (`detail`
   * ends the target's name: the follow-up's moment, the failed target). Once per device.
   */
  enqueuePush(leadId: string, kind: PushKind, at: Date, detail?: string): Promise<number>;
  getQuietHours(): Promise<QuietHours | null>;
  setQuietHours(hours: QuietHours | null, at: Date): Promise<void>;
}

const COLUMNS = "id, user_id, session_id, endpoint, p256dh, auth, show_names, created_at";

const toSubscription = (row: Row): PushSubscription => ({
  id: String(row.id),
  userId: String(row.user_id),
  sessionId: String(row.session_id),
  endpoint: String(row.endpoint),
  p256dh: String(row.p256dh),
  auth: String(row.auth),
  showNames: row.show_names === true,
  createdAt: toDate(row.created_at),
});

export function createPushStore(sql: Sql): PushStore {
  return {
    async savePushSubscription(s) {
      const [row] = await sql.query(
        `INSERT INTO push_subscriptions (${COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::boolean, false), $8::timestamptz)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id,
           session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth,
           show_names = coalesce($7::boolean, push_subscriptions.show_names)
         RETURNING ${COLUMNS}`,
        [
          s.id,
          s.userId,
          s.sessionId,
          s.endpoint,
          s.p256dh,
          s.auth,
          s.showNames ?? null,
          s.createdAt.toISOString(),
        ],
      );
      return toSubscription(row as Row);
    },

    async findPushSubscription(id) {
      const [row] = await sql.query(`SELECT ${COLUMNS} FROM push_subscriptions WHERE id = $1`, [
        id,
      ]);
      return row ? toSubscription(row) : null;
    },

    async sessionPushSubscription(sessionId, endpoint) {
      const [row] = await sql.query(
        `SELECT ${COLUMNS} FROM push_subscriptions WHERE session_id = $1 AND endpoint = $2`,
        [sessionId, endpoint],
      );
      return row ? toSubscription(row) : null;
    },

    async deletePushSubscription(userId, endpoint) {
      const rows = await sql.query(
        "DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id",
        [userId, endpoint],
      );
      return rows.length > 0;
    },

    async dropPushSubscription(id) {
      await sql.query("DELETE FROM push_subscriptions WHERE id = $1", [id]);
    },

    enqueuePush: (leadId, kind, at, detail) => insertPushRows(sql, leadId, kind, at, detail),

    async getQuietHours() {
      const [row] = await sql.query("SELECT starts, ends FROM push_quiet_hours");
      return row ? { starts: String(row.starts), ends: String(row.ends) } : null;
    },

    async setQuietHours(hours, at) {
      if (!hours) {
        await sql.query("DELETE FROM push_quiet_hours");
        return;
      }
      await sql.query(
        `INSERT INTO push_quiet_hours (only_row, starts, ends, updated_at)
         VALUES (true, $1, $2, $3::timestamptz)
         ON CONFLICT (only_row) DO UPDATE SET starts = excluded.starts, ends = excluded.ends,
           updated_at = excluded.updated_at`,
        [hours.starts, hours.ends, at.toISOString()],
      );
    },
  };
}
