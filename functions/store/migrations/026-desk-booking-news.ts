import type { Migration } from "./migration";

export default {
  version: 26,
  name: "news of a lead booked",
  statements: [
    // A desk on any process hears that a lead was booked in the scheduler (by the embed or the
    // scheduler's webhook) or its visitor chose a call-back time, so the inbox's row shows the
    // time without a reload, whether or not an ad platform is told of it: the lead's id only.
    // `desk_notify_lead_changed` is migration 23's.
    `CREATE TRIGGER lead_bookings_notify_desk AFTER INSERT ON lead_bookings
        FOR EACH ROW EXECUTE FUNCTION desk_notify_lead_changed()`,
    `CREATE FUNCTION desk_notify_callback_time() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('desk_lead_changed', NEW.id::text);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_callback_time_notify_desk AFTER UPDATE OF callback_time ON leads
        FOR EACH ROW WHEN (OLD.callback_time IS DISTINCT FROM NEW.callback_time)
        EXECUTE FUNCTION desk_notify_callback_time()`,
  ],
} satisfies Migration;
