import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, reply, startFakeOpenAI } from "../fakes/openai";
import { limitCases } from "./bad-input-limit-cases";
import { type ProbedServer, probedServer } from "./probed-server";

/*
 * The real server process behind one proxy, probed by a visitor who tries to pass as many
 * (a new X-Forwarded-For first address, a new IPv6 address each time) and by the longest chat
 * history it takes: each answer is the expected status, and the AI provider is sent a capped
 * history.
 */

let provider: FakeOpenAI;
let client: ProbedServer["client"];
let cases: ReturnType<typeof limitCases> = [];

beforeAll(async () => {
  provider = await startFakeOpenAI();
  provider.plan(reply("Happy to help."));
}, 120_000);
afterAll(() => provider?.close());
probedServer(
  "bad-input-limits",
  () => ({
    TRUSTED_PROXY_COUNT: "1",
    LEAD_RATE_LIMIT: "3",
    CHAT_RATE_LIMIT: "3",
    OPENAI_API_KEY: "sk-test-limits",
    OPENAI_BASE_URL: provider.baseURL,
  }),
  (ready) => {
    client = ready.client;
  },
);

/**
 * The limits count in windows of a wall-clock minute, and the probes must all fall in one: with
 * less than 20 seconds of this minute left (the probes take a few), start with the next one.
 */
async function aFreshMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resume) => setTimeout(resume, left + 50));
}

describe("a visitor trying to pass as many, and the longest chat", () => {
  it("is answered as one visitor, and the provider gets a capped history", async () => {
    cases = limitCases(expect, provider);
    await aFreshMinute();
    const seen: string[] = [];
    for (const c of cases) {
      const answer = await client.send(c.path, c.sent);
      seen.push(`${c.name}: ${answer.status}`);
      if (answer.status === 429) {
        expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: "rate_limited" });
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      }
      c.check?.(answer, null);
    }

    expect(seen).toEqual(cases.map((c) => `${c.name}: ${c.status}`));
    expect(client.connections()).toBe(1);
  }, 60_000);
});
