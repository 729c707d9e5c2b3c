import type { Queryable } from "./sql";
import type { NewLead, PlannedDelivery } from "./types";

// Drivers hand back timestamps as Date, but a text value must not slip through as one.
export const toDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));

/** A new lead's delivery rows, due at once. */
export async function insertDeliveries(
  tx: Queryable,
  lead: Pick<NewLead, "id" | "createdAt">,
  deliveries: PlannedDelivery[],
): Promise<void> {
  for (const delivery of deliveries) {
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
}
