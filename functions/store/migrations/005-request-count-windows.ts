import type { Migration } from "./migration";

export default {
  version: 5,
  name: "request counts of any window length",
  statements: [
    // A window of a minute and one of a day (the chat's budget) live side by side: each row
    // says when its window ends, and rows are deleted once theirs has ended.
    "ALTER TABLE request_counts ADD COLUMN window_end timestamptz",
    "UPDATE request_counts SET window_end = window_start + interval '1 minute'",
    "ALTER TABLE request_counts ALTER COLUMN window_end SET NOT NULL",
    "DROP INDEX request_counts_window",
    "CREATE INDEX request_counts_window_end ON request_counts (window_end)",
  ],
} satisfies Migration;
