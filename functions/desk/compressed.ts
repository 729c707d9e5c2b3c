import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";

/**
 * The desk API's JSON answers, compressed for a browser that takes it: brotli, else gzip. A
 * phone on a slow network waits on every byte of the inbox's first page (20 rows are ~9 KB of
 * JSON, ~2 KB compressed). Answers under `COMPRESS_FROM_BYTES` go as they are, where the framing
 * would cost more than it saves; the live stream (`text/event-stream`), CSV exports and anything
 * already encoded are left alone. Hono's `compress` has no brotli and compresses every answer
 * whose length it is not told, which a JSON answer's is not, so this reads the body itself.
 */
export const COMPRESS_FROM_BYTES = 1024;

// Quality 5: most of brotli's gain on JSON for a fraction of a millisecond per page.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

const ENCODINGS = [
  { name: "br", encode: (body: Buffer) => brotliCompressSync(body, BROTLI) },
  { name: "gzip", encode: (body: Buffer) => gzipSync(body) },
] as const;

function encodingFor(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const q = (name: string) =>
    accepted.find((each) => each.type.toLowerCase() === name)?.q ??
    accepted.find((each) => each.type === "*")?.q ??
    0;
  return ENCODINGS.find((each) => q(each.name) > 0);
}

export const compressedJson: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.res;
  if (!/^application\/json\b/i.test(answer.headers.get("Content-Type") ?? "")) return;
  if (answer.headers.has("Content-Encoding") || !answer.body || c.req.method === "HEAD") return;
  answer.headers.append("Vary", "Accept-Encoding");
  const encoding = encodingFor(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = Buffer.from(await answer.arrayBuffer());
  const compress = body.length >= COMPRESS_FROM_BYTES;
  // Hono copies the answer's headers onto the one that replaces it.
  c.res = new Response(compress ? encoding.encode(body) : body, answer);
  c.res.headers.delete("Content-Length");
  if (compress) c.res.headers.set("Content-Encoding", encoding.name);
};
