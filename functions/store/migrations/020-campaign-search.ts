import type { Migration } from "./migration";

export default {
  version: 20,
  name: "leads found by a part of their campaign",
  statements: [
    // The inbox's campaign filter finds typed text anywhere in a lead's campaign as
    // `campaignConditions` (desk-filter.ts) normalises it; the expression must stay the same as
    // there for the filter, and the counts per stage beside it, to read this index rather than
    // every lead's payload (100,000 leads: seconds on the embedded store).
    `CREATE INDEX leads_campaign_text ON leads USING gin
        ((regexp_replace(lower(coalesce(payload->'attribution'->>'utm_campaign', '')),
          '[[:space:]_-]+', '', 'g')) gin_trgm_ops)
        WHERE NOT is_spam`,
  ],
} satisfies Migration;
