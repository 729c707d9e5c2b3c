/**
 * A server's graceful stop, in the one order that loses nothing: stop taking connections; tell
 * open desks' live streams to reconnect elsewhere; finish every request under way, those whose
 * client has already gone included; stop the outbox once its attempts under way have recorded
 * their outcome; stop the desk's socket; and only then close the store, which first adds the
 * funnel counts the requests left waiting in memory.
 */
import type { ServerType } from "@hono/node-server";

/** How often connections left idle between requests are closed while the server stops. */
const CLOSE_IDLE_EVERY_MS = 50;

export interface RequestsUnderWay<Rest extends unknown[] = []> {
  /**
   * The app's `fetch`, counting each request from its arrival until its answer is settled. What
   * the server hands on beside the request (Node's connection, which the visitor's address is
   * read from) reaches the app unchanged.
   */
  fetch(request: Request, ...server: Rest): Response | Promise<Response>;
  /** Resolves once no request is under way. */
  settled(): Promise<void>;
}

/**
 * Counts the requests `fetch` is answering. A request whose client disconnects is no longer a
 * connection the server waits for, but its handler runs on (storing a lead, counting events):
 * this is what the stop waits for before it closes the store.
 */
export function trackRequests<Rest extends unknown[]>(
  fetch: (request: Request, ...server: Rest) => Response | Promise<Response>,
): RequestsUnderWay<Rest> {
  let underWay = 0;
  let waiting: Array<() => void> = [];
  const finished = () => {
    underWay--;
    if (underWay > 0) return;
    for (const done of waiting) done();
    waiting = [];
  };
  return {
    fetch(request, ...server) {
      underWay++;
      let answer: Response | Promise<Response>;
      try {
        answer = fetch(request, ...server);
      } catch (error) {
        finished();
        throw error;
      }
      if (answer instanceof Promise) return answer.finally(finished);
      finished();
      return answer;
    },
    settled: () =>
      underWay === 0 ? Promise.resolve() : new Promise<void>((done) => waiting.push(done)),
  };
}

export interface StopParts {
  server: ServerType;
  requests: Pick<RequestsUnderWay, "settled">;
  /** Ends open live streams, which would never finish by themselves. */
  endLiveStreams(): Promise<unknown>;
  /** The outbox's forwarder: lets attempts under way record their outcome, then stops. */
  forwarder: { stop(): Promise<void> };
  /** What stops the desk's socket, once it has started (undefined if it never began). */
  desk?: Promise<() => Promise<void>>;
  /** Adds the funnel counts still in memory, then closes the database. */
  store: { close(): Promise<void> };
}

/** Stops the server in the order above; resolves once the store is closed. */
export async function stopGracefully({
  server,
  requests,
  endLiveStreams,
  forwarder,
  desk,
  store,
}: StopParts): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  const closeIdle = () => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  await endLiveStreams();
  // A keep-alive connection is idle only between two requests: it is closed at the first such
  // moment, so a busy client's requests under way finish but no new one starts.
  const idle = setInterval(closeIdle, CLOSE_IDLE_EVERY_MS);
  closeIdle();
  try {
    await Promise.all([closed, requests.settled()]);
  } finally {
    clearInterval(idle);
  }
  await forwarder.stop();
  if (desk) await (await desk)();
  await store.close();
}
