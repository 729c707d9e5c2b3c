import type { AdPlatformSettings, ValuesOf, Variable } from "../declare";
import { httpUrlOr, matching, optional, type Read } from "../env";

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

/** `META_*`: off unless the pixel and its token are both set. */
export const metaSettings = {
  name: "meta",
  variables,
  settings,
} as const satisfies AdPlatformSettings<"meta", typeof variables, MetaSettings>;
