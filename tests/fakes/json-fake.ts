import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What every JSON fake has: its address, how many requests it refused, and a way to stop. */
export interface JsonFake {
  url: string;
  /** How many requests were answered with an error. */
  refused: number;
  close(): Promise<void>;
}

/** One request as a fake's handler sees it: whole body read, and the one way to answer. */
export interface JsonExchange {
  req: IncomingMessage;
  raw: string;
  /** Answers with `body` as JSON (and `headers`); any status but 200 and 201 counts as refused. */
  answer(status: number, body: unknown, headers?: Record<string, string>): void;
}

/**
 * Starts a fake JSON API on a free port of 127.0.0.1: `state` (the fake's own records and
 * switches) gains `url`, `refused` and `close`, and `handle` answers each request.
 */
export async function startJsonFake<State extends object>(
  state: State,
  handle: (exchange: JsonExchange, fake: State & JsonFake) => void,
): Promise<State & JsonFake> {
  const fake: State & JsonFake = Object.assign(state, {
    url: "",
    refused: 0,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (status !== 200 && status !== 201) fake.refused++;
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      handle({ req, raw, answer }, fake);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
