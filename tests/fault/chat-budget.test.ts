import { afterAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, reply, startFakeOpenAI } from "../fakes/openai";
import { testDatabases } from "../fixtures/test-databases";
import { type ServerProcess, startServer } from "./server-process";

/*
 * Two server processes on one PostgreSQL share the chat's daily budget (CHAT_DAILY_LIMIT): once
 * the day's AI answers are spent on either, both answer from the FAQs, never with an error, and
 * only one of them says so in its log.
 */

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
if (!postgresUrl) {
  console.warn("chat-budget: skipped, set TEST_DATABASE_URL to run it");
}
const databases = testDatabases(postgresUrl);

let provider: FakeOpenAI | undefined;
let servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await provider?.close();
  if (postgresUrl) await databases.dropAll();
}, 60_000);

/** Who answered a chat message: the `mode` of its first event. */
async function modeOf(base: string, client: string): Promise<string> {
  const response = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ message: "What are your fees?", history: [] }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(/event: meta\ndata: (.*)/.exec(text)?.[1] ?? "{}").mode;
}

describe.skipIf(!postgresUrl)("two processes on one PostgreSQL", () => {
  it("spend one daily chat budget, then both answer from the FAQs", async () => {
    provider = await startFakeOpenAI();
    provider.plan(reply("Happy to help."));
    const env = {
      DATABASE_URL: await databases.create(),
      OPENAI_API_KEY: "sk-test-budget",
      OPENAI_BASE_URL: provider.baseURL,
      CHAT_DAILY_LIMIT: "4",
      TRUSTED_PROXY_COUNT: "1",
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    // The budget is a UTC day's: in its last seconds, start with the next one.
    const left = 86_400_000 - (Date.now() % 86_400_000);
    if (left < 30_000) await new Promise((resume) => setTimeout(resume, left + 50));

    const modes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const server = servers[i % 2] as ServerProcess;
      modes.push(await modeOf(server.base, `203.0.113.${i + 1}`));
    }

    expect(modes).toEqual(["ai", "ai", "ai", "ai", "faq", "faq", "faq", "faq"]);
    expect(provider.requests).toHaveLength(4);
    const said = servers.flatMap((server) =>
      server
        .stderr()
        .split("\n")
        .filter((line) => line.includes('"chat_daily_budget_spent"')),
    );
    expect(said).toHaveLength(1);
  }, 120_000);
});
