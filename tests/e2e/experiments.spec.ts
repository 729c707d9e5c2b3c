import { expect, type Page, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./own-server";

/*
 * The ad pages' experiments, on a server of this file's own: the calculator's running, the debt
 * landing's call to action ended on its second arm (the shared server ends both on the control).
 */
let server: OwnServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("experiments", { EXPERIMENTS_ENDED: "debt-cta=plain" });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Runs the served `/experiments.js` `times` times in this page, as `times` page views would. */
function draw(page: Page, experiment: string, times: number): Promise<Record<string, number>> {
  return page.evaluate(
    async ({ experiment, times }) => {
      const script = await (await fetch("/experiments.js")).text();
      // Each run without consent is a page view of its own, drawn afresh and stored nowhere.
      (window as unknown as { ebwConsent: unknown }).ebwConsent = { status: "denied" };
      const counts: Record<string, number> = {};
      for (let i = 0; i < times; i++) {
        new Function(script)();
        const arm = document.documentElement.getAttribute(`data-exp-${experiment}`) ?? "none";
        counts[arm] = (counts[arm] ?? 0) + 1;
      }
      return counts;
    },
    { experiment, times },
  );
}

test.describe("with an experiment running", () => {
  // Only to run the served script again in the page (`new Function`); the pages keep their CSP.
  test.use({ bypassCSP: true });

  test("1,000 page views split within the weights (50/50)", async ({ page }) => {
    await page.goto(`${origin}/debt-calculator`);
    const counts = await draw(page, "calculator-variant", 1000);
    expect(Object.keys(counts).sort()).toEqual(["detailed", "slider"]);
    // Five standard deviations of a fair split of 1,000 (±79): a failure is a broken split.
    for (const arm of ["slider", "detailed"]) {
      expect(counts[arm], JSON.stringify(counts)).toBeGreaterThan(421);
      expect(counts[arm], JSON.stringify(counts)).toBeLessThan(579);
    }
  });

  test("an ended experiment serves its chosen arm to every page view", async ({ page }) => {
    await page.goto(`${origin}/debtconsol`);
    expect(await draw(page, "debt-cta", 200)).toEqual({ plain: 200 });
  });
});

test("a page view shows its arm's calculator only, painted once, with nothing shifting", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        (window as unknown as { shifts: number }).shifts += (
          entry as unknown as {
            value: number;
          }
        ).value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${origin}/debt-calculator`);
  const arm = await page.locator("html").getAttribute("data-exp-calculator-variant");
  expect(["slider", "detailed"]).toContain(arm);
  await expect(page.locator("debt-calculator")).toHaveCount(1);
  await expect(page.locator("debt-calculator")).toHaveAttribute("variant", arm ?? "");
  // Where the funnel events read the arm this page view was shown.
  await expect(page.locator("html")).toHaveAttribute("data-experiment", "calculator-variant");
  await expect(page.locator("html")).toHaveAttribute("data-arm", arm ?? "");
  await expect(page.locator("debt-calculator")).toBeVisible();
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

  // Storage is allowed on this page (it asks no consent first): the visitor keeps the arm.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-exp-calculator-variant", arm ?? "");
  }
});

test("the debt landing's buttons carry the served arm's words only", async ({ page }) => {
  await page.goto(`${origin}/debtconsol`);
  const buttons = page.getByRole("main").locator("button[data-open-lead-form]");
  await expect(buttons.first()).toHaveText("Show Me My New Monthly Repayment");
  expect(await page.locator('[data-exp="debt-cta"]').count()).toBe(
    await page.locator("button[data-open-lead-form]").count(),
  );
  await expect(page.getByText("See How Much You Could Save - 100% Free")).toHaveCount(0);
});
