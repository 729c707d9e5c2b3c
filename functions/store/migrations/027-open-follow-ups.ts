import type { Migration } from "./migration";

export default {
  version: 27,
  name: "open follow-ups counted from their index alone",
  statements: [
    // Every reader of due follow-ups (overdue, due today, fell due since, their counts on the
    // inbox's first page) leaves settled and lost leads out: with the stage in the predicate the
    // counts read this index alone, not the heap page of each lead with a follow-up (migration
    // 19's index read one page per overdue lead, over 500 with 100,000 leads).
    "DROP INDEX leads_follow_up_due",
    `CREATE INDEX leads_follow_up_due ON leads (follow_up_at)
        WHERE follow_up_at IS NOT NULL AND NOT is_spam AND stage NOT IN ('settled', 'lost')`,
  ],
} satisfies Migration;
