import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeOpenAI, reply } from "../../tests/fakes/openai";
import { captureLog } from "../../tests/fixtures/captured-log";
import { chatSuite } from "../../tests/fixtures/chat-suite";
import { testContext } from "../../tests/fixtures/function-context";
import { chat } from "../api/chat";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";

let provider: FakeOpenAI;
let store: Store;
chatSuite((ready) => {
  ({ store, provider } = ready);
});
afterEach(() => vi.restoreAllMocks());

/** A process of the server on `day` (each test its own day, so budgets do not carry over). */
function processOn(day: string, env: Record<string, string> = {}): FunctionContext {
  return testContext({
    store,
    clock: () => new Date(`${day}T10:00:00.000Z`),
    fetch: globalThis.fetch,
    options: parseServerOptions({
      OPENAI_API_KEY: "sk-test-budget",
      OPENAI_BASE_URL: provider.baseURL,
      ...env,
    }),
  });
}

const ask = (body: unknown) =>
  new Request("http://127.0.0.1:8080/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** Who answered (`meta.mode`) and the whole text of the reply. */
async function answerOf(response: Response) {
  const text = await response.text();
  const mode = /event: meta\ndata: (.*)/.exec(text)?.[1];
  return { status: response.status, mode: JSON.parse(mode ?? "{}").mode as string };
}

describe("the chat's daily budget (CHAT_DAILY_LIMIT)", () => {
  it("answers from the FAQs once the day's AI answers are spent, across processes, and says so once", async () => {
    provider.plan(reply("Happy to help."));
    const log = captureLog();
    const before = provider.requests.length;
    const processes = [
      processOn("2030-06-01", { CHAT_DAILY_LIMIT: "3" }),
      processOn("2030-06-01", { CHAT_DAILY_LIMIT: "3" }),
    ];

    const answers = [];
    for (let i = 0; i < 6; i++) {
      const ctx = processes[i % 2] as FunctionContext;
      answers.push(await answerOf(await chat(ask({ message: "What are your fees?" }), ctx)));
    }

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.mode)).toEqual(["ai", "ai", "ai", "faq", "faq", "faq"]);
    expect(provider.requests.length - before).toBe(3);
    expect(log.filter((line) => line.event === "chat_daily_budget_spent")).toEqual([
      expect.objectContaining({ level: "warn", limit: 3, until: "2030-06-02T00:00:00.000Z" }),
    ]);

    // The next day the AI answers again.
    const nextDay = await chat(
      ask({ message: "What are your fees?" }),
      processOn("2030-06-02", { CHAT_DAILY_LIMIT: "3" }),
    );
    expect((await answerOf(nextDay)).mode).toBe("ai");
  });

  it("has a generous default, and 0 turns it off", () => {
    expect(parseServerOptions({}).chat.dailyLimit).toBe(2000);
    expect(parseServerOptions({ CHAT_DAILY_LIMIT: "0" }).chat.dailyLimit).toBe(0);
    expect(() => parseServerOptions({ CHAT_DAILY_LIMIT: "lots" })).toThrow("CHAT_DAILY_LIMIT");
  });
});

describe("what one chat message sends the provider", () => {
  it("is at most the last 10 messages and 3,000 characters of the history, however long the conversation", async () => {
    provider.plan(reply("Sure."));
    const history = Array.from({ length: 20 }, (_, i) => ({
      sender: i % 2 ? "ai" : "user",
      content: `${i}`.padEnd(1000, "x"),
    }));

    const response = await chat(
      ask({ message: "And the fees?", history }),
      processOn("2030-06-03"),
    );

    expect(await answerOf(response)).toEqual({ status: 200, mode: "ai" });
    const sent = provider.requests.at(-1)?.body.messages ?? [];
    const earlier = sent.slice(1, -1);
    expect(earlier.map((m) => m.content)).toEqual(history.slice(-3).map((h) => h.content));
    expect(sent.at(-1)).toEqual({ role: "user", content: "And the fees?" });
    // Persona, FAQs, history and message: about 1,100 tokens, where all 20 were over 5,000.
    const characters = sent.reduce((sum, m) => sum + m.content.length, 0);
    expect(characters).toBeLessThan(6500);
  });

  it("keeps a short conversation whole, up to 10 messages", async () => {
    provider.plan(reply("Sure."));
    const history = Array.from({ length: 14 }, (_, i) => ({
      sender: i % 2 ? "ai" : "user",
      content: `message ${i}`,
    }));

    await (await chat(ask({ message: "Hi", history }), processOn("2030-06-04"))).text();

    const earlier = provider.requests.at(-1)?.body.messages.slice(1, -1) ?? [];
    expect(earlier.map((m) => m.content)).toEqual(history.slice(-10).map((h) => h.content));
    expect(earlier[0]).toEqual({ role: "user", content: "message 4" });
  });
});
