import type { Queryable, Row, Sql } from "../database/sql";
import { toDate, toDateOrNull } from "../rows";
import { insertPasskeyNotice } from "./passkey-notices";
import type { DeskAuthStore, NewPasskey, StoredPasskey } from "./types";

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
  lastUsedAt: toDateOrNull(row.last_used_at),
});

/** Stores a user's new passkey: one added later, or the first one, as an invite is taken. */
export async function insertPasskey(
  db: Queryable,
  userId: string,
  passkey: NewPasskey,
): Promise<void> {
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
      passkey.createdAt.toISOString(),
    ],
  );
}

export type PasskeyStore = Pick<
  DeskAuthStore,
  | "findPasskey"
  | "recordPasskeyUse"
  | "listPasskeys"
  | "addPasskey"
  | "deletePasskey"
  | "renamePasskey"
>;

/** The desk users' passkeys: found to sign in (never a revoked user's), listed, renamed, removed. */
export function createPasskeyStore(sql: Sql): PasskeyStore {
  return {
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
        [id, counter, at.toISOString()],
      );
    },

    async listPasskeys(userId) {
      const rows = await sql.query(
        `SELECT ${PASSKEY_COLUMNS} FROM desk_passkeys WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      );
      return rows.map(toPasskey);
    },

    addPasskey: (userId, passkey) =>
      sql.transaction(async (tx) => {
        await insertPasskey(tx, userId, passkey);
        await insertPasskeyNotice(tx, {
          userId,
          deviceName: passkey.deviceName,
          addedAt: passkey.createdAt,
        });
      }),

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
  };
}
