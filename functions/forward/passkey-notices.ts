import type { SiteConfig } from "../../src/config";
import { passkeyNoticeCopy } from "../../src/content/passkey-notice";
import { oneLineText } from "../../src/schemas/line-breaks";
import type { Outbound, SendOutcome } from "../http/outbound";
import { DEFAULT_BUSINESS_TIME_ZONE } from "../settings/business-time-zone";
import { DEFAULT_LEASE_MS, defaultRetryPolicy, type RetryPolicy } from "../settings/retry";
import type { ClaimedNotice, NoticeResult, PasskeyNoticeStore } from "../store";
import { formServiceEndpoint, submitToFormService } from "./form-service";
import { retryDelay } from "./forwarder";

type Log = Pick<Console, "warn" | "error">;

export interface NoticeMailerOptions extends Outbound {
  store: PasskeyNoticeStore;
  /** The form service the lead e-mails go through (`FORM_SERVICE_URL`, `…_ACCESS_KEY`). */
  baseUrl?: string;
  accessKey?: string;
  config: SiteConfig;
  /** Where the desk is served (`DESK_ORIGIN`, else `SITE_ORIGIN`'s): the e-mail links to it. */
  deskOrigin: string;
  /** The broker's zone (`BUSINESS_TIMEZONE`), which the e-mail tells the time in. */
  timeZone?: string;
  clock?: () => Date;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
  leaseMs?: number;
  /** E-mails claimed per round. Default 25. */
  batchSize?: number;
  log?: Log;
}

/** When a passkey was added, on the broker's clock: "14 Mar 2030, 8:30 pm (Sydney time)". */
export function brokerTime(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-AU", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(at);
  const place = timeZone.split("/").at(-1)?.replaceAll("_", " ") ?? timeZone;
  return `${when} (${place} time)`;
}

/**
 * The e-mail telling an account's person that a passkey was added to it: the device's name, when,
 * and where to remove it. Nothing else about them: their address is only where it goes.
 */
export function noticeMessage(
  notice: Pick<ClaimedNotice, "deviceName" | "addedAt">,
  options: Pick<NoticeMailerOptions, "config" | "deskOrigin" | "timeZone">,
): string {
  return passkeyNoticeCopy.email.body({
    device: oneLineText(notice.deviceName),
    when: brokerTime(notice.addedAt, options.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE),
    desk: options.config.tradingName,
    settings: new URL("/desk/settings", options.deskOrigin).href,
  });
}

/**
 * Sends each passkey notice's e-mail once, through the form service, from the notices' own rows
 * claimed under a lease (as the forwarder does a lead's deliveries), retried with the same
 * back-off; a round is run by the forwarder after its deliveries. Without an access key each is
 * skipped, and the desk still shows it.
 */
export function createNoticeMailer(options: NoticeMailerOptions) {
  const { store } = options;
  const clock = options.clock ?? (() => new Date());
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const accessKey = options.accessKey?.trim() ?? "";
  const endpoint = formServiceEndpoint(options.baseUrl);
  const log: Log = options.log ?? console;

  function resultOf(claim: ClaimedNotice, sent: SendOutcome): NoticeResult {
    if (sent.outcome === "delivered") return { status: "delivered", at: clock() };
    if (sent.outcome === "skip") return { status: "skipped", error: sent.reason };
    if (sent.outcome === "fail") return { status: "failed", error: sent.error };
    // Only pushes wait (quiet hours); were an e-mail told to, it would go when asked.
    if (sent.outcome === "wait")
      return { status: "pending", error: sent.reason, nextAttemptAt: sent.until };
    if (policy.maxAttempts > 0 && claim.attempts >= policy.maxAttempts) {
      log.error(`passkey notice ${claim.id}: giving up after ${claim.attempts} attempts`);
      return { status: "failed", error: sent.error };
    }
    const delay = retryDelay(claim.attempts, policy, options.random);
    log.warn(`passkey notice ${claim.id}: e-mail failed (${sent.error}); trying again later`);
    return {
      status: "pending",
      error: sent.error,
      nextAttemptAt: new Date(clock().getTime() + delay),
    };
  }

  async function send(claim: ClaimedNotice): Promise<SendOutcome> {
    if (!accessKey) return { outcome: "skip", reason: "FORM_SERVICE_ACCESS_KEY is not set" };
    try {
      return await submitToFormService(options, endpoint, {
        access_key: accessKey,
        subject: passkeyNoticeCopy.email.subject,
        to: claim.email,
        from_name: options.config.tradingName,
        message: noticeMessage(claim, options),
      });
    } catch (error) {
      return { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    /** One round: claims the due e-mails, sends each, records how it went; resolves to how many. */
    async runOnce(): Promise<number> {
      const claims = await store.claimDueNotices({
        now: clock(),
        leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
        limit: options.batchSize ?? 25,
      });
      await Promise.all(
        claims.map(async (claim) => {
          await store.finishNotice(claim, resultOf(claim, await send(claim)));
        }),
      );
      return claims.length;
    },
  };
}

export type NoticeMailer = ReturnType<typeof createNoticeMailer>;
