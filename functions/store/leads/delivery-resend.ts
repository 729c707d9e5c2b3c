import type { Sql } from "../database/sql";
import type { Delivery } from "../records";
import { toDate, toDelivery } from "../rows";

export type ResendOutcome =
  /** A new attempt is queued, due at once: the row is pending again, its attempts and error kept. */
  | { status: "queued"; delivery: Delivery }
  /** An attempt is already due or under way: nothing changed, so two clicks make one attempt. */
  | { status: "already_queued"; delivery: Delivery }
  /**
   * Delivered already, or skipped on purpose (the target not configured, the lead caught by the
   * spam trap): nothing changed; only `force` sends it again.
   */
  | { status: "delivered" | "skipped"; delivery: Delivery }
  | { status: "not_found" };

/** Sends a stored lead to one of its targets again, on the broker's word. */
export interface DeliveryResendStore {
  resendDelivery(options: {
    leadId: string;
    target: string;
    now: Date;
    /** Also send one that was delivered or skipped. */
    force?: boolean;
  }): Promise<ResendOutcome>;
}

const DELIVERY_COLUMNS =
  "lead_id, target, status, attempts, next_attempt_at, last_error, delivered_at, locked_until";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDeliveryResender(sql: Sql): DeliveryResendStore {
  return {
    resendDelivery: ({ leadId, target, now, force = false }) =>
      sql.transaction(async (tx): Promise<ResendOutcome> => {
        if (!UUID.test(leadId)) return { status: "not_found" };
        // The row is locked for the decision, so two clicks at once queue one attempt.
        const [row] = await tx.query(
          `SELECT ${DELIVERY_COLUMNS} FROM deliveries
           WHERE lead_id = $1::uuid AND target = $2 FOR UPDATE`,
          [leadId, target],
        );
        if (!row) return { status: "not_found" };
        const delivery = toDelivery(row);
        if (delivery.status === "pending") {
          const due = delivery.nextAttemptAt <= now;
          const leased = row.locked_until != null && toDate(row.locked_until) > now;
          if (due || leased) return { status: "already_queued", delivery };
        } else if ((delivery.status === "delivered" || delivery.status === "skipped") && !force) {
          return { status: delivery.status, delivery };
        }
        // Attempts and the last error stay: the next attempt's outcome replaces the error.
        const [queued] = await tx.query(
          `UPDATE deliveries SET status = 'pending', next_attempt_at = $3::timestamptz,
             locked_until = NULL, lease_token = NULL
           WHERE lead_id = $1::uuid AND target = $2
           RETURNING ${DELIVERY_COLUMNS}`,
          [leadId, target, now.toISOString()],
        );
        return queued
          ? { status: "queued", delivery: toDelivery(queued) }
          : { status: "not_found" };
      }),
  };
}
