import { readdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const found = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(found).toEqual([]);
  });
}

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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
