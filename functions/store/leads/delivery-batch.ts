import { groupCommit } from "../database/group-commit";
import type { Sql } from "../database/sql";
import type { ClaimedDelivery, DeliveryResult } from "../records";

interface Item {
  claim: ClaimedDelivery;
  result: DeliveryResult;
}

/*
 * The outcomes of a batch of attempts in one statement. Only a row still pending under the
 * claim's lease token changes: a worker whose lease ran out and was taken over records nothing.
 * Delivered clears the error; pending keeps the status and moves the next attempt; skipped and
 * failed keep the error as their reason. A delivery failed for good is pushed to every
 * subscribed device (`push:failed:<subscription>:<target>`), in the same statement.
 */
const finishBatchSql = (told: boolean) => `
  WITH finished AS (
  UPDATE deliveries AS d
  SET status = u.status,
      delivered_at = coalesce(u.delivered_at::timestamptz, d.delivered_at),
      next_attempt_at = coalesce(u.next_attempt_at::timestamptz, d.next_attempt_at),
      last_error = u.error,
      locked_until = NULL,
      lease_token = NULL
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
    AS u(lead_id, target, token, status, delivered_at, next_attempt_at, error)
  WHERE d.lead_id = u.lead_id AND d.target = u.target AND d.lease_token = u.token
    AND d.status = 'pending'
  RETURNING d.lead_id, d.target, d.status, d.next_attempt_at
  )${
    told
      ? `, told AS (
    INSERT INTO deliveries (lead_id, target, status, next_attempt_at)
    SELECT f.lead_id, 'push:failed:' || s.id || ':' || f.target, 'pending', f.next_attempt_at
    FROM finished AS f CROSS JOIN push_subscriptions AS s
    WHERE f.status = 'failed' AND f.target NOT LIKE 'push%'
    ON CONFLICT (lead_id, target) DO NOTHING
  )`
      : ""
  }
  SELECT lead_id, target FROM finished`;
/** A batch with no failure does not read the devices (a statement's worth of PGlite's CPU). */
const FINISH_BATCH = finishBatchSql(false);
const FINISH_BATCH_TELLING = finishBatchSql(true);

async function finishBatch(sql: Sql, batch: Item[]): Promise<boolean[]> {
  const columns: unknown[][] = Array.from({ length: 7 }, () => []);
  for (const { claim, result } of batch) {
    [
      claim.lead.id,
      claim.target,
      claim.leaseToken,
      result.status,
      result.status === "delivered" ? result.at.toISOString() : null,
      result.status === "pending" ? result.nextAttemptAt.toISOString() : null,
      result.status === "delivered" ? null : result.error,
    ].forEach((value, i) => {
      columns[i]?.push(value);
    });
  }
  const failed = batch.some(({ result }) => result.status === "failed");
  const rows = await sql.query(failed ? FINISH_BATCH_TELLING : FINISH_BATCH, columns);
  const recorded = new Set(rows.map((row) => `${row.lead_id} ${row.target}`));
  return batch.map(({ claim }) => recorded.has(`${claim.lead.id} ${claim.target}`));
}

/**
 * Records an attempt's outcome, together with those finishing at the same time (see
 * `groupCommit`). Resolves to false when the lease was no longer this worker's.
 */
export function createDeliveryFinisher(sql: Sql, writers = 1) {
  const finish = groupCommit((batch: Item[]) => finishBatch(sql, batch), { writers });
  return (claim: ClaimedDelivery, result: DeliveryResult) => finish({ claim, result });
}
