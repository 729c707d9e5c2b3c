import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
