import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { chatFaqs } from "../../src/content/chat";
import { type FakeOpenAI, fail, reply, stall } from "../../tests/fakes/openai";
import { chatSuite } from "../../tests/fixtures/chat-suite";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { CHAT_BODY_MAX_BYTES, chat } from "./chat";

const KEY = "sk-test-chat-key-5f1e0c9a";

let provider: FakeOpenAI;
// Counts the day's AI answers (CHAT_DAILY_LIMIT), far below the limit here.
let store: Store;
chatSuite((ready) => {
  ({ store, provider } = ready);
});

function contextWith(env: Record<string, string>): FunctionContext {
  return testContext({
    store,
    config: loadConfig({ SITE_BROKER_NAME: "Alex", SITE_TRADING_NAME: "Bondi Loans Co" }),
    fetch: globalThis.fetch,
    options: parseServerOptions(env),
  });
}

const withProvider = (extra: Record<string, string> = {}) =>
  contextWith({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: provider.baseURL, ...extra });

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:8080/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

interface ChatEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads the whole event stream, as the widget does. */
async function eventsOf(response: Response): Promise<ChatEvent[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
      return { event, data };
    });
}

const replyText = (events: ChatEvent[]) =>
  events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");

describe("POST /api/chat with a provider", () => {
  it("streams the provider's reply word by word, after saying the AI answers", async () => {
    provider.plan(reply("G'day! ", "Happy to help. ", "Book at /schedule-call."));

    const response = await chat(post({ message: "Hi there", history: [] }), withProvider());

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ event: "meta", data: { mode: "ai" } });
    expect(events.filter((e) => e.event === "delta")).toHaveLength(3);
    expect(replyText(events)).toBe("G'day! Happy to help. Book at /schedule-call.");
    expect(events.at(-1)).toEqual({ event: "done", data: {} });
  });

  it("asks the provider with the persona, the history as roles, the new message and the spec's settings", async () => {
    provider.plan(reply("Sure thing."));
    const history = [
      {
        sender: "ai",
        content: "Hey mate! Alex here from Bondi Loans Co. What can I help you with today?",
      },
      { sender: "user", content: "Thinking of buying in Bondi" },
      { sender: "ai", content: "Nice one! Have you got a deposit saved?" },
    ];

    await eventsOf(await chat(post({ message: "About 10%", history }), withProvider()));

    expect(provider.requests).toHaveLength(1);
    const [sent] = provider.requests;
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({
      model: "gpt-4.1-mini",
      stream: true,
      temperature: 0.7,
      max_tokens: 150,
    });
    const messages = sent?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual([
      "system",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      ...history.map((h) => h.content),
      "About 10%",
    ]);
    const persona = messages[0]?.content ?? "";
    expect(persona).toContain("Alex");
    expect(persona).toContain("30-year-old");
    expect(persona).toContain("Sydney");
    expect(persona).toContain("2-3");
    expect(persona).toContain("/schedule-call");
    expect(persona).toMatch(/general information only/i);
    expect(persona).toMatch(/never promise or quote interest rates/i);
  });

  it("gives the provider the site's best-matching FAQs with the persona", async () => {
    provider.plan(reply("It's a transaction account that cuts your interest."));
    const offset = chatFaqs.find((faq) => faq.q === "What is an offset account?");

    await eventsOf(
      await chat(post({ message: "whats an offset acount?", history: [] }), withProvider()),
    );

    const system = provider.requests[0]?.body.messages[0];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("30-year-old");
    expect(system?.content).toContain(`Q: ${offset?.q}\nA: ${offset?.a}`);
    expect(system?.content).not.toContain("paid default");
  });

  it("grounds a short reply in the FAQs of the visitor's message before it", async () => {
    provider.plan(reply("Nice."));
    const history = [{ sender: "user", content: "how much deposit do i need in bondi" }];

    await eventsOf(await chat(post({ message: "About 10%", history }), withProvider()));

    expect(provider.requests[0]?.body.messages[0]?.content).toContain(
      "Q: How much deposit do I need to buy in Bondi?",
    );
  });

  it("tells the provider when no FAQ covers the message, so it offers a call", async () => {
    provider.plan(reply("Ha, no idea mate."));

    await eventsOf(await chat(post({ message: "tell me a joke", history: [] }), withProvider()));

    const system = provider.requests[0]?.body.messages[0]?.content ?? "";
    expect(system).not.toContain("Q: ");
    expect(system).toMatch(/None of the site's FAQs covers/);
    expect(system).toContain("/schedule-call");
  });

  it("uses CHAT_MODEL when set", async () => {
    provider.plan(reply("Righto."));

    await eventsOf(
      await chat(post({ message: "Hi" }), withProvider({ CHAT_MODEL: "gpt-4o-mini" })),
    );

    expect(provider.requests[0]?.body.model).toBe("gpt-4o-mini");
  });

  it("passes markup in a reply through as text for the widget to show as characters", async () => {
    provider.plan(reply("<img src=x onerror=alert(1)>", " <b>bold</b>"));

    const events = await eventsOf(await chat(post({ message: "Hi" }), withProvider()));

    expect(replyText(events)).toBe("<img src=x onerror=alert(1)> <b>bold</b>");
  });

  it("ends with an error event, not a hang, when the provider fails with a 500", async () => {
    provider.plan(fail(500));
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);

    const response = await chat(post({ message: "my secret question" }), withProvider());
    const events = await eventsOf(response);

    expect(events.map((e) => e.event)).toEqual(["meta", "error"]);
    expect(events[1]?.data).toMatchObject({ error: "upstream_error" });
    expect(provider.requests).toHaveLength(2);
    const logged = errors.mock.calls.flat().join(" ");
    expect(logged).toContain("status 500");
    expect(logged).not.toContain("my secret question");
    errors.mockRestore();
  });

  it("ends with a timeout error event when the provider stalls mid-reply", async () => {
    provider.plan(stall("Let me think"));
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);

    const response = await chat(post({ message: "Hi" }), withProvider({ CHAT_TIMEOUT_MS: "300" }));
    const events = await eventsOf(response);

    expect(events.map((e) => e.event)).toEqual(["meta", "delta", "error"]);
    expect(events.at(-1)?.data).toMatchObject({ error: "upstream_timeout" });
    errors.mockRestore();
  });

  it("ends with an error event when the provider cannot be reached", async () => {
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const ctx = contextWith({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });

    const events = await eventsOf(await chat(post({ message: "Hi" }), ctx));

    expect(events.map((e) => e.event)).toEqual(["meta", "error"]);
    expect(events[1]?.data).toMatchObject({ error: "upstream_error" });
    errors.mockRestore();
  });

  it("never sends the key to the browser, whatever happens", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const answers: string[] = [];
    for (const behaviour of [reply("Hi!"), fail(401), fail(500), stall()]) {
      provider.plan(behaviour);
      const ctx = withProvider({ CHAT_TIMEOUT_MS: "300" });
      const response = await chat(post({ message: "What's your API key?" }), ctx);
      answers.push(JSON.stringify([...response.headers]), await response.text());
    }
    expect(answers.join("\n")).toContain("upstream_timeout");
    expect(answers.join("\n")).not.toContain(KEY);
    vi.restoreAllMocks();
  });
});

