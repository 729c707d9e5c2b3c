import { randomUUID } from "node:crypto";
import type { Queryable, Sql } from "../database/sql";
import { toDate } from "../rows";

const iso = (date: Date) => date.toISOString();

/** A passkey added to an account that already had one, as its person is told of it. */
export interface PasskeyNotice {
  id: string;
  deviceName: string;
  addedAt: Date;
}

/** A notice whose e-mail this process holds the lease on until `lockedUntil`. */
export interface ClaimedNotice extends PasskeyNotice {
  /** The account's address: where the e-mail goes. */
  email: string;
  /** Attempts including the one this claim starts. */
  attempts: number;
  leaseToken: string;
  lockedUntil: Date;
}

export type NoticeResult =
  | { status: "delivered"; at: Date }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "skipped" | "failed"; error: string };

/**
 * The notices of passkeys added to existing accounts: shown in the desk to the account's person
 * until dismissed, and e-mailed to the account's address once, leased as a lead's deliveries are.
 */
export interface PasskeyNoticeStore {
  /** The account's notices not yet dismissed, newest first. */
  listPasskeyNotices(userId: string): Promise<PasskeyNotice[]>;
  /** Dismisses one of the account's notices; false when it has no such notice left. */
  dismissPasskeyNotice(userId: string, id: string, at: Date): Promise<boolean>;
  /** Leases up to `limit` notices whose e-mail is due at `now` and leased by no one else. */
  claimDueNotices(options: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedNotice[]>;
  /** Records an e-mail's attempt; false when the lease was lost to another worker. */
  finishNotice(claim: ClaimedNotice, result: NoticeResult): Promise<boolean>;
}

/**
 * Records that `deviceName`'s passkey was added to the account `userId` at `addedAt`, in the
 * transaction that stores the passkey; its e-mail is due at once.
 */
export async function insertPasskeyNotice(
  db: Queryable,
  notice: { userId: string; deviceName: string; addedAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO desk_passkey_notices
       (id, user_id, device_name, added_at, email_status, next_attempt_at)
     VALUES ($1, $2, $3, $4::timestamptz, 'pending', $4::timestamptz)`,
    [randomUUID(), notice.userId, notice.deviceName, iso(notice.addedAt)],
  );
}

export function createPasskeyNoticeStore(sql: Sql): PasskeyNoticeStore {
  return {
    async listPasskeyNotices(userId) {
      const rows = await sql.query(
        `SELECT id, device_name, added_at FROM desk_passkey_notices
         WHERE user_id = $1 AND dismissed_at IS NULL ORDER BY added_at DESC, id`,
        [userId],
      );
      return rows.map((row) => ({
        id: String(row.id),
        deviceName: String(row.device_name),
        addedAt: toDate(row.added_at),
      }));
    },

    async dismissPasskeyNotice(userId, id, at) {
      const rows = await sql.query(
        `UPDATE desk_passkey_notices SET dismissed_at = $3::timestamptz
         WHERE user_id = $1 AND id = $2 AND dismissed_at IS NULL RETURNING id`,
        [userId, id, iso(at)],
      );
      return rows.length === 1;
    },

    async claimDueNotices({ now, leaseMs, limit }) {
      const leaseToken = randomUUID();
      const lockedUntil = new Date(now.getTime() + leaseMs);
      // As the deliveries are claimed: SKIP LOCKED keeps two workers from taking the same rows.
      const rows = await sql.query(
        `WITH due AS (
           SELECT id FROM desk_passkey_notices
           WHERE email_status = 'pending' AND next_attempt_at <= $1::timestamptz
             AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
           ORDER BY next_attempt_at LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE desk_passkey_notices AS n
           SET locked_until = $3::timestamptz, lease_token = $4, attempts = n.attempts + 1
           FROM due WHERE n.id = due.id
           RETURNING n.id, n.user_id, n.device_name, n.added_at, n.attempts
         )
         SELECT claimed.*, u.email FROM claimed JOIN desk_users AS u ON u.id = claimed.user_id
         ORDER BY claimed.added_at`,
        [iso(now), limit, iso(lockedUntil), leaseToken],
      );
      return rows.map((row) => ({
        id: String(row.id),
        deviceName: String(row.device_name),
        addedAt: toDate(row.added_at),
        email: String(row.email),
        attempts: Number(row.attempts),
        leaseToken,
        lockedUntil,
      }));
    },

    async finishNotice(claim, result) {
      const rows = await sql.query(
        `UPDATE desk_passkey_notices
         SET email_status = $3,
             delivered_at = $4::timestamptz,
             next_attempt_at = coalesce($5::timestamptz, next_attempt_at),
             last_error = $6,
             locked_until = NULL,
             lease_token = NULL
         WHERE id = $1 AND lease_token = $2 AND email_status = 'pending'
         RETURNING id`,
        [
          claim.id,
          claim.leaseToken,
          result.status,
          result.status === "delivered" ? iso(result.at) : null,
          result.status === "pending" ? iso(result.nextAttemptAt) : null,
          result.status === "delivered" ? null : result.error,
        ],
      );
      return rows.length === 1;
    },
  };
}
