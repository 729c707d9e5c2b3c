import type { ForwardingWork } from "../context";
import type { SendOutcome } from "../http/outbound";
import { DEFAULT_LEASE_MS, defaultRetryPolicy, type RetryPolicy } from "../settings/retry";
import type { ClaimedDelivery, DeliveryResult, LeadStore } from "../store";
import { createRetentionStep, type RetentionOptions } from "./retention";
import type { Target } from "./targets";

/**
 * How long to wait after the `attempts`-th failure: exponential, capped, with "equal jitter"
 * (between half and all of it) so leads that failed together do not retry together.
 */
export function retryDelay(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(policy.maxMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}

type Log = Pick<Console, "info" | "warn" | "error">;

export interface ForwarderOptions {
  store: LeadStore;
  targets: Target[];
  clock?: () => Date;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
  /**
   * How long a claimed delivery stays away from other workers. Longer than any one attempt can
   * take, so a slow send is not sent twice. Default 2 minutes.
   */
  leaseMs?: number;
  /**
   * Deliveries claimed (and attempted together) per round. Default 100: a claim and the
   * outcomes' update are one statement each whatever the batch, so under load a larger batch
   * costs the store less CPU per lead (about 0.27 ms at 25, 0.14 ms at 100).
   */
  batchSize?: number;
  /**
   * How long a nudge waits before a look at the store, so that the leads of a busy moment are
   * claimed together rather than in as many rounds (each a few statements). Default 100 ms.
   */
  nudgeDelayMs?: number;
  /**
   * Longest sleep between looks at the store, which picks up leads that other processes stored
   * and leases that ran out. Default 30 s.
   */
  pollMs?: number;
  log?: Log;
  /**
   * Deletes what is past its retention period (leads, contacts, spam; payments' personal
   * fields) after a round, at most once per `retention.everyMs`. Unset: nothing is purged.
   */
  retention?: RetentionOptions;
  /**
   * Sends the e-mails of passkeys added to desk accounts after a round's deliveries: in the
   * first round, the round after a `nudge("notices")`, and otherwise at most once per
   * `noticesEveryMs` (retries, and notices another process queued).
   */
  notices?: { runOnce(): Promise<number> };
  /**
   * Least time, by `clock`, between looks at the passkey notices that no nudge asked for. Under
   * load a round runs many times a second, and each look is a statement (about 1.3 ms of
   * PGlite's CPU) that almost always finds nothing. Default 1 s; 0 looks every round.
   */
  noticesEveryMs?: number;
}

export interface Forwarder {
  /** Starts working through due deliveries, and keeps doing so until `stop()`. */
  start(): void;
  /**
   * Something new may be due: look soon (`nudgeDelayMs`) rather than at the next scheduled time.
   * `"notices"`: a passkey notice was queued, so the next round looks at the notices too.
   */
  nudge(work?: ForwardingWork): void;
  /**
   * One round: claims due deliveries and attempts each, then purges what is past its retention
   * when that is due. Resolves to how many deliveries it attempted.
   */
  runOnce(): Promise<number>;
  /** Lets attempts under way finish and record their outcome, then stops. */
  stop(): Promise<void>;
}

/**
 * Delivers stored leads to their targets. Every delivery is a row in the store; this claims due
 * rows under a lease, attempts them, and records the outcome, so a crash or a restart only delays
 * a delivery, and several processes can run forwarders against one database.
 */
export function createForwarder(options: ForwarderOptions): Forwarder {
  const { store } = options;
  const clock = options.clock ?? (() => new Date());
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 100;
  const nudgeDelayMs = options.nudgeDelayMs ?? 100;
  const pollMs = options.pollMs ?? 30_000;
  const noticesEveryMs = options.noticesEveryMs ?? 1_000;
  const log: Log = options.log ?? console;
  const targets = new Map<string, Target>(options.targets.map((target) => [target.name, target]));
  const reportedSkips = new Set<string>();
  const purgeIfDue = options.retention
    ? createRetentionStep(options.retention, clock, log)
    : async () => {};

  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let noticesWanted = true;
  let noticesAt = Number.NEGATIVE_INFINITY;

  function resultOf(claim: ClaimedDelivery, sent: SendOutcome): DeliveryResult {
    const now = clock();
    if (sent.outcome === "delivered") return { status: "delivered", at: now };
    if (sent.outcome === "wait") {
      const key = `${claim.target.split(":")[0]}: ${sent.reason}`;
      if (sent.alarm && !reportedSkips.has(key)) {
        reportedSkips.add(key);
        log.error(`forwarding: ${key}`);
      }
      return { status: "pending", error: sent.reason, nextAttemptAt: sent.until };
    }
    if (sent.outcome === "skip") {
      if (sent.quiet) return { status: "skipped", error: sent.reason };
      // Once per reason, not once per lead: with no key set every lead would say the same.
      const key = `${claim.target}: ${sent.reason}`;
      if (!reportedSkips.has(key)) {
        reportedSkips.add(key);
        log.warn(`forwarding: ${key}; leads are stored but not sent to "${claim.target}".`);
      }
      return { status: "skipped", error: sent.reason };
    }
    if (sent.outcome === "fail") {
      log.error(
        `forwarding: "${claim.target}" refused lead ${claim.lead.id} for good: ${sent.error}`,
      );
      return { status: "failed", error: sent.error };
    }
    if (policy.maxAttempts > 0 && claim.attempts >= policy.maxAttempts) {
      log.error(
        `forwarding: giving up on lead ${claim.lead.id} to "${claim.target}" after ` +
          `${claim.attempts} attempts: ${sent.error}`,
      );
      return { status: "failed", error: sent.error };
    }
    const delay = retryDelay(claim.attempts, policy, random);
    log.warn(
      `forwarding: lead ${claim.lead.id} to "${claim.target}" failed (attempt ` +
        `${claim.attempts}): ${sent.error}; next try in ${Math.ceil(delay / 1000)} s`,
    );
    return { status: "pending", error: sent.error, nextAttemptAt: new Date(now.getTime() + delay) };
  }

  async function attempt(claim: ClaimedDelivery): Promise<void> {
    const target =
      targets.get(claim.target) ?? targets.get(claim.target.split(":").slice(0, 2).join(":"));
    let sent: SendOutcome;
    if (!target) {
      sent = { outcome: "skip", reason: `the ${claim.target} target is not configured` };
    } else {
      try {
        sent = await target.send(claim.lead, claim.target);
      } catch (error) {
        sent = { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
      }
    }
    const recorded = await store.finishDelivery(claim, resultOf(claim, sent));
    if (!recorded) {
      log.warn(
        `forwarding: the lease on lead ${claim.lead.id} to "${claim.target}" ran out during ` +
          "the attempt (another worker has it now), or the lead was erased meanwhile.",
      );
    }
  }

  async function noticesIfDue(): Promise<void> {
    if (!options.notices) return;
    const now = clock().getTime();
    // A clock set back counts as due, so a look is never put off for longer than the interval.
    if (!noticesWanted && now >= noticesAt && now - noticesAt < noticesEveryMs) return;
    noticesWanted = false;
    noticesAt = now;
    await options.notices.runOnce();
  }

  async function runOnce(): Promise<number> {
    const claims = await store.claimDue({ now: clock(), leaseMs, limit: batchSize });
    await Promise.all(claims.map(attempt));
    await noticesIfDue();
    await purgeIfDue();
    return claims.length;
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(kick, ms);
    // A pending retry must not keep a CLI or a test process alive; the server keeps itself up.
    timer.unref?.();
  }

  async function work(): Promise<void> {
    try {
      while (!stopped && (await runOnce()) === batchSize) {
        // A full batch: there may be more due right now.
      }
      // A nudge already waiting brings another round within `nudgeDelayMs`, which looks then:
      // under load that spares a statement every round.
      if (stopped || nudgeTimer || again) return;
      const due = await store.nextDueAt();
      const wait = due ? due.getTime() - clock().getTime() : pollMs;
      schedule(Math.min(pollMs, Math.max(0, wait)));
    } catch (error) {
      log.error("forwarding: could not work through the deliveries:", error);
      schedule(Math.min(pollMs, policy.baseMs));
    }
  }

  function kick(): void {
    if (stopped || !started) return;
    if (round) {
      again = true;
      return;
    }
    round = work().finally(() => {
      round = undefined;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      kick();
    },
    nudge(work = "deliveries") {
      if (work === "notices") noticesWanted = true;
      if (stopped || !started || nudgeTimer) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = undefined;
        kick();
      }, nudgeDelayMs);
      nudgeTimer.unref?.();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(nudgeTimer);
      await round;
    },
  };
}
