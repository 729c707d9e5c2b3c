import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
