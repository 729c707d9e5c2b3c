import { randomUUID } from "node:crypto";
import type { Sql } from "../database/sql";
import type { ClaimedDelivery, Delivery, DeliveryTarget, LeadWithDeliveries } from "../records";
import { LEAD_COLUMNS, leadColumns, toDate, toDelivery, toLead } from "../rows";
import type { LeadStore } from "../types";
import { createLeadInserter } from "./batch";
import { createDeliveryFinisher } from "./delivery-batch";

/**
 * The leads and their deliveries, written once in SQL that PGlite and PostgreSQL both run.
 * Batches of lead inserts are under way `sql.writers` at a time.
 */
export function createLeadStore(sql: Sql): LeadStore {
  const insertLead = createLeadInserter(sql, sql.writers);
  return {
    insertLead,

    async claimDue({ now, leaseMs, limit }): Promise<ClaimedDelivery[]> {
      const leaseToken = randomUUID();
      const lockedUntil = new Date(now.getTime() + leaseMs);
      // SKIP LOCKED keeps two workers from blocking on, or both taking, the same rows; the lease
      // keeps a row away from other workers while its attempt is under way.
      const rows = await sql.query(
        `WITH due AS (
           SELECT lead_id, target FROM deliveries
           WHERE status = 'pending'
             AND next_attempt_at <= $1::timestamptz
             AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
           ORDER BY next_attempt_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE deliveries AS d
           SET locked_until = $3::timestamptz, lease_token = $4, attempts = d.attempts + 1
           FROM due
           WHERE d.lead_id = due.lead_id AND d.target = due.target
           RETURNING d.lead_id, d.target, d.attempts
         )
         SELECT claimed.target, claimed.attempts, ${leadColumns("l.")}
         FROM claimed JOIN leads AS l ON l.id = claimed.lead_id
         ORDER BY l.created_at`,
        [now.toISOString(), limit, lockedUntil.toISOString(), leaseToken],
      );
      return rows.map((row) => ({
        lead: toLead(row),
        target: row.target as DeliveryTarget,
        attempts: Number(row.attempts),
        leaseToken,
        lockedUntil,
      }));
    },

    // Forwarding runs in the background: one write at a time leaves the connections to requests.
    finishDelivery: createDeliveryFinisher(sql),

    async nextDueAt() {
      const [row] = await sql.query(
        `SELECT min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) AS due
         FROM deliveries WHERE status = 'pending'`,
      );
      return row?.due == null ? null : toDate(row.due);
    },

    async listLeads(): Promise<LeadWithDeliveries[]> {
      const leads = await sql.query(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY created_at, id`);
      const deliveries = await sql.query(
        `SELECT lead_id, target, status, attempts, next_attempt_at, last_error, delivered_at
         FROM deliveries ORDER BY target`,
      );
      const byLead = new Map<string, Delivery[]>();
      for (const row of deliveries) {
        const delivery = toDelivery(row);
        const list = byLead.get(delivery.leadId) ?? [];
        list.push(delivery);
        byLead.set(delivery.leadId, list);
      }
      return leads.map((row) => {
        const lead = toLead(row);
        return { ...lead, deliveries: byLead.get(lead.id) ?? [] };
      });
    },
  };
}
