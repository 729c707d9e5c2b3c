import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import type { FakeOpenAI } from "../../tests/fakes/openai";
import { reply, toolCall } from "../../tests/fakes/openai";
import { chatSuite } from "../../tests/fixtures/chat-suite";
import { testContext } from "../../tests/fixtures/function-context";
import type { FunctionContext } from "../context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { chat } from "./chat";

let provider: FakeOpenAI;
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
const withProvider = () =>
  contextWith({ OPENAI_API_KEY: "sk-test-callback", OPENAI_BASE_URL: provider.baseURL });

const post = (body: unknown) =>
  new Request("http://127.0.0.1:8080/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** The stream's events as `[name, data]`, in order. */
async function eventsOf(response: Response): Promise<[string, Record<string, unknown>][]> {
  return (await response.text())
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => [
      /^event: (.*)$/m.exec(block)?.[1] ?? "",
      JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
    ]);
}
const callbackOf = (events: [string, Record<string, unknown>][]) =>
  events.find(([name]) => name === "callback")?.[1];
const textOf = (events: [string, Record<string, unknown>][]) =>
  events
    .filter(([name]) => name === "delta")
    .map(([, data]) => data.text)
    .join("");

describe("the chat's call-back without a key", () => {
  it("given a number and a name, thanks the visitor by name and proposes the card with them", async () => {
    const events = await eventsOf(
      await chat(
        post({ message: "Please call me back on 0466 555 666, my name is Sam" }),
        contextWith({}),
      ),
    );

    expect(events.map(([name]) => name)).toEqual(["meta", "delta", "callback", "done"]);
    expect(textOf(events)).toContain("Thanks Sam!");
    expect(textOf(events)).not.toContain("not one I can answer");
    expect(callbackOf(events)).toEqual({
      reason: "asked",
      details: { name: "Sam", phone: "0466 555 666" },
    });
  });

  it("reads the details from the visitor's earlier messages, never from the chat's", async () => {
    const history = [
      { sender: "user", content: "hi this is Priya" },
      { sender: "ai", content: "Hey Jo! Ring 0400 000 000 or email alex@example.com" },
    ];
    const events = await eventsOf(
      await chat(
        post({ message: "can someone call me tomorrow morning", history }),
        contextWith({}),
      ),
    );

    expect(callbackOf(events)).toEqual({
      reason: "asked",
      details: { name: "Priya", preferredTime: "tomorrow morning" },
    });
  });

  it("given a question nothing answers, offers the card instead of a link away", async () => {
    const events = await eventsOf(
      await chat(post({ message: "Can you help me with a car loan?" }), contextWith({})),
    );

    expect(textOf(events)).toContain("Leave your number below");
    expect(textOf(events)).not.toContain("/schedule-call");
    expect(callbackOf(events)).toEqual({ reason: "offer", details: {} });
  });

  it("given an off-topic question, declines in a friendly way, says what it helps with and offers the card", async () => {
    const events = await eventsOf(
      await chat(post({ message: "recommend a good pizza place" }), contextWith({})),
    );

    expect(textOf(events)).toMatch(/outside my patch.*home loans, refinancing/);
    expect(callbackOf(events)?.reason).toBe("offer");
  });

  it("offers the card once per conversation, but shows it again when the visitor asks", async () => {
    const offered = await eventsOf(
      await chat(post({ message: "write my essay", callbackOffered: true }), contextWith({})),
    );
    const asked = await eventsOf(
      await chat(
        post({ message: "ring me on 0412 345 678", callbackOffered: true }),
        contextWith({}),
      ),
    );

    expect(callbackOf(offered)).toBeUndefined();
    expect(textOf(offered)).toContain("/schedule-call");
    expect(callbackOf(asked)).toEqual({ reason: "asked", details: { phone: "0412 345 678" } });
  });

  it("proposes no card for a message that only mentions figures", async () => {
    const events = await eventsOf(
      await chat(
        post({ message: "I owe $650,000 over 30 years at 6.2%, postcode 2026" }),
        contextWith({}),
      ),
    );

    expect(callbackOf(events)?.reason).not.toBe("asked");
  });
});

describe("the chat's call-back with a key", () => {
  it("lets the model offer the card through its tool, prefilled from the visitor's words only", async () => {
    provider.plan(toolCall("offer_callback", "Best to talk that one through, Jo. "));
    const history = [{ sender: "user", content: "I'm Sam" }];

    const events = await eventsOf(
      await chat(post({ message: "Can I get a loan with a visa?", history }), withProvider()),
    );

    expect(provider.requests[0]?.body.tools?.map((tool) => tool.function.name)).toEqual([
      "offer_callback",
    ]);
    expect(textOf(events)).toBe("Best to talk that one through, Jo. ");
    expect(callbackOf(events)).toEqual({ reason: "offer", details: { name: "Sam" } });
    expect(events.at(-1)?.[0]).toBe("done");
  });

  it("says the offer in its own words when the model calls the tool without any", async () => {
    provider.plan(toolCall("offer_callback"));

    const events = await eventsOf(
      await chat(post({ message: "Can I get a loan with a visa?" }), withProvider()),
    );

    expect(textOf(events)).toBe("Leave your number below and Alex will call you back.");
    expect(callbackOf(events)?.reason).toBe("offer");
  });

  it("given a number, proposes the card whatever the model says, and tells it not to ask again", async () => {
    provider.plan(reply("Thanks Sam, Alex will ring you."));

    const events = await eventsOf(
      await chat(post({ message: "my name is Sam, 0466 555 666" }), withProvider()),
    );

    expect(callbackOf(events)).toEqual({
      reason: "asked",
      details: { name: "Sam", phone: "0466 555 666" },
    });
    expect(provider.requests[0]?.body.messages[0]?.content).toMatch(/do not ask for their details/);
    expect(provider.requests[0]?.body.tools).toBeUndefined();
  });

  it("offers no tool once the card was offered in the conversation", async () => {
    provider.plan(reply("Sure."));

    await eventsOf(
      await chat(post({ message: "what's an offset?", callbackOffered: true }), withProvider()),
    );

    expect(provider.requests[0]?.body.tools).toBeUndefined();
  });
});
