import type { Migration } from "./migration";

export default {
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
} satisfies Migration;
