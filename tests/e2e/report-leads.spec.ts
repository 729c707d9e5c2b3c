import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { ExperimentsResponse } from "../../functions/desk/report/experiments-report";
import type { ReportResponse } from "../../functions/desk/report/figures";
import { reportCopy } from "../../src/content/report";
import { enrolBroker } from "./desk/enrol";
import { type OwnServer, startOwnServer } from "./own-server";

/*
 * Every lead a visitor sends from the ad pages is in the desk's report, per experiment arm and
 * per campaign, even when none of the pages' events arrive (blocked here, as a leaving page's
 * beacon may never be sent). A server of this file's own, where both experiments are running.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("report-leads", {
    EXPERIMENTS_ENDED: "",
    LEAD_RATE_LIMIT: "0",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function fill(form: ReturnType<Page["locator"]>, name: string) {
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Phone Number").fill("0400 123 456");
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
}

/**
 * One visitor (a tab of its own, the arms kept by the last one forgotten, so an arm of its own)
 * leaves a lead on `path` from `campaign`, its pages' events never arriving; resolves with the
 * arm it was shown.
 */
async function visitorLeaves(
  context: BrowserContext,
  path: "/debtconsol" | "/debt-calculator",
  campaign: string,
  name: string,
): Promise<string> {
  const page = await context.newPage();
  await page.goto(
    `${server.origin}${path}?subdomain=debt&utm_source=google&utm_campaign=${campaign}`,
  );
  const experiment = path === "/debtconsol" ? "debt-cta" : "calculator-variant";
  const arm = (await page.locator("html").getAttribute(`data-exp-${experiment}`)) ?? "";
  let form = page.locator('lead-form[mode="inline"]');
  if (path === "/debt-calculator") {
    const calculator = page.locator("debt-calculator");
    await calculator.getByRole("button", { name: /Start Saving Today/ }).click();
    form = calculator.getByRole("dialog");
  }
  await fill(form, name);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    form.getByRole("button", { name: "See My Potential Savings" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await page.waitForURL(/\/thank-you/);
  await page.evaluate(() => localStorage.clear());
  await page.close();
  return arm;
}

test("every lead sent from /debtconsol and /debt-calculator is in the report, per arm and per campaign, with no page event", async ({
  context,
  page,
}, testInfo) => {
  // Ten page loads, leads and a sign-in: minutes on a busy machine.
  test.setTimeout(480_000);
  const run = Date.now().toString(36);
  await context.route("**/api/events", (route) => route.abort());
  const sent: { path: string; campaign: string; arm: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const campaign = `consol-${run}`;
    sent.push({
      path: "/debtconsol",
      campaign,
      arm: await visitorLeaves(context, "/debtconsol", campaign, `Consol ${i}`),
    });
  }
  for (let i = 0; i < 3; i++) {
    const campaign = `calc-${run}`;
    sent.push({
      path: "/debt-calculator",
      campaign,
      arm: await visitorLeaves(context, "/debt-calculator", campaign, `Calc ${i}`),
    });
  }

  const deskOrigin = `http://localhost:${server.port}`;
  const { page: desk } = await enrolBroker(page, {
    email: `report-leads.${run}@example.com`,
    origin: deskOrigin,
    dataDir: server.dataDir,
  });
  // The broker's day and the UTC day may differ: a range of three days covers both.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = `from=${day(-1)}&to=${day(1)}`;
  const report = (await (
    await desk.request.get(`${deskOrigin}/desk/api/report?${range}`)
  ).json()) as ReportResponse;
  const experiments = (await (
    await desk.request.get(`${deskOrigin}/desk/api/experiments?${range}`)
  ).json()) as ExperimentsResponse;

  const stored = (pick: (lead: (typeof sent)[number]) => boolean) => sent.filter(pick).length;
  const table: string[] = [];
  for (const campaign of [`consol-${run}`, `calc-${run}`]) {
    const reported = report.byCampaign.find((row) => row.value === campaign)?.leads ?? 0;
    table.push(
      `campaign ${campaign}: stored ${stored((l) => l.campaign === campaign)}, reported ${reported}`,
    );
    expect(reported).toBe(stored((l) => l.campaign === campaign));
  }
  for (const path of ["/debtconsol", "/debt-calculator"]) {
    const reported = report.byPath.find((row) => row.value === path)?.leads ?? 0;
    table.push(`page ${path}: stored ${stored((l) => l.path === path)}, reported ${reported}`);
    expect(reported).toBe(stored((l) => l.path === path));
  }
  for (const experiment of experiments.experiments) {
    const path = experiment.id === "debt-cta" ? "/debtconsol" : "/debt-calculator";
    for (const arm of experiment.arms) {
      const count = stored((l) => l.path === path && l.arm === arm.arm);
      table.push(`${experiment.id} ${arm.arm}: stored ${count}, reported ${arm.leads}`);
      expect(arm.leads).toBe(count);
      // No page event arrived: each stored lead is its own view, and no rate passes 100 %.
      expect(arm.views).toBeGreaterThanOrEqual(arm.leads);
    }
  }
  console.log(table.join("\n"));

  // The broker switches the campaigns to the leads' first touch; the report says so.
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`${deskOrigin}/desk/report`);
  await desk.getByLabel("From", { exact: true }).fill(day(-1));
  await desk.getByLabel("To", { exact: true }).fill(day(1));
  await desk.getByLabel("Credit campaigns to").selectOption("first");
  await desk.getByRole("button", { name: "Show" }).click();
  await expect(desk.getByText(reportCopy.modelShown.first)).toBeVisible();
  await expect(
    desk
      .getByRole("table", { name: "By campaign" })
      .getByRole("rowheader", { name: `consol-${run}` }),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await desk.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await desk.screenshot({ path: testInfo.outputPath(`report-${width}.png`), fullPage: true });
  }
});
