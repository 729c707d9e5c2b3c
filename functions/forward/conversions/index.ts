import { AD_PLATFORM_LIST, type AdPlatform } from "../../ad-platforms";
import type { ConversionSender, SenderContext } from "../../ad-platforms/platform";
import { CONVERSION_STAGES, type DeliveryTarget } from "../../store";
import { type DeclaredTarget, declareTarget } from "../target-declaration";
import type { Target } from "../targets";
import { conversionEventOf, type EventSettings } from "./event";

/**
 * The target of one ad platform's delivery (`meta`, `meta:settled`): the event the delivery
 * reports, or why none (no consent, a stage no longer kept), handed to the platform's sender.
 */
export function createConversionTarget(options: {
  name: DeliveryTarget;
  events: EventSettings;
  send: ConversionSender;
}): Target {
  return {
    name: options.name,
    async send(lead, delivery) {
      const event = await conversionEventOf(lead, delivery, options.events);
      if ("skip" in event) return { outcome: "skip", reason: event.skip };
      return options.send(event);
    },
  };
}

/** A platform's targets: the lead, and each conversion stage it reaches. */
function declarePlatform(platform: (typeof AD_PLATFORM_LIST)[number]): DeclaredTarget {
  // The options hold each platform's settings as its own `settings` made them (`adPlatformOptions`).
  const sender = platform.sender as (settings: unknown, context: SenderContext) => ConversionSender;
  return declareTarget({
    name: platform.name,
    settings: ({ options }) => options.conversions[platform.name],
    create: (settings, { events, fetch }) => {
      const send = sender(settings, { fetch });
      const stages = CONVERSION_STAGES.map((stage) => `${platform.name}:${stage}` as const);
      return [platform.name, ...stages].map((name) =>
        createConversionTarget({ name, events, send }),
      );
    },
  });
}

/** Every ad platform's targets, one for each platform of the list (`functions/ad-platforms/`). */
export const AD_PLATFORM_TARGETS = Object.fromEntries(
  AD_PLATFORM_LIST.map((platform) => [platform.name, declarePlatform(platform)]),
) as { [Name in AdPlatform]: DeclaredTarget<Name> };
