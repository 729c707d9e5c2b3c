import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { type FakeOpenAI, reply } from "../../tests/fakes/openai";
import { chatSuite } from "../../tests/fixtures/chat-suite";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { chat } from "./chat";

// The provider may take this long to start replying.
const TIMEOUT_MS = 200;

// A process loads the provider's SDK for the first chat it answers; on a busy machine that
// load alone may take longer than the provider is given.
vi.mock("openai", async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
  return importOriginal();
});

let provider: FakeOpenAI;
let store: Store;
chatSuite((ready) => {
  ({ store, provider } = ready);
});

describe("a server's first chat", () => {
  it("gives the provider its whole time once asked, however long loading its SDK took", async () => {
    provider.plan(reply("G'day! ", "Happy to help."));
    const response = await chat(
      new Request("http://127.0.0.1:8080/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: "Hi there", history: [] }),
      }),
      testContext({
        store,
        config: loadConfig({}),
        fetch: globalThis.fetch,
        options: parseServerOptions({
          OPENAI_API_KEY: "sk-test-chat-key-5f1e0c9a",
          OPENAI_BASE_URL: provider.baseURL,
          CHAT_TIMEOUT_MS: String(TIMEOUT_MS),
        }),
      }),
    );

    const text = await response.text();
    expect(text).toContain('"text":"Happy to help."');
    expect(text).not.toContain("upstream_timeout");
    expect(text).toMatch(/event: done\n/);
  });
});
