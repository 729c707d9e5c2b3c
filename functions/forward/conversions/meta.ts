import type { MetaSettings } from "../../settings/ad-platforms/meta";
import { CONVERSION_STAGES, type DeliveryTarget } from "../../store";
import { declareTarget } from "../target-declaration";
import { deliverJson, type Outbound, type SendOutcome, type Target, under } from "../targets";
import { type ConversionEvent, conversionEventOf, type EventSettings } from "./event";
import { normaliseEmail, phoneForMeta, sha256Hex } from "./normalise";

/*
 * Meta's Conversions API, spoken with plain `fetch`: one POST of a JSON body per event. Meta's
 * own SDK (facebook-nodejs-business-sdk) is under Meta's "Platform License" rather than an open
 * licence and brings axios and four more packages for what is one documented request.
 */

export interface MetaTargetOptions extends Outbound {
  name: DeliveryTarget;
  meta: MetaSettings;
  events: EventSettings;
  clock?: () => Date;
}

/** Meta takes no event whose `event_time` is more than 7 days before it is sent. */
export const META_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Codes Meta answers when a later try may succeed: unknown and temporary errors, and the API's
 * rate limits (its `is_transient` says so too, where it is set).
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613, 80004]);

/** The body Meta is sent for one event (without the token, for tests to compare). */
export function metaEvent(event: ConversionEvent, meta: MetaSettings): Record<string, unknown> {
  const email = event.email ? normaliseEmail(event.email) : undefined;
  const phone = event.phone ? phoneForMeta(event.phone) : undefined;
  const fbc =
    event.cookies.fbc ??
    (event.clickIds.fbclid ? `fb.1.${event.at.getTime()}.${event.clickIds.fbclid}` : undefined);
  const userData: Record<string, unknown> = {
    ...(email ? { em: [sha256Hex(email)] } : {}),
    ...(phone ? { ph: [sha256Hex(phone)] } : {}),
    ...(event.client.ip ? { client_ip_address: event.client.ip } : {}),
    ...(event.client.userAgent ? { client_user_agent: event.client.userAgent } : {}),
    ...(fbc ? { fbc } : {}),
    ...(event.cookies.fbp ? { fbp: event.cookies.fbp } : {}),
  };
  const eventName =
    event.kind === "lead"
      ? "Lead"
      : event.kind === "purchase"
        ? "Purchase"
        : meta.stageEvents[event.kind];
  // A booking is made on a web page, the other stages in the desk.
  const isStage = event.kind === "qualified" || event.kind === "settled";
  return {
    event_name: eventName,
    event_time: Math.floor(event.at.getTime() / 1000),
    event_id: event.id,
    // A stage is set in the broker's desk, not on a web page.
    action_source: isStage ? "system_generated" : "website",
    ...(event.sourceUrl && !isStage ? { event_source_url: event.sourceUrl } : {}),
    user_data: userData,
    ...(event.value
      ? { custom_data: { value: event.value.amount, currency: event.value.currency } }
      : {}),
  };
}

interface MetaError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  fbtrace_id?: string;
}

async function metaErrorOf(response: Response): Promise<MetaError> {
  try {
    const body = (await response.json()) as { error?: MetaError };
    return body.error ?? {};
  } catch {
    return {};
  }
}

/** Reports each lead (and each stage it reaches) to the Meta pixel's Conversions API. */
export function createMetaTarget(options: MetaTargetOptions): Target {
  const { meta } = options;
  const clock = options.clock ?? (() => new Date());
  const url = under(meta.graphUrl, `${meta.version}/${encodeURIComponent(meta.pixelId)}/events`);
  return {
    name: options.name,
    async send(lead, delivery): Promise<SendOutcome> {
      const event = await conversionEventOf(lead, delivery, options.events);
      if ("skip" in event) return { outcome: "skip", reason: event.skip };
      if (clock().getTime() - event.at.getTime() > META_MAX_AGE_MS) {
        return { outcome: "skip", reason: "the event is over 7 days old; Meta takes none older" };
      }
      const body = JSON.stringify({
        data: [metaEvent(event, meta)],
        ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}),
        access_token: meta.accessToken,
      });
      const sent = await deliverJson(options, url, {}, body);
      if (!("refusal" in sent)) return sent;
      const response = sent.refusal;
      const error = await metaErrorOf(response);
      const said = `HTTP ${response.status}: Meta error ${error.code ?? "?"}${
        error.error_subcode ? `/${error.error_subcode}` : ""
      }: ${(error.message ?? "no message").slice(0, 300)}`;
      const transient =
        error.is_transient === true ||
        response.status >= 500 ||
        response.status === 429 ||
        (error.code !== undefined && TRANSIENT_CODES.has(error.code));
      return transient ? { outcome: "retry", error: said } : { outcome: "fail", error: said };
    },
  };
}

/** Meta's Conversions API: the lead, and each conversion stage it reaches. */
export const metaTarget = declareTarget({
  name: "meta",
  settings: ({ options }) => options.conversions.meta,
  create: (meta, { events, fetch }) =>
    (["meta", ...CONVERSION_STAGES.map((stage) => `meta:${stage}` as const)] as const).map((name) =>
      createMetaTarget({ name, meta, events, fetch }),
    ),
});
