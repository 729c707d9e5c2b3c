import type { SiteConfig } from "../../src/config";
import { retentionPolicy, type ServerOptions } from "../options";
import type { StageChangeStore } from "../store/stage-change-store";
import type { DeliveryTarget, Store } from "../store/types";
import type { EventSettings } from "./conversions/event";
import { createGoogleTarget } from "./conversions/google";
import { googleTokenSource } from "./conversions/google-token";
import { createMetaTarget } from "./conversions/meta";
import { createFormServiceTarget } from "./form-service";
import { createForwarder, type Forwarder, type ForwarderOptions } from "./forwarder";
import { createNoticeMailer } from "./passkey-notices";
import { createPushTargets, type PushTargetOptions } from "./push";
import type { Target } from "./targets";
import { createWebhookStageTarget, createWebhookTarget } from "./webhook";

export { createForwarder };

/** For a process that forwards no stage changes (a test of the leads' own targets). */
const noStageChanges: StageChangeStore = {
  stageChange: async () => undefined,
  firstReached: async () => undefined,
};

/**
 * The targets the options name (see `ServerOptions.deliveryTargets`), each ad platform also for
 * the stages a lead reaches, the webhook also for each stage change, and the pushes to desk
 * devices (`devices`: where their subscriptions are kept) when VAPID keys are set.
 */
export function createTargets(
  options: ServerOptions,
  config: SiteConfig,
  fetch: typeof globalThis.fetch,
  stages: StageChangeStore = noStageChanges,
  devices?: PushTargetOptions["store"],
): Target[] {
  const { meta, google, settledValue } = options.conversions;
  const events: EventSettings = {
    purchase: { amount: config.strategyPriceCents / 100, currency: config.currency },
    ...(settledValue !== undefined
      ? { settledValue: { amount: settledValue, currency: config.currency } }
      : {}),
    stageAt: (leadId, stage) => stages.firstReached(leadId, stage),
  };
  const stageNames = (platform: "meta" | "google"): DeliveryTarget[] => [
    platform,
    `${platform}:qualified`,
    `${platform}:settled`,
  ];
  return options.deliveryTargets.flatMap((name): Target[] => {
    if (name === "form")
      return [
        createFormServiceTarget({
          ...options.formService,
          config,
          fetch,
          timeZone: options.businessTimeZone,
          deskOrigin: options.desk.origin ?? new URL(config.siteOrigin).origin,
        }),
      ];
    if (name === "webhook") {
      const webhook = { url: options.webhookUrl, secret: options.webhookSecret, fetch };
      return [createWebhookTarget(webhook), createWebhookStageTarget({ ...webhook, stages })];
    }
    if (name === "meta" && meta) {
      return stageNames("meta").map((target) =>
        createMetaTarget({ name: target, meta, events, fetch }),
      );
    }
    if (name === "google" && google) {
      const tokens = googleTokenSource(google, fetch);
      return stageNames("google").map((target) =>
        createGoogleTarget({ name: target, google, events, tokens, fetch }),
      );
    }
    if (name === "push" && options.vapid && devices) {
      return createPushTargets({
        vapid: options.vapid,
        fallbackSubject: `mailto:${config.email}`,
        store: devices,
        fetch,
        timeZone: options.businessTimeZone,
      });
    }
    return [];
  });
}

/**
 * The forwarder a running server keeps: the targets its options name, their retry policy and
 * lease, and the site's retention; `host` adds what this host sets itself (a log, a batch size).
 */
export function serverForwarder(
  store: Store,
  options: ServerOptions,
  config: SiteConfig,
  host: Partial<ForwarderOptions> = {},
): Forwarder {
  return createForwarder({
    store,
    targets: createTargets(options, config, globalThis.fetch, store, store),
    retry: options.retry,
    leaseMs: options.leaseMs,
    retention: { store, policy: retentionPolicy(config) },
    notices: createNoticeMailer({
      store,
      ...options.formService,
      config,
      deskOrigin: options.desk.origin ?? new URL(config.siteOrigin).origin,
      timeZone: options.businessTimeZone,
      fetch: globalThis.fetch,
      retry: options.retry,
      leaseMs: options.leaseMs,
      ...(host.log ? { log: host.log } : {}),
      ...(host.clock ? { clock: host.clock } : {}),
    }),
    ...host,
  });
}
