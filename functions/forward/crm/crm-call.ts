import {
  describeError,
  describeFailure,
  type Outbound,
  type SendOutcome,
} from "../../http/outbound";
import type { CrmStore, RateLimit } from "../../store";

/** How long a lead waits before a refused credential is tried again. */
export const CREDENTIAL_WAIT_MS = 10 * 60 * 1000;
/** How long to hold off after a 429 that did not say for how long. */
const TOO_MANY_WAIT_MS = 60 * 1000;
/** The longest `Retry-After` believed: a day (a CRM's daily quota). */
const RETRY_AFTER_MAX_MS = 24 * 60 * 60 * 1000;

/** How one CRM is called: its name, limits, clock and the settings a refusal points to. */
export interface CrmCaller extends Outbound {
  /** The CRM's name as the desk and the log say it ("MyCRM"). */
  label: string;
  /** The settings to check when the CRM refuses our credentials. */
  credentials: string;
  limits: RateLimit[];
  store: Pick<CrmStore, "takeCrmToken" | "pauseCrm">;
  clock: () => Date;
}

/**
 * `Retry-After` as a wait in milliseconds: delta-seconds or an HTTP date (RFC 9110, 10.2.3);
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now.getTime();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms));
}

/** The wait for a refused credential: one clear error, the lead kept until it is fixed. */
export const credentialRefused = (caller: CrmCaller, status: number | string): SendOutcome => ({
  outcome: "wait",
  until: new Date(caller.clock().getTime() + CREDENTIAL_WAIT_MS),
  reason:
    `${caller.label} refused our credentials (${typeof status === "number" ? `HTTP ${status}` : status}): ` +
    `check ${caller.credentials}; leads wait in the outbox until it accepts them`,
  alarm: true,
});

/** What a caller learns of one call as it happens, beyond its outcome. */
export interface CallHooks {
  /** The call is going out now (its rate-limit tokens taken), before it is sent. */
  sending?: () => Promise<void>;
  /** The CRM answered, and not with a success: whatever was asked of it was not done. */
  refused?: () => Promise<void>;
}

/**
 * Calls the CRM once a token of each of its limits is free (across every process), and reads
 * the answer the same way for every CRM: 2xx is the caller's to read; 401 and 403 a credential
 * to fix (the lead waits); 429 and 503 a wait for as long as `Retry-After` says, for every
 * process; other 5xx and no answer a retry; any other refusal is for good.
 */
export async function callCrm(
  caller: CrmCaller,
  url: URL,
  init: RequestInit,
  hooks: CallHooks = {},
): Promise<{ answer: Response } | SendOutcome> {
  const now = caller.clock();
  const busy = await caller.store.takeCrmToken(caller.limits, now);
  if (busy) {
    return {
      outcome: "wait",
      until: busy.until,
      reason: `waiting for ${caller.label}'s rate limit`,
    };
  }
  await hooks.sending?.();
  let answer: Response;
  try {
    answer = await caller.fetch(url, {
      ...init,
      signal: AbortSignal.timeout(caller.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { outcome: "retry", error: describeError(error) };
  }
  if (answer.ok) return { answer };
  await hooks.refused?.();
  if (answer.status === 401 || answer.status === 403) {
    await answer.body?.cancel();
    return credentialRefused(caller, answer.status);
  }
  if (answer.status === 429 || answer.status === 503) {
    const wait = retryAfterMs(answer.headers.get("retry-after"), now);
    const error = await describeFailure(answer);
    if (wait === undefined && answer.status === 503) return { outcome: "retry", error };
    const until = new Date(now.getTime() + (wait ?? TOO_MANY_WAIT_MS));
    await caller.store.pauseCrm(caller.limits, until);
    return { outcome: "wait", until, reason: `${caller.label} asked us to wait (${error})` };
  }
  const error = await describeFailure(answer);
  return answer.status >= 500 ? { outcome: "retry", error } : { outcome: "fail", error };
}
