/**
 * Where a widget sends its calls: its `api-base` attribute when set, else the origin its script
 * came from (so a widget pasted onto another site still reaches us), else the page's origin.
 * Never ends in "/", so callers append "/api/…".
 */
export function resolveApiBase(attr?: string | null, scriptUrl?: string): string {
  const fromAttribute = attr?.trim();
  if (fromAttribute) return fromAttribute.replace(/\/+$/, "");
  if (scriptUrl) {
    try {
      const { origin } = new URL(scriptUrl);
      // file: and blob: scripts have an opaque origin, spelled "null".
      if (origin !== "null") return origin;
    } catch {
      // An unreadable script URL falls through to the page's origin.
    }
  }
  return globalThis.location?.origin ?? "";
}

export type PostResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** 0 when no response came back (offline, blocked, timed out, cancelled). */
      status: number;
      /**
       * The function's own error code when it sent one (e.g. "validation"); otherwise
       * "network", "timeout", "aborted", "invalid-response" (not JSON) or "http-error".
       */
      error: string;
      /** Message per field, as the function's validation reported it. */
      fields?: Record<string, string>;
      /** The function's own words for the visitor, when it sent some (e.g. on a 429). */
      message?: string;
      /** How long the server asked us to wait before trying again (`Retry-After`), in ms. */
      retryAfterMs?: number;
    };

export interface PostOptions {
  /** Sent as `Idempotency-Key`: a retry of the same submission is stored once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Give up after this long. Default 15000 ms. */
  timeoutMs?: number;
  /** Stands in for the global fetch (tests, or a host page that wraps fetch). */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15000;

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return Object.fromEntries(entries);
}

/** `Retry-After` in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** POSTs JSON and reads JSON back. Never throws: every outcome is a `PostResult`. */
export async function postJson<T>(
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<PostResult<T>> {
  const { idempotencyKey, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });

  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;

  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      const error = timedOut ? "timeout" : signal?.aborted ? "aborted" : "network";
      return { ok: false, status: 0, error };
    }

    const wait = retryAfterMs(response.headers.get("Retry-After"));
    const waitPart = wait === undefined ? {} : { retryAfterMs: wait };
    let data: unknown;
    try {
      data = JSON.parse(await response.text());
    } catch {
      // A proxy's HTML error page, an empty body, or the connection dropping mid-body.
      const error = timedOut ? "timeout" : response.ok ? "invalid-response" : "http-error";
      return { ok: false, status: response.status, error, ...(response.ok ? {} : waitPart) };
    }

    if (response.ok) return { ok: true, status: response.status, data: data as T };
    const reply =
      typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    const fields = stringRecord(reply.fields);
    return {
      ok: false,
      status: response.status,
      error: typeof reply.error === "string" ? reply.error : "http-error",
      ...(fields ? { fields } : {}),
      ...(typeof reply.message === "string" && reply.message.trim()
        ? { message: reply.message.trim() }
        : {}),
      ...waitPart,
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

/** A fresh key per submission attempt; the same key again means "the same lead, retried". */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; a widget on a plain-http page still needs keys.
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === "function") cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 4122 version 4, variant 1.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmitLeadReply {
  ok: true;
  id: string;
}

/** The same for a new and a known e-mail: the server never says whether an address is known. */
export interface ResourceRequestReply {
  ok: true;
}
