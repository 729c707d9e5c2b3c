import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import type { ReportResponse } from "../../functions/desk/report/figures";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { wcagViolations } from "../fixtures/wcag";
import { deskOrigin, enrolBroker } from "./desk/enrol";

/*
 * The funnel events our pages and a page of another origin send: once each per page view, in a
 * beacon to our /api/events. A browser's own user agent: a headless one is not counted. Given to
 * the browser as well as the context: a beacon sent as a page is left goes out with the browser's
 * own, not the context's.
 */
const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({
  userAgent,
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--user-agent=${userAgent}`],
  },
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

/** A visitor fills and sends a debt lead form; resolves with the stored lead's id. */
async function sendDebtLead(form: Locator, ours: string, name: string): Promise<string> {
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill("0400 123 456");
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
  // The server's answer, read on its way to the page (which may navigate away once it has it).
  const page = form.page();
  const stored = new Promise<{ status: number; id: string }>((resolve) => {
    void page.route(`${ours}/api/submit-lead`, async (route) => {
      const response = await route.fetch();
      resolve({ status: response.status(), id: ((await response.json()) as { id: string }).id });
      await route.fulfill({ response });
    });
  });
  await form.getByRole("button", { name: "See My Potential Savings" }).click();
  const { status, id } = await stored;
  await page.unroute(`${ours}/api/submit-lead`);
  expect(status).toBe(201);
  return id;
}

/** The cells of the row of `campaign` in the report's campaign table, after its name. */
function campaignCells(desk: Page, campaign: string): Locator {
  return desk
    .getByRole("table", { name: "By campaign" })
    .getByRole("row")
    .filter({ has: desk.getByRole("rowheader", { name: campaign, exact: true }) })
    .getByRole("cell");
}

test("the desk's report counts the views and leads of our ad page and of another site, and how far a lead went", async ({
  page,
  baseURL,
}, testInfo) => {
  // Two pages, two leads, a sign-in, the report and axe twice: a minute beside two other workers.
  test.setTimeout(90_000);
  const ours = new URL(baseURL ?? "").origin;
  // Campaigns of this run alone: the other files' events on the shared server count elsewhere.
  const run = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const campaign = `report-${run}`;
  const embedCampaign = `report-embed-${run}`;

  // A visitor from an ad views our debt site's home page and sends a lead there.
  await page.goto(`/?subdomain=debt&utm_source=facebook&utm_campaign=${campaign}`);
  const leadId = await sendDebtLead(page.locator('lead-form[mode="inline"]'), ours, "Report Ad");
  await expect(page).toHaveURL(/\/thank-you/);
  // Another visitor sends one through our form on another site, reached from another campaign.
  pages.set(
    "/form",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form</title></head>
<body><main><lead-form></lead-form></main>
<script type="module" src="${ours}/widgets/lead-form.js"></script></body></html>`,
  );
  const sent = batchesOf(page);
  await page.goto(`${hostSite.origin}/form?utm_campaign=${embedCampaign}`);
  await sendDebtLead(page.locator("lead-form"), ours, "Report Embed");
  await leave(page, sent);
  // The form's module imported by the host page itself, with no loader: each step once.
  const steps = sent.flatMap((batch) => batch.body.events).map((event) => event.name);
  expect(steps.sort()).toEqual(["attempted", "engaged", "lead", "shown"]);

  // The broker moves the first lead to contacted, then opens the report for today.
  const { page: desk } = await enrolBroker(page, { email: `report.${run}@example.com` });
  const moved = await desk.request.post(`${deskOrigin()}/desk/api/leads/${leadId}/stage`, {
    headers: { Origin: deskOrigin() },
    data: { stage: "contacted" },
  });
  expect(moved.status()).toBe(200);
  // The leads count in the broker's days, the views in UTC days: three days cover both.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(-1), day(1)];
  // The counters reach the store within a second of the beacon.
  await expect
    .poll(async () => {
      const report = await desk.request.get(
        `${deskOrigin()}/desk/api/report?from=${from}&to=${to}`,
      );
      const { byCampaign } = (await report.json()) as ReportResponse;
      return [campaign, embedCampaign].map((value) => {
        const row = byCampaign.find((one) => one.value === value);
        return row ? [row.views, row.leads] : null;
      });
    })
    .toEqual([
      [1, 1],
      // No view of ours was counted for the other site's page, but a stored lead was a view.
      [1, 1],
    ]);

  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`${deskOrigin()}/desk/report`);
  await desk.getByLabel("From", { exact: true }).fill(from);
  await desk.getByLabel("To", { exact: true }).fill(to);
  await desk.getByRole("button", { name: "Show" }).click();
  // Views, leads (stored), conversion, reached contacted, qualified, settled.
  await expect(campaignCells(desk, campaign)).toHaveText(["1", "1", "100.0%", "1", "0", "0"]);
  await expect(campaignCells(desk, embedCampaign)).toHaveText(["1", "1", "100.0%", "0", "0", "0"]);

  for (const width of [1280, 390]) {
    await desk.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await wcagViolations(desk)).toEqual([]);
    await desk.screenshot({ path: testInfo.outputPath(`report-${width}.png`), fullPage: true });
  }
});
