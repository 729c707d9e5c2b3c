import type { Sql } from "./sql";
import type { RequestCounter } from "./types";

/**
 * Request counts for rate limits, in the database so that every process shares them: one
 * statement adds the request and reads the total, atomically even when processes race.
 */
export function createRequestCounter(sql: Sql): RequestCounter {
  let sweptBefore = 0;
  return {
    async countRequest(key, windowStart) {
      // The first count of a new window in this process clears the windows before it, so the
      // table holds no more than the clients of the current and the last window.
      if (windowStart.getTime() > sweptBefore) {
        sweptBefore = windowStart.getTime();
        await sql.query("DELETE FROM request_counts WHERE window_start < $1::timestamptz", [
          windowStart.toISOString(),
        ]);
      }
      const [row] = await sql.query<{ hits: number }>(
        `INSERT INTO request_counts (key, window_start, hits) VALUES ($1, $2::timestamptz, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = request_counts.hits + 1
         RETURNING hits`,
        [key, windowStart.toISOString()],
      );
      return Number(row?.hits);
    },
  };
}
