/**
 * Netlify scheduled function: every minute, forwards the leads whose delivery is due (new ones
 * an `/api` instance did not finish, retries whose back-off has passed, leases that ran out).
 * Deliveries are claimed under a lease, so runs that overlap never send one lead twice.
 */
import { jsonError } from "../../context";
import { FORWARD_BATCH, lazyRuntime } from "../runtime";

/** Scheduled functions are stopped after 30 s; stop claiming well before. */
const WORK_MS = 20_000;

const runtime = lazyRuntime(process.env);

export default async (): Promise<Response> => {
  const opened = await runtime();
  if (opened instanceof Response) return opened;
  const stopAt = Date.now() + WORK_MS;
  let attempted = 0;
  try {
    for (;;) {
      const round = await opened.forwarder.runOnce();
      attempted += round;
      if (round < FORWARD_BATCH || Date.now() >= stopAt) break;
    }
  } catch (error) {
    console.error("forwarding: could not work through the deliveries:", error);
    return jsonError(503, "store_unavailable", "The store is unavailable just now.");
  }
  return Response.json({ ok: true, attempted });
};

export const config = { schedule: "* * * * *" };
