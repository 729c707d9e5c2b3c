import type { Sql } from "../database/sql";
import type { RequestCounter } from "../types";

/** The window of a count whose length is not given: a minute. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * Request counts for rate limits and budgets, in the database so that every process shares
 * them: one statement adds the request and reads the total, atomically even when processes race.
 */
export function createRequestCounter(sql: Sql): RequestCounter {
  let sweptBefore = 0;
  return {
    async countRequest(key, windowStart, windowMs = DEFAULT_WINDOW_MS) {
      // The first count of a new window in this process clears the windows that ended before it
      // began, so the table holds no more than the clients of the current and the last minute,
      // and the day's budgets.
      if (windowStart.getTime() > sweptBefore) {
        sweptBefore = windowStart.getTime();
        await sql.query("DELETE FROM request_counts WHERE window_end <= $1::timestamptz", [
          windowStart.toISOString(),
        ]);
      }
      const windowEnd = new Date(windowStart.getTime() + windowMs);
      const [row] = await sql.query<{ hits: number }>(
        `INSERT INTO request_counts (key, window_start, window_end, hits)
         VALUES ($1, $2::timestamptz, $3::timestamptz, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = request_counts.hits + 1
         RETURNING hits`,
        [key, windowStart.toISOString(), windowEnd.toISOString()],
      );
      return Number(row?.hits);
    },
  };
}
