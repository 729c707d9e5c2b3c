import type { Sql } from "../database/sql";
import { BLANKED_PAYMENT_FIELDS, blankPaymentLeads, noRecords } from "./sql";
import type { RecordKind, RetentionPolicy, RetentionStore } from "./types";

const DAY_MS = 86_400_000;

interface Step {
  /** Rows older than this go. */
  days: (policy: RetentionPolicy) => number;
  /** The kind whose count says whether a full batch went (and another may be due). */
  main: RecordKind;
  /** CTEs that begin with a `due` batch and end in `counts`. */
  sql: string;
}

/**
 * The batch a step takes: at most `$2` rows of `table` older than `$1` by `age`, oldest first,
 * `FOR UPDATE SKIP LOCKED` so processes purging together share the rows rather than wait for
 * each other.
 */
const due = (table: string, columns: string, age: string, where = "") => `
  due AS (
    SELECT ${columns} FROM ${table} WHERE ${age} < $1::timestamptz ${where}
    ORDER BY ${age} LIMIT $2 FOR UPDATE SKIP LOCKED
  )`;

interface Deletion {
  kind: RecordKind;
  table: string;
  key: string;
  age: string;
  where?: string;
  /** The rows that go with each one (their foreign key cascades), counted before they go. */
  cascade?: { kind: RecordKind; table: string; key: string };
}

/** A step that deletes the batch, counting what goes with it. */
function deleteOldest({ kind, table, key, age, where, cascade }: Deletion): Omit<Step, "days"> {
  const cascaded = cascade
    ? `, cascaded AS (
         SELECT count(*) AS n FROM ${cascade.table} WHERE ${cascade.key} IN (SELECT ${key} FROM due)
       )`
    : "";
  return {
    main: kind,
    sql: `${due(table, key, age, where)}${cascaded}, gone AS (
        DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM due) RETURNING 1
      ), counts AS (
        SELECT '${kind}' AS kind, (SELECT count(*) FROM gone) AS n
        ${cascade ? `UNION ALL SELECT '${cascade.kind}', (SELECT n FROM cascaded)` : ""}
      )`,
  };
}

const oldLeads = (spamOnly: boolean) =>
  deleteOldest({
    kind: "lead",
    table: "leads",
    key: "id",
    age: "created_at",
    // A payment's lead goes with the payment.
    where: `${spamOnly ? "AND is_spam" : ""}
      AND NOT EXISTS (SELECT 1 FROM payments AS p WHERE p.lead_id = leads.id)`,
    cascade: { kind: "delivery", table: "deliveries", key: "lead_id" },
  });

// Order matters: payments are blanked before they are deleted, contacts before stray downloads.
const STEPS: Step[] = [
  { days: (policy) => policy.spamDays, ...oldLeads(true) },
  { days: (policy) => policy.leadDays, ...oldLeads(false) },
  {
    // A payment's personal fields, its lead's and the lead's deliveries; the amount, date and
    // checkout reference stay for tax records.
    days: (policy) => policy.leadDays,
    main: "payment",
    sql: `${due(
      "payments",
      "event_id, lead_id",
      "paid_at",
      "AND (customer_email IS NOT NULL OR customer_name IS NOT NULL OR attribution <> '{}'::jsonb)",
    )}, blanked AS (
        UPDATE payments SET ${BLANKED_PAYMENT_FIELDS}
        WHERE event_id IN (SELECT event_id FROM due) RETURNING 1
      ), blanked_leads AS (
        ${blankPaymentLeads("id IN (SELECT lead_id FROM due)")} RETURNING 1
      ), d AS (
        DELETE FROM deliveries WHERE lead_id IN (SELECT lead_id FROM due) RETURNING 1
      ), counts AS (
        SELECT 'payment' AS kind, (SELECT count(*) FROM blanked) AS n
        UNION ALL SELECT 'delivery', (SELECT count(*) FROM d)
      )`,
  },
  {
    // The payment with its lead, and so the lead's deliveries.
    days: (policy) => policy.paymentDays,
    main: "payment",
    sql: `${due("payments", "event_id, lead_id", "paid_at")}, gone AS (
        DELETE FROM payments WHERE event_id IN (SELECT event_id FROM due) RETURNING 1
      ), d AS (
        SELECT count(*) AS n FROM deliveries WHERE lead_id IN (SELECT lead_id FROM due)
      ), gone_leads AS (
        DELETE FROM leads WHERE id IN (SELECT lead_id FROM due) RETURNING 1
      ), counts AS (
        SELECT 'payment' AS kind, (SELECT count(*) FROM gone) AS n
        UNION ALL SELECT 'lead', (SELECT count(*) FROM gone_leads)
        UNION ALL SELECT 'delivery', (SELECT n FROM d)
      )`,
  },
  {
    // A contact who has not asked for anything within the period, with their downloads.
    days: (policy) => policy.leadDays,
    ...deleteOldest({
      kind: "contact",
      table: "contacts",
      key: "id",
      age: "updated_at",
      cascade: { kind: "download", table: "contact_downloads", key: "contact_id" },
    }),
  },
  {
    // Old downloads of a contact who has asked for something since.
    days: (policy) => policy.leadDays,
    ...deleteOldest({
      kind: "download",
      table: "contact_downloads",
      key: "idempotency_key",
      age: "created_at",
    }),
  },
];

/**
 * The retention purge, in the same SQL for PGlite and PostgreSQL. Each statement deletes one
 * batch and writes its counts to the privacy audit in the same commit; old rows are all it
 * touches, so lead inserts never wait for it.
 */
export function createRetentionStore(sql: Sql): RetentionStore {
  return {
    async purgeExpired({ now, policy, actor, batchSize = 500, maxBatches = 20 }) {
      const counts = noRecords();
      let batches = 0;
      for (const step of STEPS) {
        const cutoff = new Date(now.getTime() - step.days(policy) * DAY_MS);
        for (;;) {
          if (batches >= maxBatches) return { counts, more: true };
          batches++;
          const rows = await sql.query(
            `WITH ${step.sql}, audited AS (
               INSERT INTO privacy_audit (at, actor, action, record_kind, record_count)
               SELECT $3::timestamptz, $4, 'purge', kind, n FROM counts WHERE n > 0
             )
             SELECT kind, n FROM counts`,
            [cutoff.toISOString(), batchSize, now.toISOString(), actor],
          );
          let full = false;
          for (const row of rows) {
            const kind = row.kind as RecordKind;
            const n = Number(row.n);
            counts[kind] += n;
            if (kind === step.main && n >= batchSize) full = true;
          }
          if (!full) break;
          // PGlite answers without giving the event loop a turn: without one, the lead inserts
          // waiting for the turn's end (see `groupCommit`) would wait for the whole purge.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return { counts, more: false };
    },
  };
}
