import { SSEStreamingApi } from "hono/streaming";
import { jsonError } from "../../context";
import { log } from "../../log";
import type { DeskHandler } from "../types";
import { leadSummary } from "./summary";

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /leads/stream`: server-sent events, `event: lead` with the `LeadSummary` of each lead (not
 * spam) stored from now on by any process, as its transaction commits; a `: heartbeat` comment
 * every 25 s. Nothing is replayed: a desk that reconnects reloads its list.
 *
 * Hono's `SSEStreamingApi` (what `streamSSE` writes with) is used without a Hono context, as
 * every desk handler is a plain `(Request, context)` function.
 */
export const streamLeads: DeskHandler = async (req, ctx) => {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const stream = new SSEStreamingApi(writable, readable);
  let sending = Promise.resolve();

  let stopListening: () => Promise<void>;
  try {
    stopListening = await ctx.store.onNewLead((id) => {
      // One event at a time, in the order the leads were heard of.
      sending = sending
        .then(async () => {
          const lead = await ctx.store.getInboxLead(id);
          if (!lead || stream.closed || stream.aborted) return;
          await stream.writeSSE({
            event: "lead",
            id: lead.id,
            data: JSON.stringify(leadSummary(lead)),
          });
        })
        .catch((error) => log.error("desk_stream_send_failed", { error }));
    });
  } catch (error) {
    log.error("desk_stream_listen_failed", { error });
    return jsonError(503, "unavailable", "New leads cannot be followed right now: reload later.");
  }

  const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    await stopListening();
    await stream.close();
  };
  // The client went away: the body is cancelled (Node) or the request aborted (elsewhere).
  stream.onAbort(close);
  req.signal.addEventListener("abort", () => stream.abort(), { once: true });
  void stream.write(": connected\n\n");

  return new Response(stream.responseReadable, {
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache, no-store",
      "X-Accel-Buffering": "no",
    },
  });
};
