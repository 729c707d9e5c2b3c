import { randomUUID } from "node:crypto";
import { SSEStreamingApi } from "hono/streaming";
import { jsonError } from "../../context";
import { log } from "../../log";
import { SESSION_IDLE_MS, sessionWindow } from "../session";
import type { DeskContext, DeskHandler } from "../types";
import { leadSummary } from "./summary";

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** How long a desk waits before reconnecting to a stream closed as its process stops. */
const RECONNECT_MS = 2_000;

/** Every stream this process has open, each with the way to tell it to reconnect and close. */
const liveStreams = new Set<() => Promise<void>>();

/**
 * Tells every open stream of this process to reconnect (in a moment, to another process or this
 * one restarted) and closes it at once, so a stopping server does not wait on open desks.
 * Resolves to how many there were.
 */
export async function endLiveStreams(): Promise<number> {
  const open = [...liveStreams];
  await Promise.all(open.map((reconnect) => reconnect()));
  return open.length;
}

export interface LeadStreamOptions {
  /**
   * How often an open stream asks the store whether its session still holds: the backstop for
   * an end no process announced (an idle or absolute expiry, a lost listening connection). At
   * most the session's idle window; a minute unless given.
   */
  recheckMs?: number;
  /** Streams one session may hold open at once, across every process (a few tabs of the desk). */
  perSession?: number;
  /** How often a heartbeat is sent and the stream's place renewed; 25 s unless given. */
  heartbeatMs?: number;
  /**
   * How long a stream's place lasts without a renewal: what a process that died without
   * closing its streams keeps of its sessions' places. Three heartbeats unless given.
   */
  leaseMs?: number;
}

/** What an open stream needs to keep its place, and to give it up. */
interface Place {
  id: string;
  sessionId: string;
  limit: number;
  leaseMs: number;
}

const takePlace = (ctx: DeskContext, place: Place) => {
  const now = ctx.clock();
  return ctx.store.takeStreamLease({
    id: place.id,
    sessionId: place.sessionId,
    limit: place.limit,
    now,
    expiresAt: new Date(now.getTime() + place.leaseMs),
  });
};

/**
 * `GET /leads/stream`: server-sent events, `event: lead` with the `LeadSummary` of each lead (not
 * spam) stored from now on by any process, as its transaction commits; `event: change` with a
 * lead's `LeadSummary` again when its forwarding changes status (the row is updated where it
 * is); a `: heartbeat` comment every 25 s. Nothing is replayed: the response starts only once
 * the store is listened to, and the desk reads its list's first page again each time the stream
 * opens, so no lead stored before then is missed.
 *
 * A stream belongs to the session that opened it: when that session ends (signed out, ended from
 * another device, revoked, on any process: the store's news of ended sessions), or a periodic
 * re-check finds it no longer holds (expired), the stream sends `event: ended` and closes, and
 * no lead is sent after. A session holds at most `perSession` streams across every process (429
 * past it): each holds a place in the store, renewed with the heartbeat, which lapses after
 * `leaseMs` if its process dies.
 *
 * Hono's `SSEStreamingApi` (what `streamSSE` writes with) is used without a Hono context, as
 * every desk handler is a plain `(Request, context)` function.
 */
export function leadStream({
  recheckMs = 60_000,
  perSession = 4,
  heartbeatMs = HEARTBEAT_MS,
  leaseMs = 3 * heartbeatMs,
}: LeadStreamOptions = {}): DeskHandler {
  const timing = { recheckMs: Math.min(recheckMs, SESSION_IDLE_MS), heartbeatMs };

  return async (req, ctx) => {
    const place: Place = {
      id: randomUUID(),
      sessionId: ctx.sessionId ?? "",
      limit: perSession,
      leaseMs,
    };
    try {
      const taken = await takePlace(ctx, place);
      if (taken === "full") {
        return jsonError(
          429,
          "too_many_streams",
          "This session already follows new leads in several tabs: close one and reload.",
        );
      }
      if (taken === "no_session") {
        return jsonError(401, "unauthenticated", "Sign in to the desk first.");
      }
    } catch (error) {
      log.error("desk_stream_place_failed", { error });
      return unavailable();
    }
    try {
      return await openStream(req, ctx, place, timing);
    } catch (error) {
      log.error("desk_stream_listen_failed", { error });
      return unavailable();
    }
  };
}

