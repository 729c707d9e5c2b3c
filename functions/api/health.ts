import type { FunctionHandler } from "../context";
import { storeUnavailable } from "./errors";

const PING_TIMEOUT_MS = 1_500;

/** `GET /api/health`: 200 while the store answers a query, 503 with `Retry-After` otherwise. */
export const health: FunctionHandler = async (_req, ctx) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ctx.store.ping(), timeout]);
  } catch {
    return storeUnavailable();
  } finally {
    clearTimeout(timer);
  }
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
};
