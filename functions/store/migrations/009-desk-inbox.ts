import type { Migration } from "./migration";

export default {
  version: 9,
  name: "the desk's inbox: stages, notes, follow-ups, search and news of new leads",
  statements: [
    // Search by name, e-mail or phone as typed, in any part: one lower-case line of the name,
    // the e-mail and the phone numbers in their one Australian form (see `au_phone_key`), kept
    // by the database itself on every insert and correction, and indexed by trigrams.
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    `ALTER TABLE leads
        ADD COLUMN stage text NOT NULL DEFAULT 'new'
          CHECK (stage IN ('new', 'contacted', 'qualified', 'applied', 'approved', 'settled', 'lost')),
        ADD COLUMN lost_reason text,
        ADD COLUMN follow_up_at timestamptz,
        ADD COLUMN first_worked_at timestamptz,
        ADD COLUMN search text GENERATED ALWAYS AS (
          lower(coalesce(payload->>'name', '') || ' ' || coalesce(payload->>'email', ''))
          || ' ' || coalesce(au_phone_key(payload->>'phone'), '')
          || ' ' || coalesce(au_phone_key(payload->>'mobile'), '')
        ) STORED`,
    // The inbox: newest first, a page after a (created_at, id) cursor; spam is never listed.
    "CREATE INDEX leads_inbox ON leads (created_at DESC, id DESC) WHERE NOT is_spam",
    // The counts per stage: read from this narrow index alone once the table is vacuumed.
    "CREATE INDEX leads_stage ON leads (stage) WHERE NOT is_spam",
    "CREATE INDEX leads_search ON leads USING gin (search gin_trgm_ops)",
    // Leads of one campaign or one ad platform, with their counts, without reading every lead.
    `CREATE INDEX leads_campaign ON leads ((payload->'attribution'->>'utm_campaign'))
        WHERE payload->'attribution'->>'utm_campaign' IS NOT NULL`,
    `CREATE INDEX leads_utm_source ON leads ((payload->'attribution'->>'utm_source'))
        WHERE payload->'attribution'->>'utm_source' IS NOT NULL`,
    "CREATE INDEX leads_follow_up ON leads (follow_up_at) WHERE follow_up_at IS NOT NULL",
    // A resource request's lead shows the contact's downloads.
    "CREATE INDEX contacts_lead_id ON contacts (lead_id)",
    // Every stage a lead was set to, by whom (a desk user's id and name as they were then).
    // Notes and history go with their lead (erasure, retention) through the trigger below, not
    // a foreign key, which would stop a plain TRUNCATE of leads.
    `CREATE TABLE lead_stage_changes (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL,
        stage text NOT NULL,
        previous_stage text NOT NULL,
        lost_reason text,
        at timestamptz NOT NULL,
        by_user text NOT NULL,
        by_name text NOT NULL
      )`,
    "CREATE INDEX lead_stage_changes_lead ON lead_stage_changes (lead_id, at)",
    `CREATE TABLE lead_notes (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL,
        at timestamptz NOT NULL,
        author_id text NOT NULL,
        author_name text NOT NULL,
        text text NOT NULL
      )`,
    "CREATE INDEX lead_notes_lead ON lead_notes (lead_id, at)",
    `CREATE FUNCTION desk_forget_leads() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM gone);
          DELETE FROM lead_stage_changes WHERE lead_id IN (SELECT id FROM gone);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_forget_desk_work AFTER DELETE ON leads
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION desk_forget_leads()`,
    // A desk on any process hears of a new lead (not spam) when the transaction storing it
    // commits, whichever way it was stored: the id only, never what the visitor sent.
    `CREATE FUNCTION desk_notify_new_lead() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('desk_new_lead', NEW.id::text);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER leads_notify_desk AFTER INSERT ON leads
        FOR EACH ROW WHEN (NOT NEW.is_spam) EXECUTE FUNCTION desk_notify_new_lead()`,
  ],
} satisfies Migration;
