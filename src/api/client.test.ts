import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, postJson, resolveApiBase } from "./client";

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("resolveApiBase", () => {
  it("uses the api-base attribute when the page sets one", () => {
    expect(resolveApiBase("https://api.example.com/", "https://cdn.example.net/w.js")).toBe(
      "https://api.example.com",
    );
    expect(resolveApiBase(" https://api.example.com/broker// ")).toBe(
      "https://api.example.com/broker",
    );
  });

  it("otherwise uses the origin the widget script came from", () => {
    expect(resolveApiBase(undefined, "https://www.example.com/widgets/lead-form.js?v=2")).toBe(
      "https://www.example.com",
    );
    expect(resolveApiBase("", "http://127.0.0.1:8080/widgets/loader.js")).toBe(
      "http://127.0.0.1:8080",
    );
    expect(resolveApiBase(null, "http://127.0.0.1:8080/widgets/loader.js")).toBe(
      "http://127.0.0.1:8080",
    );
  });

  it("otherwise uses the page's own origin", () => {
    vi.stubGlobal("location", { origin: "https://partner.example.org" });
    expect(resolveApiBase()).toBe("https://partner.example.org");
    expect(resolveApiBase(undefined, "not a url")).toBe("https://partner.example.org");
    expect(resolveApiBase(undefined, "file:///tmp/widget.js")).toBe("https://partner.example.org");
  });
});

describe("postJson", () => {
  it("sends JSON with the idempotency key and returns the reply", async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { ok: true, id: "lead-1" }));
    const result = await postJson(
      "https://x.example/api/submit-lead",
      { name: "Sam" },
      {
        fetch,
        idempotencyKey: "key-1",
      },
    );
    expect(result).toEqual({ ok: true, status: 201, data: { ok: true, id: "lead-1" } });
    expect(calls).toHaveLength(1);
    const init = calls[0]?.init;
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Sam"}');
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "key-1",
    });
  });

  it("sends no idempotency header when there is no key", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await postJson("/api/chat", {}, { fetch });
    expect(calls[0]?.init.headers).not.toHaveProperty("Idempotency-Key");
  });

  it("returns the function's error code and field messages on a 400", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        ok: false,
        error: "validation",
        fields: { name: "Name must be at least 2 characters", bogus: 3 },
      }),
    );
    expect(await postJson("/api/submit-lead", {}, { fetch })).toEqual({
      ok: false,
      status: 400,
      error: "validation",
      fields: { name: "Name must be at least 2 characters" },
    });
  });

  it("on a 429, returns the server's message and how long Retry-After asks to wait", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ ok: false, error: "rate_limited", message: "Slow down, please." }),
          { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "60" } },
        ),
    );
    expect(await postJson("/api/submit-lead", {}, { fetch })).toEqual({
      ok: false,
      status: 429,
      error: "rate_limited",
      message: "Slow down, please.",
      retryAfterMs: 60_000,
    });
  });

  it("reads Retry-After given as a date, and a 429 without a JSON body", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response("Too Many Requests", {
          status: 429,
          headers: { "Retry-After": new Date(Date.now() + 30_000).toUTCString() },
        }),
    );
    const result = await postJson("/api/submit-lead", {}, { fetch });
    expect(result).toMatchObject({ ok: false, status: 429, error: "http-error" });
    const wait = result.ok ? 0 : (result.retryAfterMs ?? 0);
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);
  });

  it("reports a server error without a JSON body as an HTTP error with its status", async () => {
    const { fetch } = fakeFetch(() => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await postJson("/api/submit-lead", {}, { fetch })).toEqual({
      ok: false,
      status: 502,
      error: "http-error",
    });
  });

  it("reports a success that is not JSON as an invalid response", async () => {
    const { fetch } = fakeFetch(() => new Response("OK", { status: 200 }));
    expect(await postJson("/api/submit-lead", {}, { fetch })).toEqual({
      ok: false,
      status: 200,
      error: "invalid-response",
    });
  });

  it("reports a failed connection as status 0", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await postJson("/api/submit-lead", {}, { fetch })).toEqual({
      ok: false,
      status: 0,
      error: "network",
    });
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
        }),
    );
    const pending = postJson("/api/submit-lead", {}, { fetch, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, status: 0, error: "timeout" });
  });

  it("waits 15 seconds by default", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
        }),
    );
    const pending = postJson("/api/submit-lead", {}, { fetch });
    await vi.advanceTimersByTimeAsync(15000);
    expect(await pending).toEqual({ ok: false, status: 0, error: "timeout" });
  });

  it("stops when the caller cancels", async () => {
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
        }),
    );
    const controller = new AbortController();
    const pending = postJson("/api/submit-lead", {}, { fetch, signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, status: 0, error: "aborted" });
  });

  it("does not send at all when the caller already cancelled", async () => {
    const { fetch, calls } = fakeFetch(({ init }) =>
      init.signal?.aborted
        ? Promise.reject(new DOMException("", "AbortError"))
        : json(201, { ok: true }),
    );
    const controller = new AbortController();
    controller.abort();
    const result = await postJson("/api/x", {}, { fetch, signal: controller.signal });
    expect(result).toEqual({ ok: false, status: 0, error: "aborted" });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });
});

describe("newIdempotencyKey", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("gives a different UUID each time", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it("still gives UUIDs on a plain-http page, where randomUUID is missing", () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(bytes),
    });
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(uuidV4);
    expect(b).toMatch(uuidV4);
    expect(a).not.toBe(b);
  });

  it("still gives UUIDs with no crypto at all", () => {
    vi.stubGlobal("crypto", undefined);
    const a = newIdempotencyKey();
    expect(a).toMatch(uuidV4);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
