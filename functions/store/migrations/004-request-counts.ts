import type { Migration } from "./migration";

export default {
  version: 4,
  name: "request counts for rate limits",
  statements: [
    // One row per client and fixed window, so every process on one database counts against
    // the same allowance. Rows of past windows are deleted as new windows begin.
    `CREATE TABLE request_counts (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
    "CREATE INDEX request_counts_window ON request_counts (window_start)",
  ],
} satisfies Migration;
