import type { Migration } from "./migration";

export default {
  version: 28,
  name: "a lead fills only the indexes something reads",
  statements: [
    // Every lead stored paid for these and no query reads them: the report counts a range's
    // leads through `leads_inbox` and finds campaigns and arms in their rows, and a campaign
    // filter compares normalised text, which a plain b-tree cannot serve.
    "DROP INDEX leads_first_campaign",
    "DROP INDEX leads_arms",
    // A lead without a campaign (most come without one) has nothing for the campaign filter to
    // find; `campaignConditions` (desk/filter.ts) says so whenever the typed text is not empty,
    // which lets the filter read this index.
    "DROP INDEX leads_campaign_text",
    `CREATE INDEX leads_campaign_text ON leads USING gin
        ((regexp_replace(lower(coalesce(payload->'attribution'->>'utm_campaign', '')),
          '[[:space:]_-]+', '', 'g')) gin_trgm_ops)
        WHERE NOT is_spam AND payload->'attribution'->>'utm_campaign' IS NOT NULL`,
  ],
} satisfies Migration;
