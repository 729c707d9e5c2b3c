import { CLICK_IDS } from "../../../src/schemas/click-ids";
import { leadContact } from "../../../src/schemas/lead-contact";
import { normaliseEmail } from "../../ad-platforms/normalise";
import type { ClientSignals, ConversionEvent, ConversionKind } from "../../ad-platforms/platform";
import { CONVERSION_STAGES, type ConversionStage, type StoredLead } from "../../store";
import { allowsAdPlatforms } from "./consent";

/*
 * The event a delivery reports, whatever the platform (`ConversionEvent`): which one, when, its
 * value, and who, out of the stored lead and the stage changes kept for forwarding.
 */

export interface EventSettings {
  /** The strategy session's price and currency, a paid one's value. */
  purchase: { amount: number; currency: string };
  /** What a settled loan is worth to report (optional). */
  settledValue?: { amount: number; currency: string };
  /** When the lead first reached `stage` (from the stage changes kept for forwarding). */
  stageAt(leadId: string, stage: string): Promise<Date | undefined>;
}

/** How `/api/collect-lead` keys the lead of a new contact: `collect-lead:<the visitor's key>`. */
const RESOURCE_KEY_PREFIX = "collect-lead:";

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The stage a delivery such as `meta:settled` reports, or undefined for the lead itself. */
export function stageOf(delivery: string | undefined): string | undefined {
  return delivery?.split(":")[1];
}

function sourceUrlOf(client: ClientSignals, landingPage: string | undefined): string | undefined {
  if (landingPage && /^https?:\/\//.test(landingPage)) return landingPage;
  if (!client.origin) return undefined;
  return landingPage?.startsWith("/") ? `${client.origin}${landingPage}` : client.origin;
}

/**
 * The event a delivery reports, or why it reports none (a reason without anything personal in
 * it, as the forwarder logs it).
 */
export async function conversionEventOf(
  lead: StoredLead,
  delivery: string | undefined,
  settings: EventSettings,
): Promise<ConversionEvent | { skip: string }> {
  const payload = lead.payload;
  if (!allowsAdPlatforms(payload)) {
    return { skip: "not sent: the visitor's page had no consent to ad measurement" };
  }
  const stage = stageOf(delivery);
  let kind: ConversionKind;
  let at = lead.createdAt;
  let value: ConversionEvent["value"];
  let id = lead.id;
  if (stage !== undefined) {
    if (!(CONVERSION_STAGES as readonly string[]).includes(stage)) {
      return { skip: `no conversion is reported for the stage "${stage}"` };
    }
    kind = stage as ConversionStage;
    const reached = await settings.stageAt(lead.id, stage);
    if (!reached) return { skip: `the lead's change to ${stage} is no longer kept` };
    at = reached;
    id = `${lead.id}:${stage}`;
    if (stage === "settled") value = settings.settledValue;
  } else if (lead.kind === "payment") {
    kind = "purchase";
    value = settings.purchase;
  } else if (lead.kind === "payment-failed") {
    return { skip: "a failed payment is no conversion" };
  } else {
    kind = "lead";
    // A resource request's reply names no lead (it must not tell whether the e-mail was known):
    // the browser's pixel has the request's key, so the server's event carries that.
    if (lead.idempotencyKey.startsWith(RESOURCE_KEY_PREFIX)) {
      id = lead.idempotencyKey.slice(RESOURCE_KEY_PREFIX.length);
    }
  }
  const attribution = record(payload.attribution);
  const client = record(payload.client) as ClientSignals;
  const { email, phone } = leadContact(lead.kind, payload);
  return {
    kind,
    id,
    at,
    ...(value ? { value } : {}),
    ...(sourceUrlOf(client, text(attribution.landingPage))
      ? { sourceUrl: sourceUrlOf(client, text(attribution.landingPage)) }
      : {}),
    ...(email && normaliseEmail(email) ? { email } : {}),
    ...(phone ? { phone } : {}),
    clickIds: Object.fromEntries(CLICK_IDS.map((name) => [name, text(attribution[name])])),
    cookies: { fbc: text(attribution.fbc), fbp: text(attribution.fbp) },
    client,
    consent: payload.consent === "granted" ? "granted" : "not_required",
  };
}
