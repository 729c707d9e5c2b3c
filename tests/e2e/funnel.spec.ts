import { expect, type Page, type Request, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * The funnel events our pages and a page of another origin send: once each per page view, in a
 * beacon to our /api/events. A browser's own user agent: a headless one is not counted.
 */
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

let hostSite: ForeignHost;
const pages = new Map<string, string>();
test.beforeAll(async () => {
  hostSite = await startForeignHost((path) => pages.get(path));
});
test.afterAll(() => hostSite.close());

interface Sent {
  url: string;
  status?: number;
  body: { path: string; utm_campaign?: string | null; events: { name: string; widget?: string }[] };
}

/** Every batch the page sends to `/api/events`, with our server's answer checked. */
function batchesOf(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/events")) return;
    sent.push({
      url: request.url(),
      body: JSON.parse(request.postData() ?? "{}"),
    });
    void request.response().then((response) => {
      const batch = sent.find((one) => one.url === request.url() && one.status === undefined);
      if (batch) batch.status = response?.status() ?? 0;
    });
  });
  return sent;
}

/**
 * Leaves the page as far as the counting knows (`pagehide`), which sends what is still queued,
 * and waits until every batch sent has its answer.
 */
async function leave(page: Page, sent: Sent[]) {
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
  await page.waitForFunction(
    () => !(window as unknown as { ebwFunnel?: { e: unknown[] } }).ebwFunnel?.e.length,
  );
  await expect
    .poll(() => sent.length > 0 && sent.every((batch) => batch.status === 204))
    .toBe(true);
}

test("our ad page counts its view once, with its campaign", async ({ page, baseURL }) => {
  const sent = batchesOf(page);
  await page.goto("/debtconsol?subdomain=debt&utm_source=facebook&utm_campaign=spring");
  await expect(page.locator("h1").first()).toBeVisible();
  await leave(page, sent);

  const events = sent.flatMap((batch) => batch.body.events);
  expect(events.filter((event) => event.name === "view")).toHaveLength(1);
  expect(sent[0]?.url).toBe(`${new URL(baseURL ?? "").origin}/api/events`);
  expect(sent[0]?.body).toMatchObject({ path: "/debtconsol", utm_campaign: "spring" });
});

test("a calculator on another site counts its first view and engagement once each, to us", async ({
  page,
  baseURL,
}) => {
  const ours = new URL(baseURL ?? "").origin;
  pages.set(
    "/landing",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title></head>
<body><main><debt-calculator></debt-calculator></main>
<script src="${ours}/widgets/standalone/debt-calculator.js"></script></body></html>`,
  );
  const sent = batchesOf(page);
  await page.goto(`${hostSite.origin}/landing`);
  const calculator = page.locator("debt-calculator");
  await calculator.hover();
  await calculator.getByRole("button").first().focus();
  // The widget's code has taken over once its element is defined.
  await page.waitForFunction(() => customElements.get("debt-calculator") !== undefined);
  await leave(page, sent);

  const events = sent.flatMap((batch) => batch.body.events);
  const count = (name: string) =>
    events.filter((event) => event.name === name && event.widget === "debt-calculator").length;
  expect([count("shown"), count("engaged")]).toEqual([1, 1]);
  expect(sent.every((batch) => batch.url === `${ours}/api/events`)).toBe(true);
});
