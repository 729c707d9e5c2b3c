import type { RecordCounts, RetentionPolicy, RetentionStore } from "../store";

/** How often a forwarder purges what is past its retention, unless told otherwise: hourly. */
export const DEFAULT_PURGE_EVERY_MS = 3_600_000;

export interface RetentionOptions {
  store: RetentionStore;
  policy: RetentionPolicy;
  /** Time between purges. A purge whose batch budget ran out goes on at the next round. */
  everyMs?: number;
}

type Log = Pick<Console, "info" | "error">;

const described = (counts: RecordCounts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}${n === 1 ? "" : "s"}`)
    .join(", ");

/**
 * The retention purge as a step of the forwarder's rounds: due once per `everyMs`, by the
 * forwarder's clock. A purge that fails is logged and tried again at the next round; it never
 * fails the round, whose deliveries are done by then.
 */
export function createRetentionStep(options: RetentionOptions, clock: () => Date, log: Log) {
  const everyMs = options.everyMs ?? DEFAULT_PURGE_EVERY_MS;
  let nextAt = Number.NEGATIVE_INFINITY;
  return async function purgeIfDue(): Promise<void> {
    const now = clock();
    if (now.getTime() < nextAt) return;
    try {
      const { counts, more } = await options.store.purgeExpired({
        now,
        policy: options.policy,
        actor: "forwarder",
      });
      nextAt = more ? Number.NEGATIVE_INFINITY : now.getTime() + everyMs;
      const what = described(counts);
      if (what) log.info(`retention: deleted or blanked ${what} past their retention period.`);
    } catch (error) {
      log.error(
        `retention: could not purge: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
