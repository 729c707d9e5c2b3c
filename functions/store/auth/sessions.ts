import type { Queryable, Row, Sql } from "../database/sql";
import { toDate, toDateOrNull } from "../rows";
import type { DeskAccount, DeskAuthStore, NewSession, SessionWindow, StoredSession } from "./types";

const iso = (date: Date) => date.toISOString();

const USER_COLUMNS = `u.id, u.email, u.name, u.role, u.created_at, u.revoked_at,
  (SELECT count(*) FROM desk_passkeys AS p WHERE p.user_id = u.id) AS passkeys`;

const toAccount = (row: Row): DeskAccount => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  role: row.role === "owner" ? "owner" : "assistant",
  createdAt: toDate(row.created_at),
  revokedAt: toDateOrNull(row.revoked_at),
  passkeys: Number(row.passkeys ?? 0),
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

/** Opens a session: at sign-in, or for the new user as an invite is taken. */
export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO desk_sessions (id, token_hash, user_id, created_at, last_seen_at, user_agent)
     VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz, $5)`,
    [session.id, session.tokenHash, session.userId, iso(session.createdAt), session.userAgent],
  );
}

export type SessionStore = Pick<
  DeskAuthStore,
  | "createSession"
  | "touchSession"
  | "sessionHolds"
  | "listSessions"
  | "deleteSession"
  | "deleteOtherSessions"
  | "listUsers"
  | "findUser"
  | "revokeUser"
>;

/** The desk's users and their sessions: a session holds only while its user is not revoked. */
export function createSessionStore(sql: Sql): SessionStore {
  return {
    createSession: (session) => insertSession(sql, session),

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

    async sessionHolds(id, window) {
      const rows = await sql.query(
        `SELECT 1 FROM desk_sessions AS s JOIN desk_users AS u ON u.id = s.user_id
         WHERE s.id = $1::uuid AND ${SESSION_HOLDS} AND u.revoked_at IS NULL`,
        [id, ...windowParams(window)],
      );
      return rows.length === 1;
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
          `UPDATE desk_users SET revoked_at = $2::timestamptz
           WHERE email = $1 AND revoked_at IS NULL RETURNING id`,
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
            `DELETE FROM desk_invites
             WHERE (email = $1 OR invited_by = $2::text) AND used_at IS NULL
             RETURNING token_hash`,
            [email, user.id],
          ),
        };
      });
    },
  };
}
