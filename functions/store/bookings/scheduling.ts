import type { CallbackTime } from "../../../src/schemas/lead-booking";
import type { SchedulerName } from "../../settings/scheduler";
import type { Row } from "../database/sql";
import type { Crm } from "../records";
import { toDate, toDateOrNull } from "../rows";

/** A time booked in the scheduler, as the lead keeps it: nothing the visitor did not give. */
export interface LeadBooking {
  scheduler: SchedulerName;
  /** Cal.com's booking uid, or Calendly's invitee URI: the same from the embed and the webhook. */
  ref: string;
  /** The event type's title or URI, when the scheduler said. */
  eventType: string | null;
  /** When the call starts, when the scheduler said. */
  startsAt: Date | null;
  /** When it was booked (as this server heard of it first). */
  bookedAt: Date;
  /** Who told of it first. */
  via: "embed" | "webhook";
}

/** The loan amount the broker's CRM says the lead's deal settled for, and which CRM said it. */
export interface LeadSettlement {
  amount: number;
  crm: Crm;
}

/** What the desk shows of a lead's booking or call-back time, and its settlement. */
export interface LeadScheduling {
  booking: LeadBooking | null;
  callbackTime: CallbackTime | null;
  settled: LeadSettlement | null;
}

/**
 * What the inbox reads of each lead's booking, call-back time and settlement, as columns and
 * joins on `leads AS l`, for a query that reads more of the lead beside them (`inboxLeadsOf`).
 */
export const SCHEDULING_COLUMNS = `l.callback_time, b.scheduler, b.booking_ref, b.event_type,
  b.starts_at, b.booked_at, b.via, s.crm, s.settled_amount`;
export const SCHEDULING_JOINS = `LEFT JOIN LATERAL (SELECT * FROM lead_bookings WHERE lead_id = l.id
    ORDER BY booked_at LIMIT 1) AS b ON true
  LEFT JOIN LATERAL (SELECT crm, settled_amount FROM crm_deals
    WHERE lead_id = l.id AND settled_amount IS NOT NULL
    ORDER BY status_at DESC NULLS LAST LIMIT 1) AS s ON true`;

/** The first booking, the call-back time and the settlement of a row read with those columns. */
export function schedulingOfRow(row: Row): LeadScheduling {
  return {
    callbackTime: (row.callback_time as CallbackTime | null) ?? null,
    settled:
      row.settled_amount == null
        ? null
        : { amount: Number(row.settled_amount), crm: String(row.crm) as Crm },
    booking:
      row.booking_ref == null
        ? null
        : {
            scheduler: String(row.scheduler) as SchedulerName,
            ref: String(row.booking_ref),
            eventType: row.event_type == null ? null : String(row.event_type),
            startsAt: toDateOrNull(row.starts_at),
            bookedAt: toDate(row.booked_at),
            via: String(row.via) as LeadBooking["via"],
          },
  };
}
