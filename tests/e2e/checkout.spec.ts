import { expect, type Page, test } from "@playwright/test";
import { defaultConfig } from "../../src/config";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe";
import { freePort } from "../fixtures/free-port";
import { holdRequests } from "../fixtures/held-requests";
import { wcagViolations } from "../fixtures/wcag";
import { type OwnServer, startOwnServer } from "./own-server";

// The suite's own server has no payment key (checkout not configured). A second built server,
// started here, has a key and talks to a fake of the provider on 127.0.0.1; its own address is
// its configured site (`SITE_ORIGIN`), the only place checkout sends a visitor back to.
let provider: FakeStripe;
let paid: OwnServer;
let paidOrigin = "";

test.beforeAll(async () => {
  // Starting a server (and its embedded store) takes a while on a busy machine.
  test.setTimeout(120_000);
  provider = await startFakeStripe();
  // The server must know its own origin before it starts: a port chosen here.
  const port = await freePort();
  paid = await startOwnServer(
    "checkout",
    {
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: provider.secretKey,
      STRIPE_API_BASE: provider.url,
    },
    port,
  );
  paidOrigin = paid.origin;
});

test.afterAll(async () => {
  await paid?.stop();
  await provider?.close();
});

test.beforeEach(() => provider.recover());

/** The page's own checkout button (the navbar may carry another); its label changes. */
const bookButton = (page: Page) => page.getByRole("main").locator("button[data-checkout]").first();

test("a visitor on /strategy books the session and lands on the provider's checkout page", async ({
  page,
}) => {
  await page.goto(`${paidOrigin}/strategy?utm_source=google&utm_campaign=spring&gclid=Cj0KCQ`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your 90-Minute Mortgage Strategy Session",
  );
  await expect(page.getByText("$297", { exact: true })).toBeVisible();

  // Hold the request so the processing state can be seen.
  const request = await holdRequests(page, "**/api/create-checkout-session");
  const button = bookButton(page);
  await expect(button).toHaveText("Book My Session");
  await button.click();
  await expect(button).toHaveText("Processing...");
  await expect(button).toBeDisabled();
  request.release();

  await page.waitForURL(`${provider.url}/c/pay/**`);
  await expect(page.getByRole("heading", { name: "Fake checkout" })).toBeVisible();
  const session = provider.sessions.at(-1);
  expect(page.url()).toBe(session?.url);
  expect(session?.success_url).toBe(
    `${paidOrigin}/thank-you-strategy?session_id={CHECKOUT_SESSION_ID}`,
  );
  expect(session?.cancel_url).toBe(`${paidOrigin}/strategy`);
  expect(session?.metadata).toMatchObject({
    utm_source: "google",
    utm_campaign: "spring",
    gclid: "Cj0KCQ",
  });
});

test("a visitor who presses Book My Session before the page's checkout code has arrived goes to pay", async ({
  page,
}) => {
  const code = await holdRequests(page, /\/assets\/checkout-[^/]+\.js$/);
  await page.goto(`${paidOrigin}/strategy`, { waitUntil: "domcontentloaded" });
  await expect.poll(() => code.asked).toBe(true);
  const sessionsBefore = provider.sessions.length;
  await bookButton(page).click();
  code.release();

  await page.waitForURL(`${provider.url}/c/pay/**`);
  expect(provider.sessions).toHaveLength(sessionsBefore + 1);
});

test("a visitor sees the 'Payment Error' toast when the provider fails, and can try again", async ({
  page,
}) => {
  // Time moves only when the test says: on a busy machine the toast's four seconds could
  // otherwise run out between its checks.
  const start = new Date("2030-01-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${paidOrigin}/strategy`);
  provider.fail(500);

  const button = bookButton(page);
  await button.click();

  const toast = page.getByRole("alert").filter({ hasText: "Payment Error" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    "There was a problem setting up the payment. Please try again.",
  );
  await expect(button).toHaveText("Book My Session");
  await expect(button).toBeEnabled();
  await page.clock.runFor(4_000);
  await expect(toast).toHaveCount(0);

  provider.recover();
  await button.click();
  await page.waitForURL(`${provider.url}/c/pay/**`);
});

test("a visitor sees the 'Payment Error' toast when the server has no payment key", async ({
  page,
}) => {
  await page.goto("/strategy");

  await bookButton(page).click();

  const toast = page.getByRole("alert").filter({ hasText: "Payment Error" });
  await expect(toast).toBeVisible();
  await expect(bookButton(page)).toBeEnabled();
  // Keyboard and screen-reader users carry on from the button they pressed, not the page's top.
  await expect(bookButton(page)).toBeFocused();
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toHaveCount(0);
  expect(page.url()).toMatch(/\/strategy$/);
});

test("after paying, /thank-you-strategy asks the visitor to book the call", async ({ page }) => {
  const response = await page.goto("/thank-you-strategy?session_id=cs_test_123");
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Your Payment!");
  await expect(page.getByText(/book your call/)).toBeVisible();
  await expect(page.getByText("A receipt for your payment has been sent")).toBeVisible();
  const reschedule = page.getByText("Need to reschedule?");
  await expect(reschedule.getByRole("link", { name: defaultConfig.phoneDisplay })).toHaveAttribute(
    "href",
    `tel:${defaultConfig.phoneTel}`,
  );
  await expect(reschedule.getByRole("link", { name: defaultConfig.email })).toHaveAttribute(
    "href",
    `mailto:${defaultConfig.email}`,
  );
  const book = page.getByRole("link", { name: /Book a Call Now/ });
  await expect(book).toHaveAttribute("href", defaultConfig.strategyBookingUrl);
  await expect(book).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Return to Strategy" })).toHaveAttribute(
    "href",
    "/strategy",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

// Its "Payment Error" toast, shown, is checked at a phone's and a desktop's width in
// accessibility.spec.ts.
test("/strategy has no WCAG A or AA violations", async ({ page }) => {
  await page.goto("/strategy");
  expect(await wcagViolations(page)).toEqual([]);
});

test("/thank-you-strategy has no WCAG A or AA violations", async ({ page }) => {
  await page.goto("/thank-you-strategy");
  expect(await wcagViolations(page)).toEqual([]);
});
