import { once } from "node:events";
import { type AddressInfo, connect, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientAddressRule } from "../settings/client-address";
import type { HttpLimits } from "../settings/http-limits";
import { DEFAULT_HTTP_LIMITS } from "../settings/variables/traffic";
import { SLOW_AFTER_MS } from "./fair-share";
import { listen } from "./listen";

const servers: ServerType[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    if ("closeAllConnections" in server) server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

async function serverWith(limits: Partial<HttpLimits>, rule: ClientAddressRule): Promise<number> {
  let bound: (info: AddressInfo) => void = () => {};
  const listening = new Promise<AddressInfo>((resolve) => {
    bound = resolve;
  });
  const server = listen(
    {
      fetch: async (request) => new Response(`hello ${await request.text()}`),
      hostname: "127.0.0.1",
      port: 0,
      limits: { ...DEFAULT_HTTP_LIMITS, ...limits },
      clientAddress: rule,
    },
    (info) => bound(info),
  );
  servers.push(server);
  return (await listening).port;
}

/** A connection from `from` that writes `text`; `received` resolves with what it read by close. */
function client(port: number, from: string, text: string) {
  const socket = connect({ host: "127.0.0.1", port, localAddress: from });
  sockets.push(socket);
  socket.on("error", () => {});
  socket.write(text);
  let read = "";
  socket.on("data", (chunk) => {
    read += chunk.toString();
  });
  // A connection closed as it arrives is reset: `close` comes after an `error`.
  const received = new Promise<string>((resolve) => socket.on("close", () => resolve(read)));
  return { socket, received };
}

const whole = (more = "") =>
  `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${more}\r\n`;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("each client's fair share of the server", () => {
  it("closes a client's connection past its cap as it arrives, and still answers another client", async () => {
    const port = await serverWith({ maxConnectionsPerClient: 2 }, { from: "connection" });
    const held = [1, 2].map(() => client(port, "127.0.0.1", "GET / HTTP/1.1\r\n"));
    await Promise.all(held.map(({ socket }) => once(socket, "connect")));

    const third = await client(port, "127.0.0.1", whole()).received;
    const other = await client(port, "127.0.0.2", whole()).received;

    expect(third).toBe("");
    expect(other).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("behind a proxy, closes the oldest slow body of the client the headers name, so its next lead goes through", async () => {
    const port = await serverWith(
      { maxSlowRequestsPerClient: 1, maxConnectionsPerClient: 1 },
      { from: "forwarded", trustedProxies: 1 },
    );
    const post = (forwardedFor: string, body: string) =>
      `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Forwarded-For: ${forwardedFor}\r\nContent-Length: 8\r\n\r\n${body}`;
    // Every connection comes from the proxy's one address: its cap does not apply to them.
    const slow = client(port, "127.0.0.1", post("203.0.113.7", "{"));
    const otherSlow = client(port, "127.0.0.1", post("198.51.100.9", "{"));
    await pause(SLOW_AFTER_MS + 200);

    const next = await client(port, "127.0.0.1", post("203.0.113.7", '{"a":1}\n')).received;

    expect(next).toMatch(/^HTTP\/1\.1 200 /);
    expect(next).toContain('hello {"a":1}');
    expect(await slow.received).toBe("");
    expect(otherSlow.socket.destroyed).toBe(false);
  });
});
