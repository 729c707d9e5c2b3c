import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
