import type { Row, Sql } from "../database/sql";
import type {
  Delivery,
  NewLead,
  NewPayment,
  PaymentState,
  PaymentWithDeliveries,
  PlannedDelivery,
  StoredPayment,
} from "../records";
import { insertLeadRows, toDate, toDelivery, toJson } from "../rows";
import type { PaymentStore, RecordPaymentOutcome } from "../types";

export const PAYMENT_COLUMNS = `event_id, session_id, amount_total, currency, payment_status, customer_email,
  customer_name, attribution, paid_at, recorded_at, lead_id`;

const textOrNull = (value: unknown): string | null => (value == null ? null : String(value));

export const toPayment = (row: Row): StoredPayment => ({
  eventId: String(row.event_id),
  sessionId: String(row.session_id),
  amountTotal: row.amount_total == null ? null : Number(row.amount_total),
  currency: String(row.currency),
  paymentStatus: String(row.payment_status) as PaymentState,
  customerEmail: textOrNull(row.customer_email),
  customerName: textOrNull(row.customer_name),
  attribution: toJson(row.attribution) as Record<string, string>,
  paidAt: toDate(row.paid_at),
  recordedAt: toDate(row.recorded_at),
  leadId: textOrNull(row.lead_id),
});

/** Payments of the strategy session, in the same SQL for PGlite and PostgreSQL. */
export function createPaymentStore(sql: Sql): PaymentStore {
  return {
    recordPayment(
      payment: NewPayment,
      lead: NewLead | null,
      deliveries: PlannedDelivery[],
    ): Promise<RecordPaymentOutcome> {
      return sql.transaction(async (tx) => {
        // One row per session. A new session is inserted; one awaiting payment moves on to
        // paid or failed; anything else (the same event again, a late 'completed' after the
        // outcome) changes nothing. The same event delivered twice at once: the second insert
        // waits for the first transaction, then finds the row and does nothing.
        const [recorded] = await tx.query(
          `INSERT INTO payments (${PAYMENT_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::timestamptz, $10::timestamptz, $11)
           ON CONFLICT (session_id) DO UPDATE SET
             payment_status = EXCLUDED.payment_status,
             paid_at = EXCLUDED.paid_at,
             recorded_at = EXCLUDED.recorded_at,
             lead_id = EXCLUDED.lead_id
           WHERE payments.payment_status = 'awaiting_payment'
             AND EXCLUDED.payment_status <> 'awaiting_payment'
           RETURNING ${PAYMENT_COLUMNS}`,
          [
            payment.eventId,
            payment.sessionId,
            payment.amountTotal,
            payment.currency,
            payment.paymentStatus,
            payment.customerEmail,
            payment.customerName,
            JSON.stringify(payment.attribution),
            payment.paidAt.toISOString(),
            payment.recordedAt.toISOString(),
            lead?.id ?? null,
          ],
        );
        if (!recorded) return { status: "duplicate" };
        if (lead && !(await insertLeadRows(tx, lead, deliveries))) {
          throw new Error(`payment store: the key of lead ${lead.idempotencyKey} is taken`);
        }
        return { status: "recorded", payment: toPayment(recorded) };
      });
    },

    async listPayments(): Promise<PaymentWithDeliveries[]> {
      const payments = await sql.query(
        `SELECT ${PAYMENT_COLUMNS} FROM payments ORDER BY paid_at, event_id`,
      );
      const deliveries = await sql.query(
        `SELECT d.lead_id, d.target, d.status, d.attempts, d.next_attempt_at, d.last_error,
           d.delivered_at
         FROM deliveries AS d JOIN payments AS p ON p.lead_id = d.lead_id
         ORDER BY d.target`,
      );
      const byLead = new Map<string, Delivery[]>();
      for (const row of deliveries) {
        const delivery = toDelivery(row);
        byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
      }
      return payments.map((row) => {
        const payment = toPayment(row);
        const told = payment.leadId === null ? undefined : byLead.get(payment.leadId);
        return { ...payment, deliveries: told ?? [] };
      });
    },
  };
}
