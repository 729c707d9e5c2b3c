import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
