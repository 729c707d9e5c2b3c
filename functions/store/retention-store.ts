import { BLANKED_PAYMENT_FIELDS, blankPaymentLeads, noRecords } from "./person-sql";
import type { RecordKind, RetentionPolicy, RetentionStore } from "./person-types";
import type { Sql } from "./sql";

const DAY_MS = 86_400_000;

interface Step {
  /** Rows older than this go. */
  days: (policy: RetentionPolicy) => number;
  /** The kind whose count says whether a full batch went (and another may be due). */
  main: RecordKind;
  /**
   * CTEs that take at most `$2` rows older than `$1` (`FOR UPDATE SKIP LOCKED`, so processes
   * purging together share the rows rather than wait for each other) and end in `counts`.
   */
  sql: string;
}

const leadsOlderThan = (spamOnly: boolean) => `
  due AS (
    SELECT l.id FROM leads AS l
    WHERE l.created_at < $1::timestamptz ${spamOnly ? "AND l.is_spam" : ""}
      AND NOT EXISTS (SELECT 1 FROM payments AS p WHERE p.lead_id = l.id)
    ORDER BY l.created_at LIMIT $2 FOR UPDATE OF l SKIP LOCKED
  ), d AS (
    SELECT count(*) AS n FROM deliveries WHERE lead_id IN (SELECT id FROM due)
  ), gone AS (
    DELETE FROM leads WHERE id IN (SELECT id FROM due) RETURNING 1
  ), counts AS (
    SELECT 'lead' AS kind, (SELECT count(*) FROM gone) AS n
    UNION ALL SELECT 'delivery', (SELECT n FROM d)
  )`;

// Order matters: payments are blanked before they are deleted, contacts before stray downloads.
const STEPS: Step[] = [
  { days: (policy) => policy.spamDays, main: "lead", sql: leadsOlderThan(true) },
  { days: (policy) => policy.leadDays, main: "lead", sql: leadsOlderThan(false) },
  {
    // A payment's personal fields, its lead's and the lead's deliveries; the amount, date and
    // checkout reference stay for tax records.
    days: (policy) => policy.leadDays,
    main: "payment",
    sql: `
      due AS (
        SELECT event_id, lead_id FROM payments
        WHERE paid_at < $1::timestamptz
          AND (customer_email IS NOT NULL OR customer_name IS NOT NULL OR attribution <> '{}'::jsonb)
        ORDER BY paid_at LIMIT $2 FOR UPDATE SKIP LOCKED
      ), blanked AS (
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
    days: (policy) => policy.paymentDays,
    main: "payment",
    sql: `
      due AS (
        SELECT event_id, lead_id FROM payments
        WHERE paid_at < $1::timestamptz
        ORDER BY paid_at LIMIT $2 FOR UPDATE SKIP LOCKED
      ), gone AS (
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
    main: "contact",
    sql: `
      due AS (
        SELECT id FROM contacts WHERE updated_at < $1::timestamptz
        ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED
      ), d AS (
        SELECT count(*) AS n FROM contact_downloads WHERE contact_id IN (SELECT id FROM due)
      ), gone AS (
        DELETE FROM contacts WHERE id IN (SELECT id FROM due) RETURNING 1
      ), counts AS (
        SELECT 'contact' AS kind, (SELECT count(*) FROM gone) AS n
        UNION ALL SELECT 'download', (SELECT n FROM d)
      )`,
  },
  {
    // Old downloads of a contact who has asked for something since.
    days: (policy) => policy.leadDays,
    main: "download",
    sql: `
      due AS (
        SELECT idempotency_key FROM contact_downloads WHERE created_at < $1::timestamptz
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED
      ), gone AS (
        DELETE FROM contact_downloads WHERE idempotency_key IN (SELECT idempotency_key FROM due)
        RETURNING 1
      ), counts AS (
        SELECT 'download' AS kind, (SELECT count(*) FROM gone) AS n
      )`,
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
