import type { Migration } from "./migration";

export default {
  version: 7,
  name: "payments awaiting payment",
  statements: [
    // A checkout paid by a method that settles later (a bank debit) is kept as awaiting
    // payment, with no lead to tell the broker, until it succeeds or fails.
    "ALTER TABLE payments ALTER COLUMN lead_id DROP NOT NULL",
    "UPDATE payments SET payment_status = 'awaiting_payment' WHERE payment_status <> 'paid'",
  ],
} satisfies Migration;
