import { once } from "node:events";
import { type AddressInfo, connect, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpLimits } from "../settings/http-limits";
import { DEFAULT_HTTP_LIMITS } from "../settings/variables/traffic";
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

/** A server answering "hello" under `limits`, and its port. */
async function serverWith(limits: Partial<HttpLimits>): Promise<number> {
  let bound: (info: AddressInfo) => void = () => {};
  const listening = new Promise<AddressInfo>((resolve) => {
    bound = resolve;
  });
  const server = listen(
    {
      // Reads the body, as a function handling a lead does.
      fetch: async (request) => new Response(`hello ${request.method} ${await request.text()}`),
      hostname: "127.0.0.1",
      port: 0,
      limits: { ...DEFAULT_HTTP_LIMITS, ...limits },
      clientAddress: { from: "connection" },
    },
    (info) => bound(info),
  );
  servers.push(server);
  return (await listening).port;
}

/** A raw connection that writes `text`, then waits; resolves with all it read when it closes. */
async function sendAndWait(port: number, text: string): Promise<string> {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  await once(socket, "connect");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.write(text);
  await once(socket, "close");
  return received;
}

describe("the Node server's limits on slow clients", () => {
  it("answers 408 and closes a connection whose request headers never finish", async () => {
    // A long request time: only the headers' limit can close it within the test's 5 s.
    const port = await serverWith({ headersTimeoutMs: 200, requestTimeoutMs: 60_000 });

    const received = await sendAndWait(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");

    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers 408 and closes a connection whose body never finishes", async () => {
    const port = await serverWith({ headersTimeoutMs: 200, requestTimeoutMs: 400 });

    const received = await sendAndWait(
      port,
      "POST /api/submit-lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{",
    );

    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("still answers a client that sends its request in time", async () => {
    const port = await serverWith({ headersTimeoutMs: 200, requestTimeoutMs: 400 });

    const received = await sendAndWait(
      port,
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );

    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain("hello GET");
  });

  it("closes a keep-alive connection once it has been idle for its keep-alive time", async () => {
    // Node's own default is 5 s, longer than this test may take.
    const port = await serverWith({ keepAliveTimeoutMs: 100 });

    const received = await sendAndWait(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");

    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/Keep-Alive: timeout=0/i);
  }, 3_000);

  it("closes connections over its cap as they arrive", async () => {
    const port = await serverWith({ maxConnections: 1 });
    const first = connect(port, "127.0.0.1");
    sockets.push(first);
    await once(first, "connect");
    first.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await once(first, "data");

    const received = await sendAndWait(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");

    expect(received).toBe("");
  });
});
