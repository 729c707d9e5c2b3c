import { type FunctionHandler, jsonError } from "../context";

const PING_TIMEOUT_MS = 3_000;

/** `GET /api/health`: 200 while the lead store answers a query, 503 otherwise. */
export const health: FunctionHandler = async (_req, ctx) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ctx.store.ping(), timeout]);
  } catch {
    return jsonError(503, "store_unavailable", "The lead store is not answering.");
  } finally {
    clearTimeout(timer);
  }
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
};
