import { groupCommit } from "../database/group-commit";
import type { Row, Sql } from "../database/sql";
import type { InsertOutcome, NewLead, PlannedDelivery } from "../records";
import { LEAD_COLUMNS, leadColumns, leadValues, toLead } from "../rows";

interface Item {
  lead: NewLead;
  deliveries: PlannedDelivery[];
}

/*
 * Every lead of a batch and its delivery rows in one statement, so one commit: a statement is
 * atomic, and nothing is acknowledged before it commits. A planned `push` is one row per
 * subscribed device (`push:lead:<subscription>`). A key taken before (or twice in the
 * batch) inserts nothing and returns no row; `ON CONFLICT` waits for a concurrent insert of
 * the same key to commit first.
 */
const insertBatchSql = (push: boolean) => `
  WITH l AS (
    INSERT INTO leads
      (id, idempotency_key, kind, payload, body_hash, source, is_spam, created_at, booking_token_hash)
    SELECT id, key, kind, payload::jsonb, hash, source, spam, at::timestamptz, token_hash
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                $7::boolean[], $8::text[], $9::text[])
      AS n(id, key, kind, payload, hash, source, spam, at, token_hash)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING ${LEAD_COLUMNS}
  ), d AS (
    INSERT INTO deliveries (lead_id, target, status, next_attempt_at, last_error)
    SELECT p.lead_id, ${push ? "coalesce('push:lead:' || s.id, p.target)" : "p.target"},
      p.status, l.created_at, p.note
    FROM unnest($10::uuid[], $11::text[], $12::text[], $13::text[])
      AS p(lead_id, target, status, note)
    JOIN l ON l.id = p.lead_id
    ${
      push
        ? `LEFT JOIN push_subscriptions AS s ON p.target = 'push'
    WHERE p.target <> 'push' OR s.id IS NOT NULL`
        : ""
    }
  )
  SELECT ${leadColumns()} FROM l`;
/*
 * Without a planned push (no device keys set, or a spam lead) the devices are not read: joining
 * them, empty or not, cost PGlite about a third of a millisecond of CPU per statement.
 */
const INSERT_BATCH = insertBatchSql(false);
const INSERT_BATCH_WITH_PUSH = insertBatchSql(true);

function batchParams(batch: Item[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  const push = (values: unknown[], from: number) =>
    values.forEach((value, i) => {
      columns[from + i]?.push(value);
    });
  for (const { lead, deliveries } of batch) {
    push([...leadValues(lead), lead.bookingTokenHash ?? null], 0);
    for (const delivery of deliveries) {
      push([lead.id, delivery.target, delivery.status, delivery.note ?? null], 9);
    }
  }
  return columns;
}

/** Writes `batch`: each lead's outcome, or the error that kept it out. */
async function insertBatch(sql: Sql, batch: Item[]): Promise<Array<InsertOutcome | Error>> {
  const created = new Map<string, Row>();
  const push = batch.some((item) => item.deliveries.some((d) => d.target === "push"));
  const text = push ? INSERT_BATCH_WITH_PUSH : INSERT_BATCH;
  for (const row of await sql.query(text, batchParams(batch))) {
    created.set(String(row.id), row);
  }
  const taken = batch.filter((item) => !created.has(item.lead.id));
  // A new statement sees a row that a concurrent insert committed while this one waited.
  const existing = new Map<string, Row>();
  if (taken.length > 0) {
    const rows = await sql.query(
      `SELECT ${LEAD_COLUMNS}, body_hash FROM leads WHERE idempotency_key = ANY($1::text[])`,
      [taken.map((item) => item.lead.idempotencyKey)],
    );
    for (const row of rows) existing.set(String(row.idempotency_key), row);
  }
  return batch.map((item) => {
    const row = created.get(item.lead.id);
    if (row) return { status: "created", lead: toLead(row) };
    const other = existing.get(item.lead.idempotencyKey);
    if (!other) return new Error("lead store: idempotency key vanished during insert");
    const same = other.body_hash === item.lead.bodyHash;
    return { status: same ? "replayed" : "conflict", lead: toLead(other) };
  });
}

/**
 * Inserts a lead with its deliveries, together with the leads that arrive at the same time
 * (see `groupCommit`). A key taken before answers the stored lead: replayed or conflict.
 */
export function createLeadInserter(sql: Sql, writers = 1) {
  const insert = groupCommit((batch: Item[]) => insertBatch(sql, batch), { writers });
  return (lead: NewLead, deliveries: PlannedDelivery[]) => insert({ lead, deliveries });
}
