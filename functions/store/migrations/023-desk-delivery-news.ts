import type { Migration } from "./migration";

export default {
  version: 23,
  name: "news of a lead's forwarding changing",
  statements: [
    // A desk on any process hears that a lead's e-mail, webhook or ad platform went, failed for
    // good or is under way again, so the inbox's row shows it without a reload: the lead's id
    // only. A device's push is the broker's own and no row shows it.
    `CREATE FUNCTION desk_notify_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('desk_lead_changed', NEW.lead_id::text);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER deliveries_notify_desk AFTER UPDATE OF status ON deliveries
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.target NOT LIKE 'push:%')
        EXECUTE FUNCTION desk_notify_lead_changed()`,
  ],
} satisfies Migration;
