/**
 * One client cannot hold the server: 1,100 connections from one address trickle their headers,
 * a header line every half second, as a slow-loris attack does. Throughout, `/api/health`
 * answers another address and the same one.
 */
import { once } from "node:events";
import { get } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./server-process";

const TRICKLERS = 1_100;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    DATA_DIR: "memory",
    // Facing the internet: the connection's address is the client's, as on loopback here.
    TRUSTED_PROXY_COUNT: "0",
    HTTP_MAX_CONNECTIONS: "1000",
    HTTP_MAX_CONNECTIONS_PER_CLIENT: "100",
    // The start's health check leaves no idle connection behind to make room later.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "100",
    HTTP_MAX_SLOW_REQUESTS_PER_CLIENT: "20",
  });
}, 120_000);
afterAll(() => server?.stop());

/** `/api/health`'s status asked from `localAddress`, or the error that stopped it. */
function healthFrom(localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = get(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/api/health",
        localAddress,
        headers: { Connection: "close" },
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", (error) => resolve(error.message));
  });
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("fair shares of the server", () => {
  it("answers /api/health from another address and the same one while 1,100 connections from one address trickle their headers", async () => {
    await pause(500);
    const tricklers: Socket[] = [];
    const settled: Promise<unknown>[] = [];
    for (let i = 0; i < TRICKLERS; i += 1) {
      const socket = connect({ host: "127.0.0.1", port: server.port, localAddress: "127.0.0.1" });
      socket.on("error", () => {});
      // Written now, so it goes out first, before any of the header lines below.
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      settled.push(Promise.race([once(socket, "connect"), once(socket, "close")]));
      tricklers.push(socket);
    }
    const trickle = setInterval(() => {
      for (const socket of tricklers) if (socket.writable) socket.write("X-Slow: 1\r\n");
    }, 500);
    try {
      await Promise.all(settled);
      // Past the time after which an unfinished request counts as slow (2 s), well inside the
      // headers' time limit (10 s), so the trickling connections are still open.
      await pause(2_500);
      const answers: (number | string)[] = [];
      for (let round = 0; round < 3; round += 1) {
        answers.push(await healthFrom("127.0.0.2"), await healthFrom("127.0.0.1"));
        await pause(300);
      }

      expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      clearInterval(trickle);
      for (const socket of tricklers) socket.destroy();
    }
  }, 60_000);
});
