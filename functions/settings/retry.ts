/** How the forwarder retries a delivery that failed, and how long it holds one it attempts. */
export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles with each further one. Default 5 s. */
  baseMs: number;
  /** Longest wait between attempts. Default 1 hour. */
  maxMs: number;
  /** Give up (status `failed`) after this many attempts; 0 never gives up. Default 0. */
  maxAttempts: number;
}

/** Longer than any one attempt can take, so a slow send is not sent twice. */
export const DEFAULT_LEASE_MS = 120_000;

export const defaultRetryPolicy: RetryPolicy = { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 0 };
