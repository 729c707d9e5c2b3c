import type { SendOutcome } from "../http/outbound";
import type { DeliveryTarget, PlannedDelivery, PushKind, StoredLead } from "../store";
import { AD_PLATFORMS } from "../store";
import { allowsAdPlatforms, NO_CONSENT_NOTE } from "./conversions/consent";

/**
 * Somewhere a stored lead is forwarded to. `name` is the delivery's target, or its first two
 * parts for a family of them (`webhook:stage` sends every `webhook:stage:<change id>`); `send`
 * is told which delivery it is attempting.
 */
export interface Target {
  name: DeliveryTarget | "webhook:stage" | `push:${PushKind}`;
  send(lead: StoredLead, delivery?: DeliveryTarget): Promise<SendOutcome>;
}

export const SPAM_NOTE = "not forwarded: the honeypot field was filled in";

const isAdPlatform = (target: DeliveryTarget) =>
  (AD_PLATFORMS as readonly string[]).includes(target);

/**
 * The delivery rows of a new lead: each pending, but skipped for a spam lead, and for an ad
 * platform when the lead's page had no consent to ad measurement (such a lead is never sent).
 */
export function planDeliveries(
  targets: DeliveryTarget[],
  isSpam: boolean,
  payload: Record<string, unknown> = {},
): PlannedDelivery[] {
  // A spam lead wakes no one: no push row at all.
  return targets.flatMap((target): PlannedDelivery[] => {
    if (isSpam && target === "push") return [];
    if (isSpam) return [{ target, status: "skipped", note: SPAM_NOTE }];
    if (isAdPlatform(target) && !allowsAdPlatforms(payload)) {
      return [{ target, status: "skipped", note: NO_CONSENT_NOTE }];
    }
    return [{ target, status: "pending" }];
  });
}
