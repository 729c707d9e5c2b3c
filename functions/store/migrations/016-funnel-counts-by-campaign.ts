import type { Migration } from "./migration";

export default {
  version: 16,
  name: "funnel counters read by campaign and source",
  statements: [
    // A report kept to a campaign or a campaign source reads that value's counter rows of its
    // range, not every row of every day (a year at 50,000 views a day holds millions).
    "CREATE INDEX funnel_counts_campaign ON funnel_counts (utm_campaign, day)",
    "CREATE INDEX funnel_counts_source ON funnel_counts (utm_source, day)",
  ],
} satisfies Migration;
