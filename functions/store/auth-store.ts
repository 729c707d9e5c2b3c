import { randomUUID } from "node:crypto";
import { createPasskeyStore, insertPasskey } from "./auth-passkeys";
import { createSessionStore, insertSession } from "./auth-sessions";
import type { DeskAuthStore } from "./auth-types";
import { toDate } from "./rows";
import type { Sql } from "./sql";

const iso = (date: Date) => date.toISOString();

/**
 * The desk's accounts, passkeys, sessions, invites and challenges, in one SQL for both stores.
 * Invites and sign-in challenges are here; an invite taken makes the account, its first passkey
 * and its first session in one transaction.
 */
export function createDeskAuthStore(sql: Sql): DeskAuthStore {
  return {
    async createInvite(invite) {
      // An e-mail that has an account keeps it (recovery, or a revoked one coming back).
      await sql.query(
        `INSERT INTO desk_invites (token_hash, email, user_id, invited_by, created_at, expires_at)
         VALUES ($1, $2, coalesce((SELECT id FROM desk_users WHERE email = $2), $3::uuid), $4,
           $5::timestamptz, $6::timestamptz)`,
        [
          invite.tokenHash,
          invite.email,
          randomUUID(),
          invite.invitedBy,
          iso(invite.createdAt),
          iso(invite.expiresAt),
        ],
      );
    },

    async findInvite(tokenHash, now) {
      const [row] = await sql.query(
        `SELECT i.email, i.user_id, i.expires_at, i.used_at, u.name
         FROM desk_invites AS i LEFT JOIN desk_users AS u ON u.id = i.user_id
         WHERE i.token_hash = $1`,
        [tokenHash],
      );
      if (!row) return { status: "unknown" };
      if (row.used_at != null) return { status: "used" };
      if (toDate(row.expires_at) <= now) return { status: "expired" };
      return {
        status: "valid",
        email: String(row.email),
        userId: String(row.user_id),
        name: row.name == null ? null : String(row.name),
      };
    },

    async saveChallenge(challenge, purpose, subject, expiresAt) {
      await sql.query(
        `INSERT INTO desk_challenges (challenge, purpose, subject, expires_at)
         VALUES ($1, $2, $3, $4::timestamptz)`,
        [challenge, purpose, subject, iso(expiresAt)],
      );
    },

    async takeChallenge(challenge, purpose, subject, now) {
      // Challenges nobody answered are cleared as others are taken.
      await sql.query("DELETE FROM desk_challenges WHERE expires_at <= $1::timestamptz", [
        iso(now),
      ]);
      const taken = await sql.query(
        `DELETE FROM desk_challenges
         WHERE challenge = $1 AND purpose = $2 AND subject = $3 AND expires_at > $4::timestamptz
         RETURNING challenge`,
        [challenge, purpose, subject, iso(now)],
      );
      return taken.length === 1;
    },

    completeEnrolment({ inviteHash, now, name, passkey, session }) {
      return sql.transaction(async (tx) => {
        const [invite] = await tx.query(
          `UPDATE desk_invites SET used_at = $2::timestamptz
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
           RETURNING email, user_id`,
          [inviteHash, iso(now)],
        );
        if (!invite) {
          const [row] = await tx.query("SELECT used_at FROM desk_invites WHERE token_hash = $1", [
            inviteHash,
          ]);
          return { status: !row ? "unknown" : row.used_at != null ? "used" : "expired" };
        }
        const [user] = await tx.query(
          `INSERT INTO desk_users (id, email, name, created_at) VALUES ($1, $2, $3, $4::timestamptz)
           ON CONFLICT (email) DO UPDATE SET revoked_at = NULL,
             name = CASE WHEN $3 = '' THEN desk_users.name ELSE $3 END
           RETURNING id, email, name`,
          [invite.user_id, invite.email, name || String(invite.email), iso(now)],
        );
        const userId = String(user?.id);
        await insertPasskey(tx, userId, passkey);
        await insertSession(tx, { ...session, userId });
        return {
          status: "enrolled",
          user: { id: userId, email: String(user?.email), name: String(user?.name) },
        };
      });
    },

    ...createPasskeyStore(sql),
    ...createSessionStore(sql),
  };
}