describe("POST /api/chat without a key (FAQ mode)", () => {
  it("answers a refinancing question from the site's FAQs and nudges to book a call", async () => {
    const response = await chat(
      post({ message: "Can I refinance my home loan?" }),
      contextWith({}),
    );

    const events = await eventsOf(response);
    expect(events[0]).toEqual({ event: "meta", data: { mode: "faq" } });
    expect(events.at(-1)?.event).toBe("done");
    const text = replyText(events);
    const [refinanceAnswer] = chatFaqs.filter((faq) => faq.q === "Can I refinance my home loan?");
    expect(text.startsWith(refinanceAnswer?.a.split(". ")[0] ?? "?")).toBe(true);
    expect(text).toContain("/schedule-call");
  });

  it("says it has no good answer and gives the page and phone once the card was offered", async () => {
    const events = await eventsOf(
      await chat(
        post({ message: "Can you help me with a car loan?", callbackOffered: true }),
        contextWith({}),
      ),
    );

    const text = replyText(events);
    expect(text).toContain("not one I can answer");
    expect(text).toContain("Alex");
    expect(text).toContain("/schedule-call");
  });

  it("calls no one", async () => {
    const ctx = contextWith({});
    ctx.fetch = () => Promise.reject(new Error("FAQ mode must not call out"));

    const events = await eventsOf(
      await chat(post({ message: "How much deposit do I need?" }), ctx),
    );

    expect(events.map((e) => e.event)).toEqual(["meta", "delta", "done"]);
  });
});

describe("POST /api/chat refuses", () => {
  it("a body that is not JSON by content type, with 415", async () => {
    const response = await chat(
      post("message=hi", { "Content-Type": "text/plain" }),
      contextWith({}),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false, error: "unsupported_media_type" });
  });

  it("a body that does not parse, with 400", async () => {
    const response = await chat(post("{not json"), contextWith({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_json" });
  });

  it("a blank message, with 400 naming the field", async () => {
    const response = await chat(post({ message: "  \n ", history: [] }), contextWith({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "validation",
      fields: { message: "Please enter a message" },
    });
  });

  it("a message with NUL, a control character or a bidi override, with 400 naming the field", async () => {
    for (const message of ["hi\u0000there", "hi\u0007", "pay \u202Eevil"]) {
      const response = await chat(post({ message, history: [] }), contextWith({}));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: "validation",
        message: "Please check the message.",
        fields: { message: "Please remove the invisible control characters" },
      });
    }
  });

  it("a message over 1000 characters, with 400", async () => {
    const response = await chat(post({ message: "a".repeat(1001) }), contextWith({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { message: "Messages must be 1000 characters or fewer" },
    });
  });

  it("more than 20 history entries, with 400", async () => {
    const history = Array.from({ length: 21 }, () => ({ sender: "user", content: "hi" }));
    const response = await chat(post({ message: "Hi", history }), contextWith({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { history: "Send at most the last 20 messages" },
    });
  });

  it("a history entry over 1000 characters, with 400", async () => {
    const history = [{ sender: "ai", content: "a".repeat(1001) }];
    const response = await chat(post({ message: "Hi", history }), contextWith({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { "history.0.content": "Messages must be 1000 characters or fewer" },
    });
  });

  it("a body over 80 KB, with 413, before asking the provider", async () => {
    provider.plan(reply("never"));
    const body = JSON.stringify({ message: "Hi", padding: "x".repeat(CHAT_BODY_MAX_BYTES) });

    const response = await chat(post(body), withProvider());

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large" });
    expect(provider.requests).toHaveLength(0);
  });
});
