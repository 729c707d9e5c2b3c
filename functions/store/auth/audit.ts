import type { Sql } from "../database/sql";
import { toDate } from "../rows";
import type { AuditEntry, AuditStore } from "./types";

/**
 * The desk's audit log, listed together with the privacy audit that the command line's `find`,
 * `correct`, `erase` and the retention purge write (one row per kind of record there, shown here
 * as one entry: the total, and the counts by kind as its note). Actors that are desk users are
 * shown by name, and leads by their person's name while they are kept. A find, correction or
 * erasure made in the desk is in both logs (the privacy audit as `desk:<user id>`): it is listed
 * once, as the desk's.
 */
const ENTRIES = `
  SELECT 'desk:' || a.id AS id, a.at, coalesce(u.name, a.actor) AS actor, a.action,
    a.lead_id::text AS lead_id, l.payload->>'name' AS lead_name, a.record_count, a.note
  FROM desk_audit AS a LEFT JOIN desk_users AS u ON u.id::text = a.actor
    LEFT JOIN leads AS l ON l.id = a.lead_id
  UNION ALL
  SELECT 'privacy:' || min(p.id), p.at, coalesce(min(u.name), p.actor), p.action, NULL, NULL,
    sum(p.record_count)::int,
    string_agg(p.record_kind || ' ' || p.record_count, ', ' ORDER BY p.record_kind)
      FILTER (WHERE p.record_count > 0)
  FROM privacy_audit AS p LEFT JOIN desk_users AS u ON u.id::text = p.actor
  WHERE p.actor NOT LIKE 'desk:%'
  GROUP BY p.at, p.actor, p.action`;

export function createAuditStore(sql: Sql): AuditStore {
  return {
    async writeAudit(entry) {
      await sql.query(
        `INSERT INTO desk_audit (at, actor, action, lead_id, record_count, note)
         VALUES ($1::timestamptz, $2, $3, $4::uuid, $5, $6)`,
        [
          entry.at.toISOString(),
          entry.actor,
          entry.action,
          entry.leadId ?? null,
          entry.count ?? null,
          entry.note ?? null,
        ],
      );
    },

    async listAudit({ before, limit }) {
      const rows = await sql.query(
        `SELECT * FROM (${ENTRIES}) AS e
         WHERE $1::timestamptz IS NULL OR (e.at, e.id) < ($1::timestamptz, $2::text)
         ORDER BY e.at DESC, e.id DESC
         LIMIT $3`,
        [before?.at.toISOString() ?? null, before?.id ?? "", limit],
      );
      return rows.map(
        (row): AuditEntry => ({
          id: String(row.id),
          at: toDate(row.at),
          actor: String(row.actor),
          action: String(row.action),
          leadId: row.lead_id == null ? null : String(row.lead_id),
          leadName: row.lead_name == null ? null : String(row.lead_name),
          count: row.record_count == null ? null : Number(row.record_count),
          note: row.note == null ? null : String(row.note),
        }),
      );
    },
  };
}
