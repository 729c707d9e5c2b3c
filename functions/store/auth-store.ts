import { randomUUID } from "node:crypto";
import type {
  DeskAccount,
  DeskAuthStore,
  NewPasskey,
  SessionWindow,
  StoredPasskey,
  StoredSession,
} from "./auth-types";
import { toDate } from "./rows";
import type { Queryable, Row, Sql } from "./sql";

const iso = (date: Date) => date.toISOString();
const dateOrNull = (value: unknown) => (value == null ? null : toDate(value));

const USER_COLUMNS = `u.id, u.email, u.name, u.created_at, u.revoked_at,
  (SELECT count(*) FROM desk_passkeys AS p WHERE p.user_id = u.id) AS passkeys`;

const toAccount = (row: Row): DeskAccount => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  createdAt: toDate(row.created_at),
  revokedAt: dateOrNull(row.revoked_at),
  passkeys: Number(row.passkeys ?? 0),
});

const PASSKEY_COLUMNS =
  "id, user_id, public_key, counter, transports, device_name, created_at, last_used_at";

const toPasskey = (row: Row): StoredPasskey => ({
  id: String(row.id),
  userId: String(row.user_id),
  publicKey: new Uint8Array(row.public_key as Uint8Array<ArrayBuffer>),
  counter: Number(row.counter),
  transports: (row.transports as string[] | null) ?? [],
  deviceName: String(row.device_name),
  createdAt: toDate(row.created_at),
  lastUsedAt: dateOrNull(row.last_used_at),
});

const SESSION_COLUMNS = "s.id, s.user_id, s.created_at, s.last_seen_at, s.user_agent";

const toSession = (row: Row): StoredSession => ({
  id: String(row.id),
  userId: String(row.user_id),
  createdAt: toDate(row.created_at),
  lastSeenAt: toDate(row.last_seen_at),
  userAgent: String(row.user_agent),
});

const SESSION_HOLDS = "s.last_seen_at > $2::timestamptz AND s.created_at > $3::timestamptz";
const windowParams = (window: SessionWindow) => [iso(window.idleSince), iso(window.createdSince)];

async function insertPasskey(db: Queryable, userId: string, passkey: NewPasskey): Promise<void> {
  await db.query(
    `INSERT INTO desk_passkeys (id, user_id, public_key, counter, transports, device_name,
       created_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7::timestamptz)`,
    [
      passkey.id,
      userId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.deviceName,
      iso(passkey.createdAt),
    ],
  );
}

/** The desk's accounts, passkeys, sessions, invites and challenges, in one SQL for both stores. */
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
        await tx.query(
          `INSERT INTO desk_sessions (id, token_hash, user_id, created_at, last_seen_at, user_agent)
           VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz, $5)`,
          [session.id, session.tokenHash, userId, iso(session.createdAt), session.userAgent],
        );
        return {
          status: "enrolled",
          user: { id: userId, email: String(user?.email), name: String(user?.name) },
        };
      });
    },

    async findPasskey(id) {
      const [row] = await sql.query(
        `SELECT p.* FROM desk_passkeys AS p JOIN desk_users AS u ON u.id = p.user_id
         WHERE p.id = $1 AND u.revoked_at IS NULL`,
        [id],
      );
      return row ? toPasskey(row) : null;
    },

    async recordPasskeyUse(id, counter, at) {
      await sql.query(
        "UPDATE desk_passkeys SET counter = $2, last_used_at = $3::timestamptz WHERE id = $1",
        [id, counter, iso(at)],
      );
    },

    async listPasskeys(userId) {
      const rows = await sql.query(
        `SELECT ${PASSKEY_COLUMNS} FROM desk_passkeys WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      );
      return rows.map(toPasskey);
    },

    addPasskey: (userId, passkey) => insertPasskey(sql, userId, passkey),

    async deletePasskey(userId, id) {
      const rows = await sql.query(
        "DELETE FROM desk_passkeys WHERE user_id = $1 AND id = $2 RETURNING id",
        [userId, id],
      );
      return rows.length === 1;
    },

    async renamePasskey(userId, id, deviceName) {
      const rows = await sql.query(
        "UPDATE desk_passkeys SET device_name = $3 WHERE user_id = $1 AND id = $2 RETURNING id",
        [userId, id, deviceName],
      );
      return rows.length === 1;
    },

    async createSession(session) {
      await sql.query(
        `INSERT INTO desk_sessions (id, token_hash, user_id, created_at, last_seen_at, user_agent)
         VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz, $5)`,
        [session.id, session.tokenHash, session.userId, iso(session.createdAt), session.userAgent],
      );
    },

    async touchSession(tokenHash, window) {
      const [row] = await sql.query(
        `UPDATE desk_sessions AS s SET last_seen_at = $4::timestamptz
         FROM desk_users AS u
         WHERE s.token_hash = $1 AND ${SESSION_HOLDS} AND u.id = s.user_id
           AND u.revoked_at IS NULL
         RETURNING s.id AS session_id, s.created_at AS session_created_at, s.user_id,
           s.last_seen_at, s.user_agent, ${USER_COLUMNS}`,
        [tokenHash, ...windowParams(window), iso(window.now)],
      );
      if (!row) {
        // An expired session is gone for good, not kept to be found again.
        await sql.query("DELETE FROM desk_sessions WHERE token_hash = $1", [tokenHash]);
        return null;
      }
      return {
        session: toSession({ ...row, id: row.session_id, created_at: row.session_created_at }),
        user: toAccount(row),
      };
    },

    async listSessions(userId, window) {
      const rows = await sql.query(
        `SELECT ${SESSION_COLUMNS} FROM desk_sessions AS s
         WHERE s.user_id = $1 AND ${SESSION_HOLDS} ORDER BY s.last_seen_at DESC, s.id`,
        [userId, ...windowParams(window)],
      );
      return rows.map(toSession);
    },

    async deleteSession(userId, id) {
      const rows = await sql.query(
        "DELETE FROM desk_sessions WHERE user_id = $1 AND id = $2 RETURNING id",
        [userId, id],
      );
      return rows.length === 1;
    },

    async deleteOtherSessions(userId, keep) {
      const rows = await sql.query(
        "DELETE FROM desk_sessions WHERE user_id = $1 AND id <> $2 RETURNING id",
        [userId, keep],
      );
      return rows.length;
    },

    async listUsers() {
      const rows = await sql.query(
        `SELECT ${USER_COLUMNS} FROM desk_users AS u ORDER BY u.created_at, u.email`,
      );
      return rows.map(toAccount);
    },

    async findUser(id) {
      const [row] = await sql.query(`SELECT ${USER_COLUMNS} FROM desk_users AS u WHERE u.id = $1`, [
        id,
      ]);
      return row ? toAccount(row) : null;
    },

    revokeUser(email, at) {
      return sql.transaction(async (tx) => {
        const [user] = await tx.query(
          "UPDATE desk_users SET revoked_at = $2::timestamptz WHERE email = $1 RETURNING id",
          [email, iso(at)],
        );
        if (!user) return null;
        const count = async (text: string, params: unknown[]) =>
          (await tx.query(text, params)).length;
        return {
          sessions: await count("DELETE FROM desk_sessions WHERE user_id = $1 RETURNING id", [
            user.id,
          ]),
          passkeys: await count("DELETE FROM desk_passkeys WHERE user_id = $1 RETURNING id", [
            user.id,
          ]),
          invites: await count(
            `DELETE FROM desk_invites WHERE email = $1 AND used_at IS NULL RETURNING token_hash`,
            [email],
          ),
        };
      });
    },
  };
}
