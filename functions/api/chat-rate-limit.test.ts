import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/fixtures/function-context";
import { memoryStore } from "../../tests/fixtures/memory-store";
import { parseServerOptions } from "../options";
import { createApp } from "../server/app";
import type { Store } from "../store";

let store: Store;
memoryStore((ready) => {
  store = ready.store;
}, 120_000);

// Each test counts in a minute of its own, so no test inherits another's count.
let minute = 0;
const nextMinute = () => new Date(Date.UTC(2030, 4, 1, 9, minute++, 20));
function appWith(env: Record<string, string>, now = nextMinute()) {
  // No outbound calls: these chats answer from the FAQs.
  return createApp(testContext({ store, clock: () => now, options: parseServerOptions(env) }));
}

/** What @hono/node-server hands the app: the request's socket. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const ask = (message = "How much deposit do I need?") => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: "https://partner.example" },
  body: JSON.stringify({ message, history: [] }),
});

describe("the chat behind the app", () => {
  it("answers 429 with Retry-After and a JSON error once a client passes its allowance", async () => {
    const app = appWith({ CHAT_RATE_LIMIT: "3" });

    for (let i = 0; i < 3; i++) {
      const allowed = await app.request("/api/chat", ask(), fromAddress("203.0.113.7"));
      expect(allowed.status).toBe(200);
      await allowed.text();
    }
    const refused = await app.request("/api/chat", ask(), fromAddress("203.0.113.7"));

    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get("access-control-expose-headers")).toMatch(/retry-after/i);
    expect(await refused.json()).toMatchObject({ ok: false, error: "rate_limited" });
  });

  it("counts each client on its own", async () => {
    const app = appWith({ CHAT_RATE_LIMIT: "1" });

    await (await app.request("/api/chat", ask(), fromAddress("203.0.113.7"))).text();
    const other = await app.request("/api/chat", ask(), fromAddress("198.51.100.2"));
    const again = await app.request("/api/chat", ask(), fromAddress("203.0.113.7"));

    expect(other.status).toBe(200);
    expect(again.status).toBe(429);
  });

  it("names the client by the configured proxy header when there is one", async () => {
    const app = appWith({ CHAT_RATE_LIMIT: "1", TRUSTED_PROXY_COUNT: "2" });
    const via = (client: string) => ({
      ...ask(),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `${client}, 10.0.0.1` },
    });

    await (await app.request("/api/chat", via("203.0.113.7"), fromAddress("10.0.0.1"))).text();
    const other = await app.request("/api/chat", via("198.51.100.2"), fromAddress("10.0.0.1"));

    expect(other.status).toBe(200);
  });

  it("with CHAT_CLIENT_IP_HEADER=x-forwarded-for, a client writing a new first address each time is still one client", async () => {
    const app = appWith({ CHAT_RATE_LIMIT: "3", CHAT_CLIENT_IP_HEADER: "x-forwarded-for" });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const spoofed = {
        ...ask(),
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.100.${i}, 203.0.113.7`,
        },
      };
      const response = await app.request("/api/chat", spoofed, fromAddress("10.0.0.1"));
      statuses.push(response.status);
      await response.text();
    }

    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it("is one allowance for the client across processes sharing the store", async () => {
    const at = nextMinute();
    const [first, second] = [
      appWith({ CHAT_RATE_LIMIT: "2" }, at),
      appWith({ CHAT_RATE_LIMIT: "2" }, at),
    ];
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      const response = await app.request("/api/chat", ask(), fromAddress("203.0.113.8"));
      statuses.push(response.status);
      await response.text();
    }

    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("takes a chat body larger than other functions' 16 KB, and refuses one over 80 KB", async () => {
    const app = appWith({});
    const history = Array.from({ length: 20 }, (_, i) => ({
      sender: i % 2 ? "ai" : "user",
      content: "é".repeat(900),
    }));
    const big = { ...ask(), body: JSON.stringify({ message: "Hi", history }) };
    const huge = { ...ask(), body: JSON.stringify({ message: "Hi", pad: "x".repeat(90_000) }) };

    const accepted = await app.request("/api/chat", big, fromAddress("192.0.2.1"));
    const refused = await app.request("/api/chat", huge, fromAddress("192.0.2.2"));

    expect(accepted.status).toBe(200);
    await accepted.text();
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: "payload_too_large" });
  });
});
