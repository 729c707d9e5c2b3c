/**
 * The Node HTTP server the app runs on, with limits on slow and idle clients. Node's defaults
 * let a request whose headers never finish hold its connection for about 73 s (60 s, checked
 * every 30 s) and a slow body for 300 s, with no cap on connections: a few hundred slow clients
 * could take a process's memory and sockets. Here a request gets `headersTimeoutMs` to send its
 * headers and `requestTimeoutMs` for the whole of it (both answered 408 and closed), an idle
 * keep-alive connection is closed after `keepAliveTimeoutMs`, and past `maxConnections` new
 * connections are closed as they arrive. Within those, each client gets its fair share
 * (`fair-share.ts`): so many connections, so many slow requests.
 */
import { createServer, type RequestListener, type ServerOptions } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import type { ClientAddressRule } from "../settings/client-address";
import type { HttpLimits } from "../settings/http-limits";
import { fairShares } from "./fair-share";

/** How often Node looks for requests past their time; its default (30 s) would triple 10 s. */
const CHECK_EVERY_MS = 1_000;

export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  hostname: string;
  port: number;
  limits: HttpLimits;
  /** Who a client is, as for every limit. */
  clientAddress: ClientAddressRule;
}

/** Starts listening; `onListening` gets the bound address. */
export function listen(
  { fetch, hostname, port, limits, clientAddress }: ListenOptions,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const shares = fairShares(limits, clientAddress);
  // Node's own server, its listener wrapped so each request is noted before it is answered.
  const fairServer = (options: ServerOptions, listener: RequestListener) => {
    const server = createServer(options, shares.listener(listener));
    shares.watch(server);
    return server;
  };
  const server = serve(
    {
      fetch,
      hostname,
      port,
      createServer: fairServer as typeof createServer,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, limits.headersTimeoutMs),
      },
    },
    onListening,
  );
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
