import type { Migration } from "./migration";

export default {
  version: 17,
  name: "web push subscriptions and quiet hours",
  statements: [
    // A device a desk user allowed to be told of leads. It belongs to the session that allowed
    // it: signing that device out, signing out everywhere else, or being revoked removes it.
    `CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        session_id uuid NOT NULL REFERENCES desk_sessions (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        show_names boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`,
    "CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id)",
    "CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)",
    // The owner's quiet hours, on the broker's clock ("HH:MM"); no row: none.
    `CREATE TABLE push_quiet_hours (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        starts text NOT NULL,
        ends text NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
  ],
} satisfies Migration;
