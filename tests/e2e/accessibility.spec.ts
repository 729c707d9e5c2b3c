import { readdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { showFailureToast } from "../fixtures/failure-toast";
import { wcagViolations } from "../fixtures/wcag";

// Every page as a visitor meets it, widgets loaded, checked against WCAG 2.1 A and AA. Shadow
// roots are open, so the widgets' insides are checked too.
const pages = [
  "/debtconsol",
  "/?subdomain=debt",
  "/debt-calculator",
  "/debtcalc2?subdomain=debt",
  "/thank-you",
  "/thank-you?subdomain=debt",
  "/privacy",
  "/privacy?subdomain=debt",
  "/no-such-page",
];

// Widgets whose code is part of the build. Tags of elements still to come (the chat on every
// main page, say) stay plain, harmless tags and are not waited for.
const builtWidgets = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.includes("-"))
  .map((entry) => entry.name);

for (const path of pages) {
  test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
    await page.goto(path);
    // Widgets load when near the viewport or when the browser is idle: wait until they have.
    await page.evaluate(async (built) => {
      const tags = [...new Set([...document.querySelectorAll("*")].map((e) => e.localName))].filter(
        (name) => built.includes(name),
      );
      await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
    }, builtWidgets);
    await page.waitForLoadState("networkidle");
    expect(await wcagViolations(page)).toEqual([]);
  });
}

// Each widget opened, at a phone's and a desktop's size: what only shows on demand (a panel, a
// modal, an offer, a toast) is checked as it shows, its text's contrast within it (the pages
// under it are checked whole above, in main-site.spec.ts and in checkout.spec.ts).
async function violationsOf(page: Page, shown: string): Promise<string[]> {
  // Checked as a visitor sees the page once it has settled: the home hero's text fades in over
  // its first two seconds, and a colour measured halfway through is not what anyone reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return wcagViolations(page, shown);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("the lead form in its modal, showing its messages, has no WCAG A or AA violations", async ({
      page,
    }) => {
      await page.goto("/debtconsol?subdomain=debt");
      await page
        .getByRole("button", { name: "See How Much You Could Save - 100% Free" })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "See My Potential Savings" }).click();
      await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
      expect(await violationsOf(page, "lead-form[mode=modal]")).toEqual([]);
    });

    test("the open chat panel has no WCAG A or AA violations", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Chat with us" }).click();
      const chat = page.getByRole("dialog", { name: /Sam from/ });
      await expect(chat.getByRole("textbox", { name: "Your message" })).toBeVisible();
      expect(await violationsOf(page, "broker-chat")).toEqual([]);
    });

    test("the exit-intent offer, open, has no WCAG A or AA violations", async ({ page }) => {
      await page.goto("/debtconsol");
      await page.evaluate(() => customElements.whenDefined("exit-intent"));
      await page.mouse.move(200, 300);
      await page.mouse.move(200, 2, { steps: 4 });
      await page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent("mouseout", {
            bubbles: true,
            clientX: 200,
            clientY: 2,
            relatedTarget: null,
          }),
        ),
      );
      await expect(page.getByRole("dialog", { name: "Not Ready to Book a Call?" })).toBeVisible();
      expect(await violationsOf(page, "exit-intent")).toEqual([]);
    });

    test("a widget's error toast has no WCAG A or AA violations", async ({ page }) => {
      const toast = await showFailureToast(page);
      // Checked as it rests, not while it fades in.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      expect(await violationsOf(page, "preapproval-form")).toEqual([]);
    });

    test("the page's 'Payment Error' toast has no WCAG A or AA violations", async ({ page }) => {
      await page.goto("/strategy");
      await page.getByRole("main").locator("button[data-checkout]").first().click();
      const toast = page.getByRole("alert").filter({ hasText: "Payment Error" });
      await expect(toast).toBeVisible();
      // Read as a visitor reads it, pointing at it, so it stays.
      await toast.hover();
      expect(await violationsOf(page, ".toast")).toEqual([]);
    });
  });
}
