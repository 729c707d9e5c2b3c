import type { Migration } from "./migration";

export default {
  version: 19,
  name: "contact attempts, message templates and due follow-ups",
  statements: [
    // Each call or message the broker made from the desk, and whether it reached the person:
    // the first one ends the speed-to-lead clock (`leads.first_worked_at`).
    `CREATE TABLE lead_contact_attempts (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL,
        at timestamptz NOT NULL,
        channel text NOT NULL,
        reached boolean NOT NULL,
        by_user text NOT NULL,
        by_name text NOT NULL
      )`,
    "CREATE INDEX lead_contact_attempts_lead ON lead_contact_attempts (lead_id, at)",
    // Gone with their lead, however it goes (erasure, retention), like its notes.
    `CREATE FUNCTION desk_forget_contact_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM lead_contact_attempts WHERE lead_id IN (SELECT id FROM gone);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_forget_contact_attempts AFTER DELETE ON leads
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
        EXECUTE FUNCTION desk_forget_contact_attempts()`,
    // The owner's SMS and WhatsApp templates; a channel without a row uses the desk's default.
    `CREATE TABLE desk_message_templates (
        channel text PRIMARY KEY,
        text text NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      )`,
    // Follow-ups due in a span ("fell due since T", due today, overdue), without reading every lead.
    `CREATE INDEX leads_follow_up_due ON leads (follow_up_at)
        WHERE follow_up_at IS NOT NULL AND NOT is_spam`,
  ],
} satisfies Migration;
