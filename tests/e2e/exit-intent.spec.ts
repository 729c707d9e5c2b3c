import { expect, type Page, test } from "@playwright/test";

async function leaveThroughTheTop(page: Page) {
  await page.evaluate(() => customElements.whenDefined("exit-intent"));
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 2, { steps: 4 });
  // Leaving the window: the pointer's last position is inside the top 5 px, with no element to go to.
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientX: 600, clientY: 2, relatedTarget: null }),
    ),
  );
}

test("exit intent opens once per browser session and not again after a reload", async ({
  page,
}) => {
  await page.goto("/debtconsol");
  const dialog = page.getByRole("dialog", { name: "Not Ready to Book a Call?" });
  await expect(dialog).toBeHidden();

  await leaveThroughTheTop(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You Could Save $1,000's per month");
  await expect(dialog.getByRole("link", { name: "Try the Calculator Now" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await leaveThroughTheTop(page);
  await expect(dialog).toBeHidden();

  await page.reload();
  await leaveThroughTheTop(page);
  await expect(dialog).toBeHidden();
});

test("exit intent leads to the calculator", async ({ page }) => {
  await page.goto("/?subdomain=debt");
  await leaveThroughTheTop(page);
  const dialog = page.getByRole("dialog", { name: "Not Ready to Book a Call?" });
  await dialog.getByRole("link", { name: "Try the Calculator Now" }).click();
  await expect(page).toHaveURL(/\/debt-calculator/);
});

test("exit intent is not on the privacy page", async ({ page }) => {
  await page.goto("/privacy?subdomain=debt");
  await expect(page.locator("exit-intent")).toHaveCount(0);
});
