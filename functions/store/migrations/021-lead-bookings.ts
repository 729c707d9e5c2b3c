import type { Migration } from "./migration";

export default {
  version: 21,
  name: "lead bookings and call-back times",
  statements: [
    // `booked` joins the stages, after contacted.
    "ALTER TABLE leads DROP CONSTRAINT leads_stage_check",
    `ALTER TABLE leads ADD CONSTRAINT leads_stage_check CHECK (stage IN
        ('new', 'contacted', 'booked', 'qualified', 'applied', 'approved', 'settled', 'lost'))`,
    // The capability a lead's acknowledgement gave its browser to attach a booking to that lead
    // alone: SHA-256 of a random token, the token itself never kept.
    "ALTER TABLE leads ADD COLUMN booking_token_hash text",
    // The call-back time the visitor chose where no scheduler is configured (`today-morning`…).
    "ALTER TABLE leads ADD COLUMN callback_time text",
    // A time booked in the broker's scheduler: from the embed (with the lead's token) or the
    // scheduler's signed webhook (matched by e-mail or phone). One row per booking, whichever
    // told of it first: the scheduler's booking uid (Cal.com) or invitee URI (Calendly).
    `CREATE TABLE lead_bookings (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL,
        scheduler text NOT NULL,
        booking_ref text NOT NULL,
        event_type text,
        starts_at timestamptz,
        booked_at timestamptz NOT NULL,
        via text NOT NULL,
        UNIQUE (scheduler, booking_ref)
      )`,
    "CREATE INDEX lead_bookings_lead ON lead_bookings (lead_id, booked_at)",
    // Gone with their lead, however it goes (erasure, retention).
    `CREATE FUNCTION lead_forget_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM lead_bookings WHERE lead_id IN (SELECT id FROM gone);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_forget_bookings AFTER DELETE ON leads
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
        EXECUTE FUNCTION lead_forget_bookings()`,
  ],
} satisfies Migration;
