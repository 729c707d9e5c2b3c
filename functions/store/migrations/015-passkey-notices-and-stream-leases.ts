import type { Migration } from "./migration";

export default {
  version: 15,
  name: "notices of passkeys added, leases of open desk streams",
  statements: [
    // A passkey added to an existing account (in Settings, or by a recovery invite): shown to
    // the account's person in the desk until dismissed, and e-mailed to its address once,
    // through the form service, claimed under a lease as a lead's deliveries are.
    `CREATE TABLE desk_passkey_notices (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        device_name text NOT NULL,
        added_at timestamptz NOT NULL,
        dismissed_at timestamptz,
        email_status text NOT NULL
          CHECK (email_status IN ('pending', 'delivered', 'skipped', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        lease_token text,
        last_error text,
        delivered_at timestamptz
      )`,
    `CREATE INDEX desk_passkey_notices_shown ON desk_passkey_notices (user_id)
        WHERE dismissed_at IS NULL`,
    `CREATE INDEX desk_passkey_notices_due ON desk_passkey_notices (next_attempt_at)
        WHERE email_status = 'pending'`,
    // One row per open live stream, renewed with its heartbeat: a session's streams are counted
    // across every process, and a process that dies leaves rows that expire on their own.
    `CREATE TABLE desk_stream_leases (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES desk_sessions (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`,
    "CREATE INDEX desk_stream_leases_session ON desk_stream_leases (session_id)",
  ],
} satisfies Migration;
