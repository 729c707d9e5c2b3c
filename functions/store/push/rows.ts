import type { Queryable } from "../database/sql";

/** What a push is about: a new lead, its follow-up falling due, or a delivery failed for good. */
export type PushKind = "lead" | "due" | "failed";

/**
 * The delivery rows of a push to every subscribed device: `push:<kind>:<subscription>` and, for
 * a follow-up or a failure, `:<detail>`. The row's key keeps it once per lead, kind and device.
 */
export async function insertPushRows(
  db: Queryable,
  leadId: string,
  kind: PushKind,
  at: Date,
  detail?: string,
): Promise<number> {
  const rows = await db.query(
    `INSERT INTO deliveries (lead_id, target, status, next_attempt_at)
     SELECT $1, 'push:' || $2 || ':' || s.id || coalesce(':' || $4, ''), 'pending', $3::timestamptz
     FROM push_subscriptions AS s
     ON CONFLICT (lead_id, target) DO NOTHING
     RETURNING target`,
    [leadId, kind, at.toISOString(), detail ?? null],
  );
  return rows.length;
}
