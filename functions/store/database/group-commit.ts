/**
 * Group commit: calls that arrive while a write is under way wait for it, then go together in
 * one statement and one commit. Under load that is far fewer round trips and commits (PGlite
 * runs one query at a time); a call alone is written at the end of the event loop's turn.
 * `write` answers one result per item, in order (an `Error` fails that item alone). `writers`
 * writes may be under way together (a PostgreSQL pool has several connections). A batch that
 * fails is tried again item by item, so only the one at fault fails.
 */
export function groupCommit<T, R>(
  write: (batch: T[]) => Promise<Array<R | Error>>,
  { writers = 1, maxBatch = 256 } = {},
): (item: T) => Promise<R> {
  interface Pending {
    item: T;
    done: (result: R) => void;
    fail: (error: unknown) => void;
  }
  const queue: Pending[] = [];
  let running = 0;

  async function settle(batch: Pending[]): Promise<void> {
    const results = await write(batch.map((pending) => pending.item));
    batch.forEach((pending, i) => {
      const result = results[i];
      if (result instanceof Error) pending.fail(result);
      else if (result !== undefined) pending.done(result);
      else pending.fail(new Error("group commit: no result for an item"));
    });
  }

  async function run(batch: Pending[]): Promise<void> {
    try {
      await settle(batch);
    } catch (error) {
      if (batch.length === 1) batch[0]?.fail(error);
      else await Promise.all(batch.map((pending) => settle([pending]).catch(pending.fail)));
    }
  }

  function pump(): void {
    while (running < writers && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running++;
      void run(batch).finally(() => {
        running--;
        pump();
      });
    }
  }

  // PGlite answers a statement without giving the event loop a turn, so a write started at once
  // would always go alone: the requests read in the same turn would only queue behind it. The
  // first call of a turn waits for the turn's end (setImmediate), and every call the turn brings
  // goes in the same batch.
  let scheduled = false;
  return (item) =>
    new Promise((done, fail) => {
      queue.push({ item, done, fail });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        pump();
      });
    });
}
