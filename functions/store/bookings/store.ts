import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { CallbackTime } from "../../../src/schemas/lead-booking";
import type { Queryable, Sql } from "../database/sql";
import { inboxLeadById, isLeadId } from "../desk/leads";
import { enqueueConversions } from "../desk/stage-deliveries";
import type { Stage } from "../desk/types";
import { moveStage } from "../desk/work";
import type { LeadBooking } from "./scheduling";

export type NewBooking = Omit<LeadBooking, "bookedAt" | "via">;

/** How a booking was matched to its lead: the lead's own token, or the person's e-mail or phone. */
export type BookingMatch =
  | { leadId: string; token: string }
  | { email: string | undefined; phone: string | undefined };

export type BookingOutcome =
  /** Recorded on the lead; `stage` is the lead's stage after it. */
  | { status: "recorded"; leadId: string; stage: Stage }
  /** This booking was recorded before (the embed and the webhook both told of it). */
  | { status: "duplicate"; leadId: string }
  /** No lead of that id with that token, or of that person. */
  | { status: "not_found" };

export interface BookingStore {
  /**
   * A new token that lets whoever holds it attach a booking (or a call-back time) to this lead
   * only; its SHA-256 replaces the last one kept. Given once, in the lead's acknowledgement.
   */
  issueBookingToken(leadId: string): Promise<string>;
  /** Records the booking on the matched lead, once per booking; see `BookingOutcome`. */
  recordBooking(
    match: BookingMatch,
    booking: NewBooking,
    via: LeadBooking["via"],
    at: Date,
  ): Promise<BookingOutcome>;
  /** Keeps the visitor's call-back time on the lead of that id and token; false if none. */
  setCallbackTime(leadId: string, token: string, time: CallbackTime): Promise<boolean>;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new booking token and the hash the lead keeps of it: a new lead stores the hash as it is
 * inserted (`NewLead.bookingTokenHash`), one write instead of an insert and an update.
 */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOf(token) };
}

/** The stages a booking moves a lead on from; a lead further along keeps its stage. */
const BEFORE_BOOKED: readonly Stage[] = ["new", "contacted"];

async function matchedLead(tx: Queryable, match: BookingMatch): Promise<string | undefined> {
  if ("leadId" in match) {
    if (!isLeadId(match.leadId) || !match.token) return undefined;
    const [row] = await tx.query(
      "SELECT id FROM leads WHERE id = $1 AND booking_token_hash = $2 AND NOT is_spam",
      [match.leadId, hashOf(match.token)],
    );
    return row ? String(row.id) : undefined;
  }
  if (!match.email && !match.phone) return undefined;
  // The person's newest lead, by the same keys the desk groups a person's leads by.
  const [row] = await tx.query(
    `SELECT id FROM leads WHERE NOT is_spam
       AND (email_key = nullif(lower(btrim($1::text)), '') OR phone_key = au_phone_key($2::text))
     ORDER BY created_at DESC LIMIT 1`,
    [match.email ?? null, match.phone ?? null],
  );
  return row ? String(row.id) : undefined;
}

export function createBookingStore(sql: Sql): BookingStore {
  return {
    async issueBookingToken(leadId) {
      const { token, hash } = newBookingToken();
      await sql.query("UPDATE leads SET booking_token_hash = $2 WHERE id = $1", [leadId, hash]);
      return token;
    },

    recordBooking(match, booking, via, at) {
      return sql.transaction(async (tx): Promise<BookingOutcome> => {
        const leadId = await matchedLead(tx, match);
        if (!leadId) return { status: "not_found" };
        // Held until commit: the embed and the webhook telling of one booking at once record it once.
        const lead = await inboxLeadById(tx, leadId, { lock: true });
        if (!lead) return { status: "not_found" };
        const [inserted] = await tx.query(
          `INSERT INTO lead_bookings
             (id, lead_id, scheduler, booking_ref, event_type, starts_at, booked_at, via)
           VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8)
           ON CONFLICT (scheduler, booking_ref) DO NOTHING RETURNING lead_id`,
          [
            randomUUID(),
            leadId,
            booking.scheduler,
            booking.ref,
            booking.eventType,
            booking.startsAt?.toISOString() ?? null,
            at.toISOString(),
            via,
          ],
        );
        if (!inserted) return { status: "duplicate", leadId };
        const by = { id: `scheduler:${booking.scheduler}`, name: "Scheduler", at };
        if (BEFORE_BOOKED.includes(lead.stage)) {
          await moveStage(tx, lead, { stage: "booked", lostReason: null }, by);
          return { status: "recorded", leadId, stage: "booked" };
        }
        // Further along already: the stage stays, but the booking is still the visitor's own
        // conversion (reported once, at its time), and still ends the speed-to-lead clock.
        await enqueueConversions(tx, leadId, "booked", at);
        await tx.query(
          `UPDATE leads SET first_worked_at = coalesce(first_worked_at, $2::timestamptz)
           WHERE id = $1`,
          [leadId, at.toISOString()],
        );
        return { status: "recorded", leadId, stage: lead.stage };
      });
    },

    async setCallbackTime(leadId, token, time) {
      if (!isLeadId(leadId) || !token) return false;
      const rows = await sql.query(
        `UPDATE leads SET callback_time = $3
         WHERE id = $1 AND booking_token_hash = $2 AND NOT is_spam RETURNING id`,
        [leadId, hashOf(token), time],
      );
      return rows.length > 0;
    },
  };
}
