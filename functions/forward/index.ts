import type { SiteConfig } from "../../src/config";
import { retentionPolicy, type ServerOptions } from "../options";
import type { StageChangeStore, Store, TargetName } from "../store";
import { AD_PLATFORM_TARGETS } from "./conversions";
import { myCrmTarget } from "./crm/mycrm";
import { nexusTarget } from "./crm/nexus";
import { formTarget } from "./form-service";
import { createForwarder, type Forwarder, type ForwarderOptions } from "./forwarder";
import { createNoticeMailer } from "./passkey-notices";
import { pushTarget } from "./push";
import type { DeclaredTarget, TargetContext } from "./target-declaration";
import type { Target } from "./targets";
import { webhookTarget } from "./webhook";

export { createForwarder };

/** For a process that forwards no stage changes (a test of the leads' own targets). */
const noStageChanges: StageChangeStore = {
  stageChange: async () => undefined,
  firstReached: async () => undefined,
};

/**
 * Every delivery target, each as it declares itself in its own module; the table is typed by
 * the names, so a target without its declaration does not compile.
 */
const DECLARED: { [Name in TargetName]: DeclaredTarget<Name> } = {
  form: formTarget,
  webhook: webhookTarget,
  ...AD_PLATFORM_TARGETS,
  push: pushTarget,
  mycrm: myCrmTarget,
  nexus: nexusTarget,
};

/**
 * The targets the options name (see `ServerOptions.deliveryTargets`), each with its family
 * (an ad platform's stages, the webhook's stage changes, a CRM's status); `store` keeps what
 * pushes and CRM deals need (without it, those are off).
 */
export function createTargets(
  options: ServerOptions,
  config: SiteConfig,
  fetch: typeof globalThis.fetch,
  stages: StageChangeStore = noStageChanges,
  store?: TargetContext["store"],
): Target[] {
  const { settledValue } = options.conversions;
  const context: TargetContext = {
    options,
    config,
    fetch,
    stages,
    deskOrigin: options.desk.origin ?? new URL(config.siteOrigin).origin,
    events: {
      purchase: { amount: config.strategyPriceCents / 100, currency: config.currency },
      ...(settledValue !== undefined
        ? { settledValue: { amount: settledValue, currency: config.currency } }
        : {}),
      stageAt: (leadId, stage) => stages.firstReached(leadId, stage),
    },
    ...(store ? { store } : {}),
  };
  return options.deliveryTargets.flatMap((name) =>
    Object.hasOwn(DECLARED, name) ? DECLARED[name as TargetName].targets(context) : [],
  );
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