const unavailable = () =>
  jsonError(503, "unavailable", "New leads cannot be followed right now: reload later.");

async function openStream(
  req: Request,
  ctx: DeskContext,
  place: Place,
  timing: { recheckMs: number; heartbeatMs: number },
): Promise<Response> {
  const { sessionId } = place;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const stream = new SSEStreamingApi(writable, readable);
  let sending = Promise.resolve();
  let ended = false;
  const stops: (() => Promise<void>)[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];

  const close = async () => {
    if (ended) return;
    ended = true;
    liveStreams.delete(reconnect);
    for (const timer of timers) clearInterval(timer);
    await ctx.store
      .releaseStreamLease(place.id)
      .catch((error) => log.error("desk_stream_release_failed", { error }));
    await Promise.all(stops.map((stop) => stop().catch(() => {})));
    await stream.close();
  };
  // The process is stopping: the desk's EventSource reconnects by itself after `retry`.
  const reconnect = async () => {
    if (ended) return;
    await sending.catch(() => {});
    await stream.write(`retry: ${RECONNECT_MS}\n\n`).catch(() => {});
    await close();
  };
  liveStreams.add(reconnect);
  // Said before closing, so the desk shows the sign-in rather than reconnecting.
  const sessionEnded = () => {
    if (ended) return;
    sending = sending
      .then(() => stream.writeSSE({ event: "ended", data: "{}" }))
      .catch(() => {})
      .then(close);
  };

  // One event at a time, in the order the leads were heard of; none once the session ended.
  const sendLead = (event: "lead" | "change") => (id: string) => {
    sending = sending
      .then(async () => {
        if (ended) return;
        const lead = await ctx.store.getInboxLead(id);
        if (!lead || ended || stream.closed || stream.aborted) return;
        await stream.writeSSE({ event, id: lead.id, data: JSON.stringify(leadSummary(lead)) });
      })
      .catch((error) => log.error("desk_stream_send_failed", { error }));
  };

  try {
    stops.push(
      await ctx.store.onSessionEnded((id) => {
        if (id === sessionId) sessionEnded();
      }),
    );
    stops.push(await ctx.store.onNewLead(sendLead("lead")));
    stops.push(await ctx.store.onLeadChanged(sendLead("change")));
  } catch (error) {
    await close();
    throw error;
  }

  // A place the store no longer has (it lapsed while the database was out of reach, or its
  // session is gone) is taken again, else the stream ends as its session did or goes.
  const keepPlace = async () => {
    const expiresAt = new Date(ctx.clock().getTime() + place.leaseMs);
    if ((await ctx.store.renewStreamLease(place.id, expiresAt)) || ended) return;
    const again = await takePlace(ctx, place);
    if (ended) await ctx.store.releaseStreamLease(place.id);
    else if (again === "no_session") sessionEnded();
    else if (again === "full") await close();
  };
  timers.push(
    setInterval(() => {
      void stream.write(": heartbeat\n\n");
      if (!ended) keepPlace().catch((error) => log.error("desk_stream_renew_failed", { error }));
    }, timing.heartbeatMs),
  );
  timers.push(
    setInterval(() => {
      ctx.store.sessionHolds(sessionId, sessionWindow(ctx.clock())).then(
        (holds) => {
          if (!holds) sessionEnded();
        },
        (error) => log.error("desk_stream_recheck_failed", { error }),
      );
    }, timing.recheckMs),
  );
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
}

/** The stream as the desk's routes mount it. */
export const streamLeads = leadStream();
