/**
 * Each client's fair share of one process, so that one address cannot hold the connections
 * everyone else needs (a few hundred connections trickling their headers once did, for as long
 * as they lasted):
 *
 * - **Connections.** A client may hold `maxConnectionsPerClient` open connections; one more is
 *   closed as it arrives.
 * - **Slow requests.** A request whose headers, or whose body, are still arriving after
 *   `SLOW_AFTER_MS` is slow. A client may have `maxSlowRequestsPerClient` of them; when a new
 *   connection or request of that client arrives past it, its oldest slow ones are closed, so
 *   its own next request (and everyone else's) still goes through. A keep-alive connection's
 *   later requests count from their headers on; while their headers arrive, the connection cap
 *   and `HTTP_HEADERS_TIMEOUT_MS` hold them.
 *
 * Who a client is follows the rule of every limit (`TRUSTED_PROXY_COUNT`, `CLIENT_IP_HEADER`).
 * Facing the internet (the connection's address is the client's) both caps count by the
 * connection's address from the moment it connects. Behind a proxy, every connection comes from
 * the proxy, and a client is known by its headers only: connections and headers are the proxy's
 * to cap (a proxy buffers each request's headers), and the slow bodies are capped here by the
 * client the headers name.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "../address-key";
import type { ClientAddressRule } from "../settings/client-address";
import { addressByRule } from "./client-address";

/** Long enough for any client's headers or a lead's body on a poor phone line, once they start. */
export const SLOW_AFTER_MS = 2_000;

export interface FairShareLimits {
  /** Open connections of one client; 0: no cap. */
  maxConnectionsPerClient: number;
  /** Requests of one client still arriving after `SLOW_AFTER_MS`; 0: no cap. */
  maxSlowRequestsPerClient: number;
}

/** A request under way: since when, and whether all of it has arrived. */
interface Arrival {
  socket: Socket;
  since: number;
  arrived: () => boolean;
}

/** A client's arrivals, oldest first (a Set keeps the order they were added in). */
type Arrivals = Map<string, Set<Arrival>>;

const keyOfAddress = (address: string | undefined) => (address ? addressKey(address) : "unknown");

/**
 * Adds `arrival` under `key`, first closing the key's oldest slow arrivals so that at most
 * `max - 1` stay; returns the connections it closed.
 */
function admit(
  arrivals: Arrivals,
  key: string,
  arrival: Arrival,
  max: number,
  now: number,
): Socket[] {
  const mine = arrivals.get(key) ?? new Set();
  arrivals.set(key, mine);
  mine.add(arrival);
  if (max === 0) return [];
  const slow = [...mine].filter((each) => now - each.since >= SLOW_AFTER_MS && !each.arrived());
  const closing = slow.slice(0, Math.max(0, slow.length - max + 1));
  for (const each of closing) {
    each.socket.destroy();
    mine.delete(each);
  }
  return closing.map((each) => each.socket);
}

function release(arrivals: Arrivals, key: string, arrival: Arrival) {
  const mine = arrivals.get(key);
  mine?.delete(arrival);
  if (mine?.size === 0) arrivals.delete(key);
}

/**
 * Holds `server` to `limits` for clients found by `rule`. Returns the request listener to give
 * the server in place of `listener`: it notes each request before `listener` answers it.
 */
export function fairShares(
  limits: FairShareLimits,
  rule: ClientAddressRule,
  clock: () => number = performance.now.bind(performance),
) {
  const byConnection = rule.from === "connection";
  const arrivals: Arrivals = new Map();
  /** Each client's open connections, by the connection's address. */
  const open = new Map<string, Set<Socket>>();
  const waitingForHeaders = new WeakMap<Socket, { key: string; arrival: Arrival }>();

  const onConnection = (socket: Socket) => {
    if (!byConnection) return;
    const key = keyOfAddress(socket.remoteAddress);
    const mine = open.get(key) ?? new Set();
    const now = clock();
    const arrival: Arrival = { socket, since: now, arrived: () => false };
    // Its own stalled connections go first: a client's fresh one is never refused for them.
    for (const closed of admit(arrivals, key, arrival, limits.maxSlowRequestsPerClient, now)) {
      mine.delete(closed);
    }
    if (limits.maxConnectionsPerClient > 0 && mine.size >= limits.maxConnectionsPerClient) {
      release(arrivals, key, arrival);
      socket.destroy();
      return;
    }
    mine.add(socket);
    open.set(key, mine);
    waitingForHeaders.set(socket, { key, arrival });
    socket.once("close", () => {
      mine.delete(socket);
      if (mine.size === 0 && open.get(key) === mine) open.delete(key);
      release(arrivals, key, arrival);
    });
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const headers = waitingForHeaders.get(socket);
    if (headers) {
      waitingForHeaders.delete(socket);
      release(arrivals, headers.key, headers.arrival);
    }
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(",") : value;
    };
    const key = keyOfAddress(addressByRule(rule, header, socket.remoteAddress));
    const now = clock();
    // `complete` turns true once the parser has read the whole body, whether or not the
    // handler has read it yet: a lead waiting on a busy store is not slow.
    const arrival: Arrival = { socket, since: now, arrived: () => req.complete };
    for (const closed of admit(arrivals, key, arrival, limits.maxSlowRequestsPerClient, now)) {
      open.get(key)?.delete(closed);
    }
    res.once("close", () => release(arrivals, key, arrival));
  };

  return {
    /** Call once the server exists: counts and caps its connections. */
    watch(server: Server) {
      server.on("connection", onConnection);
    },
    listener:
      (listener: (req: IncomingMessage, res: ServerResponse) => void) =>
      (req: IncomingMessage, res: ServerResponse) => {
        onRequest(req, res);
        if (!req.socket.destroyed) listener(req, res);
      },
  };
}
