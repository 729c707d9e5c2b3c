/**
 * A stand-in for Meta's Graph API Conversions API endpoint on 127.0.0.1:
 * `POST /{version}/{pixel id}/events` with a JSON body `{ data: [event], access_token,
 * test_event_code? }`, answering `{ events_received, messages, fbtrace_id }`, or Meta's error
 * shape `{ error: { message, type, code, error_subcode, is_transient, fbtrace_id } }`. It refuses
 * what Meta refuses (a wrong token, an event older than 7 days, an unhashed e-mail or phone) and
 * records every body exactly as received.
 */
import { startJsonFake } from "./json-fake";

export interface MetaRequest {
  path: string;
  /** The body exactly as received. */
  raw: string;
  body: {
    data: Array<Record<string, unknown> & { event_id: string; user_data: Record<string, unknown> }>;
    access_token?: string;
    test_event_code?: string;
  };
}

export interface FakeMetaGraph {
  url: string;
  /** Requests Meta accepted (200), in order. */
  accepted: MetaRequest[];
  /** How many requests were answered with an error. */
  refused: number;
  /** The next `count` requests get a transient error (HTTP 500, code 2, is_transient). */
  failTransiently(count: number): void;
  /** Every request gets a transient error until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

function metaError(code: number, message: string, isTransient: boolean, subcode?: number) {
  return {
    error: {
      message,
      type: "OAuthException",
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      is_transient: isTransient,
      fbtrace_id: "AfakeTraceId",
    },
  };
}

/** What Meta would refuse in an event, or undefined. */
function problemOf(event: Record<string, unknown>, nowS: number): string | undefined {
  for (const field of ["event_name", "event_time", "action_source", "user_data"]) {
    if (event[field] === undefined) return `The parameter ${field} is required`;
  }
  const time = event.event_time;
  if (typeof time !== "number" || !Number.isInteger(time)) return "event_time must be an integer";
  if (nowS - time > SEVEN_DAYS_S) {
    return "The timestamp for this event is more than 7 days in the past";
  }
  const user = event.user_data as Record<string, unknown>;
  for (const key of ["em", "ph"]) {
    const values = user[key];
    if (values === undefined) continue;
    if (!Array.isArray(values) || !values.every((v) => typeof v === "string" && SHA256_HEX.test(v)))
      return `user_data.${key} must be SHA-256 hashes in lower-case hex`;
  }
  return undefined;
}

export async function startFakeMetaGraph(options: {
  pixelId: string;
  accessToken: string;
  version?: string;
  clock?: () => Date;
}): Promise<FakeMetaGraph> {
  const version = options.version ?? "v24.0";
  const clock = options.clock ?? (() => new Date());
  let transientLeft = 0;
  const state = {
    accepted: [] as MetaRequest[],
    failTransiently(count: number) {
      transientLeft = count;
    },
    down() {
      transientLeft = Number.POSITIVE_INFINITY;
    },
    up() {
      transientLeft = 0;
    },
  };
  return startJsonFake(state, ({ req, raw, answer }, fake) => {
    if (req.method !== "POST" || req.url !== `/${version}/${options.pixelId}/events`) {
      return answer(
        400,
        metaError(100, "Unsupported post request. Object does not exist", false, 33),
      );
    }
    let body: MetaRequest["body"];
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(400, metaError(100, "Invalid parameter", false));
    }
    if (body.access_token !== options.accessToken) {
      return answer(
        400,
        metaError(190, "Invalid OAuth access token - Cannot parse access token", false),
      );
    }
    if (transientLeft > 0) {
      transientLeft--;
      return answer(
        500,
        metaError(2, "An unexpected error has occurred. Please retry your request later.", true),
      );
    }
    if (!Array.isArray(body.data) || body.data.length === 0) {
      return answer(400, metaError(100, "The parameter data is required", false));
    }
    const nowS = Math.floor(clock().getTime() / 1000);
    for (const event of body.data) {
      const problem = problemOf(event, nowS);
      if (problem)
        return answer(400, metaError(100, `Invalid parameter: ${problem}`, false, 2804003));
    }
    fake.accepted.push({ path: req.url, raw, body });
    answer(200, { events_received: body.data.length, messages: [], fbtrace_id: "AfakeTraceId" });
  });
}
