import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createFaqIndex, faqReply, siteFaqs } from "../../functions/chat/faq-search";
import { loadConfig } from "../../src/config";
import { type FakeOpenAI, reply, stall, startFakeOpenAI } from "../fakes/openai";
import { freePort } from "../fixtures/free-port";
import { wcagViolations } from "../fixtures/wcag";
import { newStoreDir } from "./own-server";

/*
 * The chat as a visitor meets it. Playwright's own server (playwright.config.ts) runs as
 * `npm start` does, with no AI key: the FAQ mode. This file starts a second built server on a
 * free port with a key and a fake provider on 127.0.0.1.
 */

const KEY = "sk-e2e-never-in-a-browser-7d3a91c2";
/** The second server's origin, on a port free when it starts (other files start servers too). */
let aiOrigin = "";
const apology = "Sorry mate, having a bit of trouble connecting right now. Mind trying again?";

let provider: FakeOpenAI;
let server: ChildProcess;

test.beforeAll(async () => {
  // The built server takes a while to open its store on a busy machine.
  test.setTimeout(120_000);
  provider = await startFakeOpenAI();
  const aiPort = await freePort();
  aiOrigin = `http://127.0.0.1:${aiPort}`;
  server = spawn("node", ["dist/server/server.js"], {
    env: {
      ...process.env,
      PORT: String(aiPort),
      HOST: "127.0.0.1",
      DATA_DIR: newStoreDir("chat"),
      FORM_SERVICE_ACCESS_KEY: "",
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: provider.baseURL,
      CHAT_TIMEOUT_MS: "1500",
    },
    stdio: "ignore",
  });
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${aiOrigin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 500) throw new Error("the chat server did not start");
    await new Promise((done) => setTimeout(done, 200));
  }
});

test.afterAll(async () => {
  server?.kill();
  await provider?.close();
});

/** Every response the page receives, read in full, to look for the key in. */
function recordResponses(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    bodies.push(
      response.text().then(
        (text) => `${JSON.stringify(response.headers())}\n${text}`,
        () => JSON.stringify(response.headers()),
      ),
    );
  });
  return bodies;
}

async function ask(page: Page, question: string) {
  const chat = page.getByRole("dialog", { name: /Sam from/ });
  if (!(await chat.isVisible())) await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(chat).toBeVisible();
  const box = chat.getByRole("textbox", { name: "Your message" });
  await expect(box).toBeFocused();
  await box.fill(question);
  await box.press("Enter");
  return chat;
}

test("a visitor chats with the broker, follows the booking link's page, and the conversation follows them", async ({
  page,
}) => {
  const responses = recordResponses(page);
  provider.plan(reply("No worries! ", "Grab a time at /schedule-call ", "and we'll sort it out."));
  await page.goto(`${aiOrigin}/debtconsol`);

  const chat = await ask(page, "How do I book a chat with you?");

  await expect(chat).toContainText("Ask me anything about getting your loan today");
  await expect(chat).toContainText("How do I book a chat with you?");
  await expect(chat).toContainText(
    "No worries! Grab a time at /schedule-call and we'll sort it out.",
  );
  await expect(chat.getByRole("link", { name: "/schedule-call" })).toHaveAttribute(
    "href",
    `${aiOrigin}/schedule-call`,
  );
  expect(provider.requests[0]?.body.messages.at(-1)).toEqual({
    role: "user",
    content: "How do I book a chat with you?",
  });

  await page.goto(`${aiOrigin}/privacy`);
  const again = page.getByRole("dialog", { name: /Sam from/ });
  await expect(again).toBeVisible();
  await expect(again).toContainText("How do I book a chat with you?");
  await expect(again).toContainText("and we'll sort it out.");

  for (const body of await Promise.all(responses)) expect(body).not.toContain(KEY);
});

test("a reply that stalls ends in the apology, and the visitor's message stays", async ({
  page,
}) => {
  const responses = recordResponses(page);
  provider.plan(stall("Let me"));
  await page.goto(`${aiOrigin}/privacy`);

  const chat = await ask(page, "Are you still there?");

  await expect(chat).toContainText(apology, { timeout: 10_000 });
  await expect(chat).toContainText("Are you still there?");
  await expect(chat.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const body of await Promise.all(responses)) expect(body).not.toContain(KEY);
});

test("with no AI key, the chat answers a refinancing question from the site's FAQs", async ({
  page,
}) => {
  const config = loadConfig({});
  const question = "Can I refinance my home loan?";
  const expected = faqReply(question, createFaqIndex(siteFaqs(config)), config);
  await page.goto("/privacy");

  const chat = await ask(page, question);

  await expect(chat).toContainText(expected);
  await expect(chat.getByRole("link", { name: "/schedule-call" })).toBeVisible();
});

test("the open chat with a conversation has no WCAG A or AA violations", async ({ page }) => {
  await page.goto("/privacy");
  const chat = await ask(page, "How much deposit do I need?");
  await expect(chat.getByRole("link", { name: "/schedule-call" })).toBeVisible();

  // The page under it is checked whole in main-site.spec.ts and accessibility.spec.ts.
  expect(await wcagViolations(page, "broker-chat")).toEqual([]);
});

test("with no AI key, 'How do you get paid?' is answered with the commission, not paid defaults", async ({
  page,
}) => {
  await page.goto("/privacy");

  const chat = await ask(page, "How do you get paid?");

  await expect(chat.locator("[data-sender=ai]").last()).toContainText(
    "The lender pays us a commission when your loan settles",
  );
  await expect(chat).not.toContainText("paid default");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the open chat at ${viewport.width} px has one banner and unique landmarks (axe)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/privacy");
    const chat = await ask(page, "What is an offset account?");
    await expect(chat.getByRole("link", { name: "/schedule-call" })).toBeVisible();

    const results = await new AxeBuilder({ page })
      .withRules([
        "landmark-no-duplicate-banner",
        "landmark-unique",
        "landmark-banner-is-top-level",
        "region",
      ])
      .analyze();

    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test("a rate-limited visitor reads the server's message, and Send comes back after Retry-After", async ({
  page,
}) => {
  const message = "Too many messages in a short time. Please wait a minute and try again.";
  await page.clock.install();
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "60", "Content-Type": "application/json" },
      body: JSON.stringify({ ok: false, error: "rate_limited", message }),
    }),
  );
  await page.goto("/privacy");

  const chat = await ask(page, "Hello?");

  await expect(chat).toContainText(message);
  await expect(chat).not.toContainText(apology);
  await expect(chat).toContainText(/You can send again at/);
  const box = chat.getByRole("textbox", { name: "Your message" });
  await box.fill("Hello again");
  const send = chat.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();

  await page.clock.fastForward(61_000);

  await expect(send).toBeEnabled();
  await expect(chat).not.toContainText(/You can send again at/);
});

test("the debt site has no chat", async ({ page }) => {
  await page.goto("/?subdomain=debt");
  await expect(page.locator("broker-chat")).toHaveCount(0);
});

test("the AI key appears nowhere in the built files", () => {
  const keys = [KEY, process.env.OPENAI_API_KEY?.trim()].filter((key): key is string => !!key);
  const dist = resolve("dist");
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const content = readFileSync(join(file.parentPath, file.name)).toString("latin1");
    for (const key of keys) expect(content, join(file.parentPath, file.name)).not.toContain(key);
  }
});
