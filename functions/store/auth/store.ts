import { randomUUID } from "node:crypto";
import type { Queryable, Row, Sql } from "../database/sql";
import { toDate } from "../rows";
import { createPasskeyNoticeStore, insertPasskeyNotice } from "./passkey-notices";
import { createPasskeyStore, insertPasskey } from "./passkeys";
import { createSessionStore, insertSession } from "./sessions";
import type { DeskAuthStore, DeskRole, EnrolmentOutcome } from "./types";

const iso = (date: Date) => date.toISOString();

type Enrolled = Extract<EnrolmentOutcome, { status: "enrolled" }>["user"];

const enrolledOf = (row: Row): Enrolled => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  role: row.role === "owner" ? "owner" : "assistant",
});

/**
 * The account a recovery invite was made for: never renamed, never restored once revoked, made
 * owner only by an owner's invite. Null when the invite is for a new account.
 */
async function existingAccount(tx: Queryable, invite: Row): Promise<Enrolled | "revoked" | null> {
  const [row] = await tx.query(
    `UPDATE desk_users SET role = CASE WHEN $2 = 'owner' THEN 'owner' ELSE role END
     WHERE id = $1::uuid RETURNING id, email, name, role, revoked_at`,
    [invite.user_id, invite.role],
  );
  if (!row) return null;
  return row.revoked_at == null ? enrolledOf(row) : "revoked";
}

/**
 * A new account for the invite's address, named as its person asked (else the address); the
 * desk's very first account is its owner. Null when the address has an account that signs in.
 */
async function newAccount(
  tx: Queryable,
  invite: Row,
  name: string,
  now: Date,
): Promise<Enrolled | null> {
  const [row] = await tx.query(
    `INSERT INTO desk_users (id, email, name, created_at, role)
     VALUES ($1, $2, $3, $4::timestamptz,
       CASE WHEN EXISTS (SELECT 1 FROM desk_users) THEN $5::text ELSE 'owner' END)
     ON CONFLICT (email) WHERE revoked_at IS NULL DO NOTHING
     RETURNING id, email, name, role`,
    [invite.user_id, invite.email, name || String(invite.email), iso(now), invite.role as DeskRole],
  );
  return row ? enrolledOf(row) : null;
}

/**
 * The desk's accounts, passkeys, sessions, invites and challenges, in one SQL for both stores.
 * Invites and sign-in challenges are here; an invite taken makes the account, its first passkey
 * and its first session in one transaction.
 */
export function createDeskAuthStore(sql: Sql): DeskAuthStore {
  return {
    async createInvite(invite) {
      // Only a recovery invite (the command line's) reaches the address's account that signs in;
      // any other makes a new account, whatever the address.
      await sql.query(
        `INSERT INTO desk_invites
           (token_hash, email, user_id, invited_by, created_at, expires_at, role)
         VALUES ($1, $2, coalesce(
             (SELECT id FROM desk_users WHERE $7 AND email = $2 AND revoked_at IS NULL), $3::uuid),
           $4, $5::timestamptz, $6::timestamptz, $8)`,
        [
          invite.tokenHash,
          invite.email,
          randomUUID(),
          invite.invitedBy,
          iso(invite.createdAt),
          iso(invite.expiresAt),
          invite.recovery,
          invite.role,
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
      return sql.transaction(async (tx): Promise<EnrolmentOutcome> => {
        const [invite] = await tx.query(
          `UPDATE desk_invites SET used_at = $2::timestamptz
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
           RETURNING email, user_id, role`,
          [inviteHash, iso(now)],
        );
        if (!invite) {
          const [row] = await tx.query("SELECT used_at FROM desk_invites WHERE token_hash = $1", [
            inviteHash,
          ]);
          return { status: !row ? "unknown" : row.used_at != null ? "used" : "expired" };
        }
        const existing = await existingAccount(tx, invite);
        const user = existing ?? (await newAccount(tx, invite, name, now));
        if (user === "revoked") return { status: "unknown" };
        if (!user) return { status: "account_exists" };
        await insertPasskey(tx, user.id, passkey);
        // A recovery invite added a passkey to an account that had one: its person is told.
        if (existing) {
          await insertPasskeyNotice(tx, {
            userId: user.id,
            deviceName: passkey.deviceName,
            addedAt: now,
          });
        }
        await insertSession(tx, { ...session, userId: user.id });
        return { status: "enrolled", user };
      });
    },

    ...createPasskeyStore(sql),
    ...createSessionStore(sql),
    ...createPasskeyNoticeStore(sql),
  };
}
