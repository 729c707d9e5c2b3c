import type { Sql } from "./sql";

interface Migration {
  version: number;
  name: string;
  statements: string[];
}

/** Append only: a released migration is never edited, a change is a new version. */
export const migrations: Migration[] = [
  {
    version: 1,
    name: "leads and deliveries",
    statements: [
      `CREATE TABLE leads (
        id uuid PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        body_hash text NOT NULL,
        source text NOT NULL,
        is_spam boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`,
      "CREATE INDEX leads_created_at ON leads (created_at)",
      `CREATE TABLE deliveries (
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        target text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'skipped', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        lease_token text,
        last_error text,
        delivered_at timestamptz,
        PRIMARY KEY (lead_id, target)
      )`,
      "CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending'",
    ],
  },
  {
    version: 2,
    name: "payments",
    statements: [
      // The broker hears of a payment through a lead row (kind 'payment') and its deliveries, so
      // it is e-mailed and retried like any lead; the key to that row is checked at commit.
      `CREATE TABLE payments (
        event_id text PRIMARY KEY,
        session_id text NOT NULL UNIQUE,
        amount_total bigint,
        currency text NOT NULL,
        payment_status text NOT NULL,
        customer_email text,
        customer_name text,
        attribution jsonb NOT NULL,
        paid_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        lead_id uuid NOT NULL REFERENCES leads (id) DEFERRABLE INITIALLY DEFERRED
      )`,
      "CREATE INDEX payments_paid_at ON payments (paid_at)",
    ],
  },
  {
    version: 3,
    name: "contacts and their downloads",
    statements: [
      // One row per person, keyed by the e-mail as trimmed and lower-cased; `lead_id` is the lead
      // that announced the contact to the broker (forwarded like any other lead). No foreign key
      // on it: leads can be cleared or archived without touching the contacts.
      `CREATE TABLE contacts (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL DEFAULT '',
        download_count integer NOT NULL DEFAULT 0,
        lead_id uuid,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      // One row per resource request, which is also what makes a resource request idempotent.
      `CREATE TABLE contact_downloads (
        idempotency_key text PRIMARY KEY,
        contact_id uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        body_hash text NOT NULL,
        lead_magnet text NOT NULL,
        file_name text NOT NULL,
        source text NOT NULL,
        is_existing boolean NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      "CREATE INDEX contact_downloads_contact ON contact_downloads (contact_id, created_at)",
    ],
  },
  {
    version: 4,
    name: "request counts for rate limits",
    statements: [
      // One row per client and fixed window, so every process on one database counts against
      // the same allowance. Rows of past windows are deleted as new windows begin.
      `CREATE TABLE request_counts (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      "CREATE INDEX request_counts_window ON request_counts (window_start)",
    ],
  },
  {
    version: 5,
    name: "request counts of any window length",
    statements: [
      // A window of a minute and one of a day (the chat's budget) live side by side: each row
      // says when its window ends, and rows are deleted once theirs has ended.
      "ALTER TABLE request_counts ADD COLUMN window_end timestamptz",
      "UPDATE request_counts SET window_end = window_start + interval '1 minute'",
      "ALTER TABLE request_counts ALTER COLUMN window_end SET NOT NULL",
      "DROP INDEX request_counts_window",
      "CREATE INDEX request_counts_window_end ON request_counts (window_end)",
    ],
  },
  {
    version: 6,
    name: "a person's data: matching, audit and retention",
    statements: [
      // How a phone number is matched, written once here for every query that compares them:
      // digits only, Australian form. "0412 345 678", "+61 412 345 678", "61412345678",
      // "+61 (0)412 345 678" and "0011 61 412 345 678" are one number: 0412345678.
      `CREATE FUNCTION au_phone_key(raw text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT nullif(
          regexp_replace(
            regexp_replace(
              regexp_replace(regexp_replace(raw, '[^0-9]', '', 'g'), '^0011', ''),
              '^610?([0-9]{9})$', '0\\1'),
            '^([2-478][0-9]{8})$', '0\\1'),
          '') $$`,
      // Who looked at, corrected, erased or purged whose records, and how many of each kind: no
      // personal data of its own. `subject_hash` is an HMAC of the matched address under
      // PRIVACY_AUDIT_KEY (none when that is unset), so a request can be shown to have been
      // handled by whoever holds the key and the address, and by no one else.
      `CREATE TABLE privacy_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        action text NOT NULL CHECK (action IN ('find', 'correct', 'erase', 'purge')),
        record_kind text NOT NULL,
        record_count integer NOT NULL,
        subject_hash text
      )`,
      "CREATE INDEX privacy_audit_at ON privacy_audit (at)",
      // The retention purge reads old rows by age.
      "CREATE INDEX leads_spam_created_at ON leads (created_at) WHERE is_spam",
      "CREATE INDEX contacts_updated_at ON contacts (updated_at)",
      "CREATE INDEX contact_downloads_created_at ON contact_downloads (created_at)",
      // A payment's lead is looked up by the purge (which keeps it) and by find and erase.
      "CREATE INDEX payments_lead_id ON payments (lead_id)",
    ],
  },
  {
    version: 7,
    name: "payments awaiting payment",
    statements: [
      // A checkout paid by a method that settles later (a bank debit) is kept as awaiting
      // payment, with no lead to tell the broker, until it succeeds or fails.
      "ALTER TABLE payments ALTER COLUMN lead_id DROP NOT NULL",
      "UPDATE payments SET payment_status = 'awaiting_payment' WHERE payment_status <> 'paid'",
    ],
  },
  {
    version: 8,
    name: "desk users, passkeys, sessions, invites and audit",
    statements: [
      // The people who may sign in to the desk; a revoked one keeps the row (the audit names it).
      `CREATE TABLE desk_users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      // A passkey's public key and signature counter, by its credential id (base64url).
      `CREATE TABLE desk_passkeys (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL,
        transports text[] NOT NULL,
        device_name text NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      )`,
      "CREATE INDEX desk_passkeys_user ON desk_passkeys (user_id)",
      // Only the SHA-256 of a session's token is kept: a copy of the database signs no one in.
      `CREATE TABLE desk_sessions (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        user_agent text NOT NULL
      )`,
      "CREATE INDEX desk_sessions_user ON desk_sessions (user_id)",
      // An enrolment link, by the hash of its token; `user_id` is the account it enrols (a new
      // one, or an existing one recovering from lost passkeys).
      `CREATE TABLE desk_invites (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        user_id uuid NOT NULL,
        invited_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      // WebAuthn challenges handed out and not yet answered: each is taken once.
      `CREATE TABLE desk_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('enrol', 'sign-in', 'add')),
        subject text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      "CREATE INDEX desk_challenges_expires_at ON desk_challenges (expires_at)",
      // What was done at the desk, by whom: sign-ins, views of a person, exports, erasures,
      // resends. Never a person's e-mail or phone: a lead by its id, counts, a short note.
      `CREATE TABLE desk_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        action text NOT NULL,
        lead_id uuid,
        record_count integer,
        note text
      )`,
      "CREATE INDEX desk_audit_at ON desk_audit (at)",
    ],
  },
  {
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
  },
  {
    version: 10,
    name: "stage changes forwarded",
    statements: [
      // Each stage change the outbox forwards (the webhook's `webhook:stage:<id>` delivery reads
      // it; an ad platform's `meta:settled` reads when the lead first reached the stage). Gone
      // with its lead.
      `CREATE TABLE forwarded_stage_changes (
        id text PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        stage text NOT NULL,
        previous_stage text NOT NULL,
        at timestamptz NOT NULL,
        changed_by text NOT NULL
      )`,
      "CREATE INDEX forwarded_stage_changes_lead ON forwarded_stage_changes (lead_id, stage, at)",
    ],
  },
  {
    version: 11,
    name: "funnel counters",
    statements: [
      // Counts, never rows about people: one row per day and combination of dimensions, each
      // event's count a column. '' stands for a dimension a page view did not have.
      `CREATE TABLE funnel_counts (
        day date NOT NULL,
        site text NOT NULL,
        path text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        widget text NOT NULL,
        variant text NOT NULL,
        experiment text NOT NULL,
        arm text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        shown integer NOT NULL DEFAULT 0,
        engaged integer NOT NULL DEFAULT 0,
        attempted integer NOT NULL DEFAULT 0,
        leads integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, site, path, utm_source, utm_medium, utm_campaign, widget, variant,
          experiment, arm)
      )`,
      // The same counts summed per day the ways the report and the experiments read them
      // (grouping: total, campaign, source, path, widget with variant, experiment with arm),
      // kept up by the same writes: a 90-day report reads a few thousand rows, not millions.
      `CREATE TABLE funnel_rollup (
        day date NOT NULL,
        grouping text NOT NULL,
        value text NOT NULL,
        value2 text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        shown integer NOT NULL DEFAULT 0,
        engaged integer NOT NULL DEFAULT 0,
        attempted integer NOT NULL DEFAULT 0,
        leads integer NOT NULL DEFAULT 0,
        PRIMARY KEY (grouping, day, value, value2)
      )`,
      // The values each dimension took on a day, so that past a few hundred the rest fold into
      // "other" and one day's rows stay bounded whatever a client sends.
      `CREATE TABLE funnel_values (
        day date NOT NULL,
        dimension text NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (day, dimension, value)
      )`,
    ],
  },
];

// Any fixed number shared by every process that migrates this database.
const MIGRATION_LOCK = 7_245_117;

/**
 * Applies the migrations not yet recorded in `schema_migrations`. Processes starting together
 * against one PostgreSQL queue on an advisory lock, so each migration runs once.
 */
export async function migrate(sql: Sql): Promise<number[]> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
