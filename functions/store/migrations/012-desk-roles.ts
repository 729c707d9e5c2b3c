import type { Migration } from "./migration";

export default {
  version: 12,
  name: "desk roles, one active account per address, news of ended sessions",
  statements: [
    // An owner invites, revokes, exports, erases and reads the audit; an assistant works leads.
    `ALTER TABLE desk_users ADD COLUMN role text NOT NULL DEFAULT 'assistant'
        CHECK (role IN ('owner', 'assistant'))`,
    // The desk's first account that still signs in is its owner.
    `UPDATE desk_users SET role = 'owner'
        WHERE id = (SELECT id FROM desk_users WHERE revoked_at IS NULL
          ORDER BY created_at, email LIMIT 1)`,
    // The role an enrolment gives a new account (`npm run desk -- invite --owner`).
    `ALTER TABLE desk_invites ADD COLUMN role text NOT NULL DEFAULT 'assistant'
        CHECK (role IN ('owner', 'assistant'))`,
    // A revoked account stays revoked and keeps its row for the audit; an invite to its address
    // makes a new account, so one address has at most one account that signs in.
    "ALTER TABLE desk_users DROP CONSTRAINT desk_users_email_key",
    "CREATE UNIQUE INDEX desk_users_active_email ON desk_users (email) WHERE revoked_at IS NULL",
    "CREATE INDEX desk_invites_invited_by ON desk_invites (invited_by)",
    // Every process hears that a session ended (signed out, ended from another device, revoked,
    // expired on its next use), so the streams it opened close at once: its id only.
    `CREATE FUNCTION desk_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('desk_session_ended', OLD.id::text);
          RETURN NULL;
        END $$`,
    `CREATE TRIGGER desk_sessions_notify_end AFTER DELETE ON desk_sessions
        FOR EACH ROW EXECUTE FUNCTION desk_notify_session_ended()`,
  ],
} satisfies Migration;
