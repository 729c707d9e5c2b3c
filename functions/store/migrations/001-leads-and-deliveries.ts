import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
