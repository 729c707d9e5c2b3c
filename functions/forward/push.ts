import webPush from "web-push";
import { deskPushTargetNames } from "../../src/content/desk-push";
import { AD_PLATFORM_LIST, type AdPlatform } from "../ad-platforms";
import { describeError, describeFailure, type SendOutcome } from "../http/outbound";
import type { VapidKeys } from "../settings/push";
import type { DeliveryTarget, PushKind, PushStore, StoredLead, TargetName } from "../store";
import { pushMessage } from "./push-message";
import { quietUntil } from "./quiet-hours";
import { declareTarget } from "./target-declaration";
import type { Target } from "./targets";

/** Every target's name in a notification, typed so that none is missing. */
const targetNames: Record<TargetName, string | null> = {
  ...deskPushTargetNames,
  ...(Object.fromEntries(AD_PLATFORM_LIST.map(({ name, title }) => [name, title])) as Record<
    AdPlatform,
    string
  >),
};

/** The failed delivery `detail` (`meta:settled`) as a notification names it. */
export function pushTargetName(detail = ""): string {
  const target = detail.split(":")[0] ?? "";
  return (Object.hasOwn(targetNames, target) && targetNames[target as TargetName]) || detail;
}

export interface PushTargetOptions {
  vapid: VapidKeys;
  /** The subject push services may write to when `PUSH_VAPID_SUBJECT` is unset. */
  fallbackSubject: string;
  store: PushStore & {
    /** The lead's follow-up and stage now, to tell a moved or finished one from a due one. */
    getInboxLead(id: string): Promise<{ followUpAt: Date | null; stage: string } | null>;
  };
  fetch: typeof fetch;
  timeZone: string;
  clock?: () => Date;
  /** Give up on one attempt after this long. Default 10 s. */
  timeoutMs?: number;
}

/** How long a push service keeps a push for a device that is off: a lead is news for a day. */
const TTL_SECONDS = 24 * 60 * 60;

/** `push:<kind>:<subscription>[:<detail>]` in its parts. */
function partsOf(delivery: DeliveryTarget) {
  const [, kind, subscriptionId = "", ...rest] = delivery.split(":");
  return { kind: kind as PushKind, subscriptionId, detail: rest.join(":") || undefined };
}

/** A follow-up push that no longer holds: moved, cleared, or the lead lost or settled. */
async function followUpStands(options: PushTargetOptions, lead: StoredLead, detail?: string) {
  const now = await options.store.getInboxLead(lead.id);
  if (!now?.followUpAt || now.stage === "lost" || now.stage === "settled") return false;
  return now.followUpAt.toISOString() === detail;
}

/**
 * The pushes to desk devices (`push:lead`, `push:due`, `push:failed`), each a delivery of its
 * own per device: encrypted for the device (RFC 8291, aes128gcm), signed with the server's VAPID
 * keys (RFC 8292), posted to the device's push service (RFC 8030). A gone device (404, 410) is
 * removed; during the owner's quiet hours a push waits for their end.
 */
export function createPushTargets(options: PushTargetOptions): Target[] {
  const clock = options.clock ?? (() => new Date());
  const vapidDetails = {
    subject: options.vapid.subject ?? options.fallbackSubject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };

  async function send(lead: StoredLead, delivery?: DeliveryTarget): Promise<SendOutcome> {
    const { kind, subscriptionId, detail } = partsOf(delivery ?? "push");
    const device = await options.store.findPushSubscription(subscriptionId);
    if (!device)
      return { outcome: "skip", reason: "the device no longer takes pushes", quiet: true };
    if (kind === "due" && !(await followUpStands(options, lead, detail))) {
      return { outcome: "skip", reason: "the follow-up was moved or the lead closed", quiet: true };
    }
    const until = quietUntil(await options.store.getQuietHours(), options.timeZone, clock());
    if (until) return { outcome: "wait", until, reason: "quiet hours" };

    const named = kind === "failed" ? pushTargetName(detail) : detail;
    const message = pushMessage(lead, kind, device.showNames, named);
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      { vapidDetails, TTL: TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
    );
    let answer: Response;
    try {
      answer = await options.fetch(request.endpoint, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return { outcome: "retry", error: describeError(error) };
    }
    if (answer.ok) {
      await answer.body?.cancel();
      return { outcome: "delivered" };
    }
    const error = await describeFailure(answer);
    if (answer.status === 404 || answer.status === 410) {
      await options.store.dropPushSubscription(device.id);
      return { outcome: "skip", reason: `the device unsubscribed (${error})`, quiet: true };
    }
    if (answer.status === 429 || answer.status >= 500) return { outcome: "retry", error };
    return { outcome: "fail", error };
  }

  return (["lead", "due", "failed"] as const).map((kind) => ({
    name: `push:${kind}` as const,
    send,
  }));
}

/** Pushes to the desk's devices, when VAPID keys are set and the store keeps the devices. */
export const pushTarget = declareTarget({
  name: "push",
  settings: ({ options, store }) =>
    options.vapid && store ? { vapid: options.vapid, store } : undefined,
  create: ({ vapid, store }, { config, fetch, options }) =>
    createPushTargets({
      vapid,
      fallbackSubject: `mailto:${config.email}`,
      store,
      fetch,
      timeZone: options.businessTimeZone,
    }),
});
