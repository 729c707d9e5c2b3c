import { afterEach, describe, expect, it, vi } from "vitest";
import { sendChat } from "./chat";

const encoder = new TextEncoder();

/** A response whose body arrives in the given pieces, split wherever the test likes. */
function streamed(pieces: string[], keepOpen = false): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        if (!keepOpen) controller.close();
      },
    }),
    { headers: { "Content-Type": "text/event-stream" } },
  );
}

const fetchAnswering = (response: Response) => vi.fn(async () => response);

afterEach(() => {
  vi.useRealTimers();
});

describe("sending a chat message", () => {
  it("posts the message and history as JSON and hands over each piece of the reply", async () => {
    const fetch = fetchAnswering(
      streamed([
        'event: meta\ndata: {"mode":"faq"}\n\nevent: del',
        'ta\ndata: {"text":"Hello "}\n\nevent: delta\ndata: {"text":"there"}\n',
        "\nevent: done\ndata: {}\n\n",
      ]),
    );
    const pieces: string[] = [];

    const result = await sendChat(
      "https://api.example/api/chat",
      { message: "Hi", history: [{ sender: "ai", content: "G'day" }] },
      { onDelta: (text) => pieces.push(text), fetch },
    );

    expect(result).toEqual({ ok: true, mode: "faq" });
    expect(pieces).toEqual(["Hello ", "there"]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example/api/chat");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      message: "Hi",
      history: [{ sender: "ai", content: "G'day" }],
    });
  });

  it("reports the server's error event", async () => {
    const fetch = fetchAnswering(
      streamed([
        'event: meta\ndata: {"mode":"ai"}\n\nevent: delta\ndata: {"text":"Hal"}\n\n',
        'event: error\ndata: {"error":"upstream_timeout","message":"…"}\n\n',
      ]),
    );

    const result = await sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
      },
    );

    expect(result).toEqual({ ok: false, error: "upstream_timeout" });
  });

  it("reports a refusal before the stream by its error code", async () => {
    const fetch = fetchAnswering(
      Response.json({ ok: false, error: "rate_limited" }, { status: 429 }),
    );

    const result = await sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
      },
    );

    expect(result).toEqual({ ok: false, error: "rate_limited" });
  });

  it("passes on the rate limit's message and how long to wait", async () => {
    const message = "Too many messages in a short time. Please wait a minute and try again.";
    const fetch = fetchAnswering(
      Response.json(
        { ok: false, error: "rate_limited", message },
        { status: 429, headers: { "Retry-After": "42" } },
      ),
    );

    const result = await sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
      },
    );

    expect(result).toEqual({ ok: false, error: "rate_limited", message, retryAfterSeconds: 42 });
  });

  it("reports a stream that ends without finishing", async () => {
    const fetch = fetchAnswering(streamed(['event: meta\ndata: {"mode":"ai"}\n\n']));

    const result = await sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
      },
    );

    expect(result).toEqual({ ok: false, error: "incomplete" });
  });

  it("reports a network failure", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });

    const result = await sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
      },
    );

    expect(result).toEqual({ ok: false, error: "network" });
  });

  it("gives up on a stream that goes quiet", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: meta\ndata: {"mode":"ai"}\n\n'));
          init?.signal?.addEventListener("abort", () => controller.error(new Error("aborted")));
        },
      });
      return new Response(body);
    });

    const pending = sendChat(
      "/api/chat",
      { message: "Hi", history: [] },
      {
        onDelta: () => {},
        fetch,
        idleTimeoutMs: 5000,
      },
    );
    await vi.advanceTimersByTimeAsync(5001);

    expect(await pending).toEqual({ ok: false, error: "timeout" });
  });
});
