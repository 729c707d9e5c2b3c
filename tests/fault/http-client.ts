/**
 * Requests over one keep-alive connection at a time, as a browser or a proxy sends them, so a
 * test sees what a server does to the connection after an answer (closes it, or leaves it in a
 * state where the next request is dropped).
 */
import { Agent, request } from "node:http";
import type { Socket } from "node:net";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Whether this request went over a connection an earlier request had used. */
  reusedConnection: boolean;
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes go with a Content-Length; an array of chunks goes chunked, without one. */
  body?: string | Buffer | Buffer[];
}

export function keepAliveClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const seen = new WeakSet<Socket>();
  let connections = 0;
  return {
    /** Connections opened so far. */
    connections: () => connections,
    send(path: string, sent: Sent = {}): Promise<Answer> {
      return new Promise((done, fail) => {
        const req = request(
          `${base}${path}`,
          { method: sent.method ?? "GET", headers: sent.headers ?? {}, agent },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              done({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString("utf8"),
                reusedConnection,
              }),
            );
            res.on("error", fail);
          },
        );
        let reusedConnection = false;
        req.on("socket", (socket: Socket) => {
          reusedConnection = seen.has(socket);
          if (!reusedConnection) {
            seen.add(socket);
            connections++;
          }
        });
        req.on("error", fail);
        if (Array.isArray(sent.body)) {
          for (const chunk of sent.body) req.write(chunk);
          req.end();
        } else {
          req.end(sent.body);
        }
      });
    },
    close: () => agent.destroy(),
  };
}
