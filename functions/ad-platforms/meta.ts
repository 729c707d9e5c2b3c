import { deliverJson, type SendOutcome, under } from "../http/outbound";
import type { ValuesOf, Variable } from "../settings/declare";
import { httpUrlOr, matching, optional, type Read } from "../settings/env";
import { normaliseEmail, phoneForMeta, sha256Hex } from "./normalise";
import type {
  AdPlatformDeclaration,
  ConversionEvent,
  ConversionSender,
  SenderContext,
} from "./platform";

/*
 * Meta's Conversions API, spoken with plain `fetch`: one POST of a JSON body per event. Meta's
 * own SDK (facebook-nodejs-business-sdk) is under Meta's "Platform License" rather than an open
 * licence and brings axios and four more packages for what is one documented request.
 */

/** Meta's Conversions API: the pixel, its token, and where and how events are sent. */
export interface MetaSettings {
  pixelId: string;
  /** A system user's access token, sent in the body (never in a URL, where logs keep it). */
  accessToken: string;
  /** `META_GRAPH_URL`: `https://graph.facebook.com`, or a fake's in tests. */
  graphUrl: URL;
  /** `META_GRAPH_VERSION`, such as `v24.0`. */
  version: string;
  /** `META_TEST_EVENT_CODE`: events show in Events Manager's test tab only. */
  testEventCode?: string;
  /** Custom event names for the stages reported (`META_QUALIFIED_EVENT`, `META_SETTLED_EVENT`). */
  stageEvents: { qualified: string; settled: string; booked: string };
}

/** The Graph API version events are sent to unless `META_GRAPH_VERSION` says. */
export const DEFAULT_META_GRAPH_VERSION = "v24.0";

const eventName = (fallback: string): Read<string> => {
  const valid = matching(
    /^[A-Za-z][A-Za-z0-9_]{0,49}$/,
    "must be an event name of letters, digits and _",
  );
  return (raw, name) => valid(raw ?? fallback, name) ?? fallback;
};

const variables = [
  {
    name: "META_PIXEL_ID",
    default: "unset: Meta off",
    meaning:
      "report each lead with consent (a paid session as `Purchase`), and its qualified and settled stages, to the pixel's Conversions API from the server; with `META_CAPI_TOKEN`, both or neither",
    read: matching(/^\d+$/, "must be the pixel's digits"),
  },
  {
    name: "META_CAPI_TOKEN",
    default: "unset: Meta off",
    meaning: "a system user's access token for the pixel's Conversions API; both or neither",
    secret: true,
    read: optional,
  },
  {
    name: "META_GRAPH_URL",
    default: "`https://graph.facebook.com`",
    meaning: "where Meta's events go (a fake's URL in tests)",
    read: httpUrlOr("https://graph.facebook.com"),
  },
  {
    name: "META_GRAPH_VERSION",
    default: `\`${DEFAULT_META_GRAPH_VERSION}\``,
    meaning: "the Graph API version Meta's events are sent to",
    read: (raw, name) =>
      matching(/^v\d+\.\d+$/, "must be a Graph API version such as v24.0")(
        raw ?? DEFAULT_META_GRAPH_VERSION,
        name,
      ) ?? DEFAULT_META_GRAPH_VERSION,
  },
  {
    name: "META_TEST_EVENT_CODE",
    default: "unset",
    meaning: "events show in Events Manager's test tab only",
    read: optional,
  },
  {
    name: "META_QUALIFIED_EVENT",
    default: "`QualifiedLead`",
    meaning: "Meta's custom event name for a qualified lead",
    read: eventName("QualifiedLead"),
  },
  {
    name: "META_SETTLED_EVENT",
    default: "`LoanSettled`",
    meaning: "Meta's custom event name for a settled loan",
    read: eventName("LoanSettled"),
  },
  {
    name: "META_BOOKED_EVENT",
    default: "`Schedule`",
    meaning: "Meta's event for a booked call (its standard event for a booked appointment)",
    read: eventName("Schedule"),
  },
] as const satisfies readonly Variable[];

function settings(v: ValuesOf<typeof variables>): MetaSettings | undefined {
  const [pixelId, accessToken] = [v.META_PIXEL_ID, v.META_CAPI_TOKEN];
  if (!pixelId && !accessToken) return undefined;
  // Both or neither: one without the other is a setting half made.
  if (!pixelId) throw new Error("META_PIXEL_ID must be set together with META_CAPI_TOKEN");
  if (!accessToken) throw new Error("META_CAPI_TOKEN must be set together with META_PIXEL_ID");
  return {
    pixelId,
    accessToken,
    graphUrl: v.META_GRAPH_URL,
    version: v.META_GRAPH_VERSION,
    testEventCode: v.META_TEST_EVENT_CODE,
    stageEvents: {
      qualified: v.META_QUALIFIED_EVENT,
      settled: v.META_SETTLED_EVENT,
      booked: v.META_BOOKED_EVENT,
    },
  };
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

/** Tells Meta's Conversions API of each event (the lead, and each stage it reaches). */
function sender(meta: MetaSettings, context: SenderContext): ConversionSender {
  const clock = context.clock ?? (() => new Date());
  const url = under(meta.graphUrl, `${meta.version}/${encodeURIComponent(meta.pixelId)}/events`);
  return async (event): Promise<SendOutcome> => {
    if (clock().getTime() - event.at.getTime() > META_MAX_AGE_MS) {
      return { outcome: "skip", reason: "the event is over 7 days old; Meta takes none older" };
    }
    const body = JSON.stringify({
      data: [metaEvent(event, meta)],
      ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}),
      access_token: meta.accessToken,
    });
    const sent = await deliverJson(context, url, {}, body);
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
  };
}

/** `META_*`: off unless the pixel and its token are both set. */
export const metaPlatform = {
  name: "meta",
  title: "Meta",
  variables,
  settings,
  sender,
} as const satisfies AdPlatformDeclaration<"meta", typeof variables, MetaSettings>;
