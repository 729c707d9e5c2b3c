import type { MiddlewareHandler } from "hono";
import { jsonError } from "../context";

/**
 * How much of a too-large body is read and thrown away before answering 413. A client sends its
 * whole body before it reads the answer; answering first and leaving the rest unread makes it
 * drop the connection, and with it the next request it sends on that connection. Reading the
 * rest keeps the connection usable; beyond this much the connection is closed instead.
 */
const DRAIN_MAX_BYTES = 4 * 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards what is left of a body; false when more than `budget` bytes remain. */
async function drain(reader: Reader, budget: number): Promise<boolean> {
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > budget) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    return false;
  }
}

function tooLarge(maxSize: number, drained: boolean): Response {
  return jsonError(
    413,
    "payload_too_large",
    `The request body is larger than ${Math.round(maxSize / 1024)} KB.`,
    {},
    drained ? {} : { Connection: "close" },
  );
}

/**
 * Refuses a request body over `maxSize` bytes with a JSON 413, whether its length is declared
 * or it comes in chunks, and leaves the connection fit for the client's next request. A body
 * within the limit is handed on, already read, as the request's body.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  return async (c, next) => {
    // The headers first: a declared length within the limit needs no look at the body, whose
    // stream the Node adapter would otherwise build as a whole web Request, for every POST.
    const declared = c.req.raw.headers.has("transfer-encoding")
      ? null
      : c.req.raw.headers.get("content-length");
    const length = Number(declared);
    if (declared !== null && Number.isFinite(length) && length <= maxSize) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    if (declared !== null) {
      const reader = body.getReader();
      const drained = length <= DRAIN_MAX_BYTES && (await drain(reader, DRAIN_MAX_BYTES));
      if (!drained) await reader.cancel().catch(() => {});
      return tooLarge(maxSize, drained);
    }

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return tooLarge(maxSize, await drain(reader, DRAIN_MAX_BYTES));
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
