import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";

/*
 * A new visitor asks for pre-approval, then takes a free resource twice: the second time their
 * browser remembers it asked before (the server answers a known e-mail as a new one, so another
 * browser is thanked as new). Runs against the built site (`npm run build`), whose /resources,
 * /get-prequalified and /thank-you-download pages hold the elements.
 */

test("a new visitor asks for pre-approval on /get-prequalified", async ({ page }) => {
  await page.goto("/get-prequalified");
  const form = page.locator("preapproval-form");
  await form.getByLabel("Full Name").fill("Sam Buyer");
  await form.getByLabel("Mobile Number").fill("0412 345 678");
  await form.getByLabel("Email Address").fill("sam.buyer@example.com");
  await form.getByLabel("Loan Type").selectOption("purchase");
  await form.getByLabel("Loan Amount").fill("$850,000");
  await form.getByLabel("Additional Details (optional)").fill("First home, 10% deposit saved");

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    form.getByRole("button", { name: "Submit Pre-approval Request" }).click(),
  ]);

  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    kind: "pre-approval",
    name: "Sam Buyer",
    loanType: "purchase",
    loanAmount: "$850,000",
  });
  // The thanks in the form takes the focus; the toast says it too, for 20 s.
  const thanks = form.getByRole("status").filter({ hasText: "Pre-approval Request Submitted!" });
  await expect(thanks.first()).toBeFocused();
  await expect(
    form.locator("[data-sonner-toast]").filter({ hasText: "Pre-approval Request Submitted!" }),
  ).toBeVisible();
  // The call-back choice stands in the fields' place; the form comes back emptied for another.
  await form.getByRole("button", { name: "Send another message" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
});

/**
 * Holds the next page of `pattern` until the returned function is called: the page before stays
 * on screen meanwhile, its toast read at the test's pace however busy the machine (the form
 * leaves a second after its toast shows).
 */
async function holdNextPage(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    pattern,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return async () => {
    release();
    await page.waitForURL(pattern);
  };
}

/** The toast in `widget` that reads `title` and `description`. */
const toast = (widget: Locator, title: string, description: string) =>
  widget.getByRole("listitem").filter({ hasText: title }).filter({ hasText: description });

test("a new visitor takes a guide twice from /resources and receives the file", async ({
  page,
  browser,
}) => {
  const email = `kim.${Date.now()}@example.com`;
  const fileName = "first-home-buyers-complete-guide.pdf";
  const guide = page.locator('resource-download[lead-magnet="first-home-buyers-guide"]');

  await page.goto("/resources");
  // A guide shows its form as the visitor scrolls near it, as a visitor would.
  await guide.scrollIntoViewIfNeeded();
  await guide.getByLabel("Email Address").fill(email);
  await guide.getByLabel("Name (optional)").fill("Kim");
  const download = page.waitForEvent("download");
  const thankYou = `**/thank-you-download?file=${fileName}`;
  let leave = await holdNextPage(page, thankYou);
  await guide.getByRole("button", { name: "Download Now" }).click();
  // One toast with both lines, checked at once: it stays a second before the page leaves.
  await expect(
    toast(guide, "Thank you!", "Your information has been saved. Starting your download now..."),
  ).toBeVisible();
  await leave();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const saved = await file.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe("%PDF-");

  // The same person again, typed differently: their browser welcomes them back.
  await page.goto("/resources");
  await guide.scrollIntoViewIfNeeded();
  await guide.getByLabel("Email Address").fill(`  ${email.toUpperCase()} `);
  leave = await holdNextPage(page, thankYou);
  await guide.getByRole("button", { name: "Download Now" }).click();
  await expect(
    toast(
      guide,
      "Welcome back!",
      "We've updated your download count. Starting your download now...",
    ),
  ).toBeVisible();
  await leave();

  // Someone else's browser, giving the same address, learns nothing of it.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto(new URL("/resources", page.url()).href);
    const form = stranger.locator('resource-download[lead-magnet="first-home-buyers-guide"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Email Address").fill(email);
    const [answer] = await Promise.all([
      stranger.waitForResponse((r) => r.url().endsWith("/api/collect-lead")),
      form.getByRole("button", { name: "Download Now" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
    await expect(form.getByText("Thank you!")).toBeVisible();
  } finally {
    await other.close();
  }
});
