import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeOpenAI, reply, startFakeOpenAI } from "../../tests/fakes/openai";
import { testContext } from "../../tests/fixtures/function-context";
import { parseServerOptions } from "../options";
import type { Store } from "../store";
import { openStore } from "../store";

/*
 * The AI provider's, the passkeys' and the payment provider's SDKs are tens of megabytes of
 * memory once loaded: an idle server holds none of them, and each loads when a request first
 * needs it. Each mock below only records that its package was evaluated.
 */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock("openai", async (original) => {
  loaded.add("openai");
  return await original();
});
vi.mock("@simplewebauthn/server", async (original) => {
  loaded.add("@simplewebauthn/server");
  return await original();
});
vi.mock("stripe", async (original) => {
  loaded.add("stripe");
  return await original();
});

const SITE = "http://127.0.0.1:8080";
let store: Store;
let provider: FakeOpenAI;
beforeAll(async () => {
  store = await openStore({ DATA_DIR: "memory" });
  provider = await startFakeOpenAI();
}, 120_000);
afterAll(async () => {
  await store?.close();
  await provider?.close();
});

/** The app with the server's modules as `main.ts` imports them (a package evaluates once). */
async function serverWith(env: Record<string, string> = {}) {
  await import("../forward");
  await import("../desk/command-line/startup");
  const { createApp } = await import("./app");
  return createApp(
    testContext({
      store,
      clock: () => new Date(),
      fetch: globalThis.fetch,
      options: parseServerOptions(env),
    }),
  );
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { Origin: SITE, "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("the SDKs a server loads only when a request needs them", () => {
  // First: the later tests each load one.
  it("holds none of them once started, nor after a lead and a chat with no key", async () => {
    const app = await serverWith();

    const lead = await app.request(
      `${SITE}/api/submit-lead`,
      json(
        {
          kind: "debt",
          name: "Jane Citizen",
          phone: "0400 111 222",
          debtAmount: "$50,000+",
          source: "debt-modal",
        },
        { "Idempotency-Key": crypto.randomUUID() },
      ),
    );
    const chat = await app.request(`${SITE}/api/chat`, json({ message: "Hi", history: [] }));
    await chat.text();

    expect([lead.status, chat.status]).toEqual([201, 200]);
    expect([...loaded]).toEqual([]);
  }, 60_000);

  it("loads the AI provider's SDK for the first chat answered with a key, and it replies", async () => {
    const app = await serverWith({
      OPENAI_API_KEY: "sk-test-first-use",
      OPENAI_BASE_URL: provider.baseURL,
    });
    expect(loaded.has("openai")).toBe(false);
    provider.plan(reply("G'day!"));

    const response = await app.request(`${SITE}/api/chat`, json({ message: "Hi", history: [] }));

    expect(await response.text()).toContain("G'day!");
    expect(loaded.has("openai")).toBe(true);
  }, 60_000);

  it("loads the passkeys' library for the first sign-in ceremony, and it answers", async () => {
    const app = await serverWith();
    expect(loaded.has("@simplewebauthn/server")).toBe(false);

    const response = await app.request(`${SITE}/desk/api/sign-in/options`, json({}));

    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("challenge");
    expect(loaded.has("@simplewebauthn/server")).toBe(true);
  }, 60_000);
});
