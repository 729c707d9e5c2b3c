/**
 * A stand-in for an OpenAI-compatible provider on 127.0.0.1, speaking the real protocol:
 * `POST /v1/chat/completions` with `stream: true` answers `text/event-stream` of
 * `chat.completion.chunk` objects (`data: {...}` lines) ending in `data: [DONE]`.
 * Each request gets the next planned behaviour (the last one repeats): a streamed reply, a reply
 * that stalls after its first words, or an error status. Requests are recorded for assertions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBehaviour =
  | { kind: "reply"; chunks: string[] }
  | { kind: "stall"; chunks: string[] }
  /** Words (maybe none), then a call of the tool `name` in the protocol's streamed form. */
  | { kind: "tool"; chunks: string[]; name: string }
  | { kind: "fail"; status: number };

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    temperature: number;
    max_tokens: number;
    messages: { role: string; content: string }[];
    tools?: { type: string; function: { name: string } }[];
  };
}

export interface FakeOpenAI {
  /** Base URL as the SDK wants it, ending in `/v1`. */
  baseURL: string;
  requests: FakeRequest[];
  /** Plans the behaviours of the next requests, in order. */
  plan(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

export const reply = (...chunks: string[]): FakeBehaviour => ({ kind: "reply", chunks });
export const stall = (...chunks: string[]): FakeBehaviour => ({ kind: "stall", chunks });
export const fail = (status = 500): FakeBehaviour => ({ kind: "fail", status });
export const toolCall = (name: string, ...chunks: string[]): FakeBehaviour => ({
  kind: "tool",
  chunks,
  name,
});

function chunk(model: string, delta: Record<string, unknown>, finish: string | null): string {
  const body = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const part of req) text += part;
  return text;
}

export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  let planned: FakeBehaviour[] = [reply("G'day!")];

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.parse(await readBody(req)) as FakeRequest["body"];
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
      return;
    }
    const behaviour = planned[requests.length - 1] ?? (planned.at(-1) as FakeBehaviour);
    if (behaviour.kind === "fail") {
      res.writeHead(behaviour.status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.write(chunk(body.model, { role: "assistant", content: "" }, null));
    for (const text of behaviour.chunks) res.write(chunk(body.model, { content: text }, null));
    // A stalled reply keeps the connection open and silent until the client gives up.
    if (behaviour.kind === "stall") return;
    if (behaviour.kind === "tool") {
      // As the real protocol streams a call: its id and name first, the arguments after.
      const call = { index: 0, id: "call_fake", type: "function" };
      res.write(
        chunk(
          body.model,
          { tool_calls: [{ ...call, function: { name: behaviour.name, arguments: "" } }] },
          null,
        ),
      );
      res.write(
        chunk(body.model, { tool_calls: [{ index: 0, function: { arguments: "{}" } }] }, null),
      );
      res.write(chunk(body.model, {}, "tool_calls"));
      res.end("data: [DONE]\n\n");
      return;
    }
    res.write(chunk(body.model, {}, "stop"));
    res.end("data: [DONE]\n\n");
  };

  const server = createServer((req, res) => {
    answer(req, res).catch(() => {
      res.writeHead(400);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${bound}/v1`,
    requests,
    plan(...behaviours) {
      planned = behaviours;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
