import type { Queryable, Row } from "./database/sql";
import { insertPushRows } from "./push/rows";
import type {
  Delivery,
  DeliveryStatus,
  DeliveryTarget,
  NewLead,
  PlannedDelivery,
  StoredLead,
} from "./records";

/*
 * Row readers and the lead insert, shared by the lead store and the payment store (a payment
 * reaches the broker through a lead row of its own).
 */

export const leadColumns = (alias = "") =>
  ["id", "idempotency_key", "kind", "payload", "source", "is_spam", "created_at"]
    .map((column) => alias + column)
    .join(", ");
export const LEAD_COLUMNS = leadColumns();

/**
 * A new lead as parameters for the leads table, in the order its insert names the columns: id,
 * idempotency_key, kind, payload, body_hash, source, is_spam, created_at.
 */
export const leadValues = (lead: NewLead): unknown[] => [
  lead.id,
  lead.idempotencyKey,
  lead.kind,
  JSON.stringify(lead.payload),
  lead.bodyHash,
  lead.source,
  lead.isSpam,
  lead.createdAt.toISOString(),
];

// Drivers hand back timestamps as Date, but a text value must not slip through as one.
export const toDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));

export const toDateOrNull = (value: unknown): Date | null => (value == null ? null : toDate(value));

/** jsonb arrives parsed from PGlite and pg, but as text through some poolers. */
export const toJson = (value: unknown): Record<string, unknown> =>
  (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;

export const toLead = (row: Row): StoredLead => ({
  id: String(row.id),
  idempotencyKey: String(row.idempotency_key),
  kind: String(row.kind),
  payload: toJson(row.payload),
  source: String(row.source),
  isSpam: row.is_spam === true,
  createdAt: toDate(row.created_at),
});

export const toDelivery = (row: Row): Delivery => ({
  leadId: String(row.lead_id),
  target: row.target as DeliveryTarget,
  status: row.status as DeliveryStatus,
  attempts: Number(row.attempts),
  nextAttemptAt: toDate(row.next_attempt_at),
  lastError: row.last_error == null ? null : String(row.last_error),
  deliveredAt: toDateOrNull(row.delivered_at),
});

/**
 * Inserts the lead unless its idempotency key is taken, then its delivery rows, due at once.
 * Resolves to the new row, or undefined when the key was taken (and nothing was written).
 */
export async function insertLeadRows(
  tx: Queryable,
  lead: NewLead,
  deliveries: PlannedDelivery[],
): Promise<Row | undefined> {
  const [created] = await tx.query(
    `INSERT INTO leads (id, idempotency_key, kind, payload, body_hash, source, is_spam, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::timestamptz)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${LEAD_COLUMNS}`,
    leadValues(lead),
  );
  if (!created) return undefined;
  for (const delivery of deliveries) {
    if (delivery.target === "push") {
      await insertPushRows(tx, lead.id, "lead", lead.createdAt);
      continue;
    }
    await tx.query(
      `INSERT INTO deliveries (lead_id, target, status, next_attempt_at, last_error)
       VALUES ($1, $2, $3, $4::timestamptz, $5)`,
      [
        lead.id,
        delivery.target,
        delivery.status,
        lead.createdAt.toISOString(),
        delivery.note ?? null,
      ],
    );
  }
  return created;
}
