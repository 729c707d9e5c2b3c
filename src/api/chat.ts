/**
 * The browser side of `POST /api/chat`: sends the message and history, reads the server-sent
 * events (`meta`, `delta`, `callback`, `done`, `error`; see functions/api/chat.ts) as they arrive. Never
 * throws: every outcome is a `ChatResult`.
 *
 * Reads the stream with fetch rather than EventSource, which can only GET. The parser is the
 * few lines our one server's `event:`/`data:` blocks need, not a general SSE library.
 */

import type { CallbackDetails, CallbackProposal } from "../chat/callback-detection";
import { stallGuard } from "./stall-guard";

export type ChatMode = "ai" | "faq";

export interface ChatTurn {
  sender: "user" | "ai";
  content: string;
}

export type ChatResult =
  | {
      ok: true;
      mode: ChatMode;
      /** The server's `callback` event: show the call-back card with these details. */
      callback?: CallbackProposal;
    }
  | {
      ok: false;
      /** The server's error code ("rate_limited", "upstream_timeout", …), or "network", "timeout". */
      error: string;
      /** The server's words for a refusal before the stream, to show as they are. */
      message?: string;
      /** From `Retry-After` (in seconds): how long the server refuses further messages. */
      retryAfterSeconds?: number;
    };

/** `Retry-After` in seconds, whether given as a number or as an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export interface ChatOptions {
  /** Called with each piece of the reply, in order. */
  onDelta: (text: string) => void;
  /** Give up when nothing arrives for this long. Default 30000 ms (the server's own is 20 s). */
  idleTimeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

interface ServerEvent {
  event: string;
  data: Record<string, unknown>;
}

const DETAIL_KEYS = ["name", "phone", "email", "preferredTime"] as const;

/** A `callback` event's data as the card takes it; only strings of the known fields are kept. */
function readProposal(data: Record<string, unknown>): CallbackProposal | undefined {
  if (data.reason !== "asked" && data.reason !== "offer") return undefined;
  const given = (data.details ?? {}) as Record<string, unknown>;
  const details: CallbackDetails = {};
  for (const key of DETAIL_KEYS) {
    const value = given[key];
    if (typeof value === "string" && value) details[key] = value;
  }
  return { reason: data.reason, details };
}

function parseBlock(block: string): ServerEvent | undefined {
  let event = "message";
  let data = "";
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trimStart();
  }
  try {
    return { event, data: data ? JSON.parse(data) : {} };
  } catch {
    return undefined;
  }
}

export async function sendChat(
  url: string,
  body: { message: string; history: ChatTurn[]; callbackOffered?: boolean },
  options: ChatOptions,
): Promise<ChatResult> {
  const { onDelta, idleTimeoutMs = 30_000, signal } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const guard = stallGuard(idleTimeoutMs, signal);
  guard.arrived();
  try {
    const response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal: guard.signal,
    });
    if (!response.ok || !response.body) {
      const answer = (await response.json().catch(() => ({}))) as {
        error?: unknown;
        message?: unknown;
      };
      const wait = retryAfterSeconds(response.headers.get("Retry-After"));
      return {
        ok: false,
        error: typeof answer.error === "string" ? answer.error : "http-error",
        ...(typeof answer.message === "string" ? { message: answer.message } : {}),
        ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
      };
    }
    let mode: ChatMode = "ai";
    let callback: CallbackProposal | undefined;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ok: false, error: "incomplete" };
      guard.arrived();
      buffer += value;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const parsed = parseBlock(block);
        if (!parsed) continue;
        const { event, data } = parsed;
        if (event === "meta" && (data.mode === "ai" || data.mode === "faq")) mode = data.mode;
        else if (event === "delta" && typeof data.text === "string") onDelta(data.text);
        else if (event === "callback") callback = readProposal(data);
        else if (event === "done") {
          await reader.cancel();
          return callback ? { ok: true, mode, callback } : { ok: true, mode };
        } else if (event === "error") {
          await reader.cancel();
          return { ok: false, error: typeof data.error === "string" ? data.error : "upstream" };
        }
      }
    }
  } catch {
    return {
      ok: false,
      error: guard.stalled ? "timeout" : signal?.aborted ? "aborted" : "network",
    };
  } finally {
    guard.release();
  }
}
