import { readdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { wcagViolations } from "../fixtures/wcag";

// The main site as a new visitor meets it. Nothing may leave the machine: requests to other
// hosts (video, scheduler, referral and file-sharing links) are refused.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

const pages: [path: string, heading: RegExp][] = [
  ["/", /Found your next property\?/],
  ["/start-here", /Start Your Home-Buying Journey Here/],
  ["/about", /^About /],
  ["/schedule-call", /^Schedule a Call$/],
  ["/get-prequalified", /^We just need a few details$/],
  ["/2-percent-scheme", /Download Your Free 2% Deposit Offer Guide/],
  ["/thank-you-download?file=investment-property-checklist.pdf", /Thanks for Downloading/],
];

test("the sitemap and robots.txt are served", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/start-here</loc>");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("the hero's highlighted word changes every 2 seconds and wraps", async ({ page }) => {
  // Time moves only when the test says: on a busy machine the seconds a click or a check takes
  // would otherwise turn the word on their own.
  const start = new Date("2030-01-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/");
  const word = page.locator(".hero-word");
  const pause = page.getByRole("button", { name: "Pause the changing word" });
  // The page script shows the pause button when it starts the word's timer.
  await expect(pause).toBeVisible();
  await expect(word).toHaveText("Home Loan");
  await page.clock.runFor(2000);
  await expect(word).toHaveText("Refinance");
  await page.clock.runFor(2000);
  await expect(word).toHaveText("Home Loan");
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  await page.clock.runFor(6000);
  await expect(word).toHaveText("Home Loan");
});

test("a visitor opens the Services menu by mouse and it closes after the pointer leaves", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Services" }).hover();
  const refinance = nav.getByRole("link", { name: "Refinancing" });
  await expect(refinance).toBeVisible();
  await expect(refinance).toHaveAttribute("href", "/services/refinance-loans");
  await nav.getByRole("button", { name: "Locations" }).hover();
  await expect(refinance).toBeHidden();
  await expect(nav.getByRole("link", { name: "Coogee" })).toHaveAttribute(
    "href",
    "/mortgage-broker-coogee",
  );
  await page.mouse.move(600, 600);
  await expect(nav.getByRole("link", { name: "Coogee" })).toBeHidden();
});

test("a keyboard user walks the navbar into the Services and Locations menus", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Start Here" }).focus();
  await page.keyboard.press("Tab");
  const services = nav.getByRole("button", { name: "Services" });
  await expect(services).toBeFocused();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/services/home-loans");
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(services).toBeFocused();
  // Past the closed menu to Locations, then into it.
  await page.keyboard.press("Tab");
  const locations = nav.getByRole("button", { name: "Locations" });
  await expect(locations).toBeFocused();
  await expect(locations).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/mortgage-broker-bondi");
});

test("the mobile menu opens at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  await expect(about).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(about).toBeVisible();
  await menu.click();
  await expect(about).toBeHidden();
});

test("the FAQs keep one answer open at a time and close again", async ({ page }) => {
  await page.goto("/");
  const first = page.getByText("How much does a mortgage broker cost?");
  const second = page.getByText("How long does pre-approval take?");
  await first.click();
  await expect(page.getByText(/^Nothing upfront\./)).toBeVisible();
  await second.click();
  await expect(page.getByText(/^Usually 3-5 business days/)).toBeVisible();
  await expect(page.getByText(/^Nothing upfront\./)).toBeHidden();
  await second.click();
  await expect(page.getByText(/^Usually 3-5 business days/)).toBeHidden();
});

test("the suburb carousel moves by a card with its buttons", async ({ page }) => {
  await page.goto("/");
  const track = page.getByRole("list", { name: "Suburbs we serve" });
  const start = await track.evaluate((element) => element.scrollLeft);
  await page.getByRole("button", { name: "Next suburbs" }).click();
  await expect
    .poll(() => track.evaluate((element) => element.scrollLeft))
    .toBeGreaterThan(start + 100);
  await page.getByRole("button", { name: "Previous suburbs" }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(start + 10);
});

test("a stored dark theme leaves the site light", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("downloading the 2% guide opens it in a new tab and shows the toast", async ({
  page,
  context,
}) => {
  await page.goto("/2-percent-scheme");
  await expect(page.locator("canvas[data-particles]")).toHaveAttribute("data-state", "running");
  const tab = context.waitForEvent("page");
  await page.getByRole("link", { name: /Download Now/ }).click();
  await (await tab).close();
  const toast = page.getByRole("status").filter({ hasText: "🎊 Guide Downloaded!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/Call \d/);
});

test("the download thank-you page names the file and starts its download", async ({ page }) => {
  const download = page.waitForEvent("download");
  await page.goto("/thank-you-download?file=investment-property-checklist.pdf");
  expect((await download).suggestedFilename()).toBe("investment-property-checklist.pdf");
  await expect(page.getByText("Investment Property Checklist")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Again" })).toHaveAttribute(
    "href",
    "/downloads/investment-property-checklist.pdf",
  );
});

test("the download thank-you page refuses a file outside the catalogue", async ({ page }) => {
  await page.goto("/thank-you-download?file=..%2Fsecrets.txt");
  await expect(page.getByText("We could not find that file.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Again" })).toBeHidden();
});

test("a new visitor sends an enquiry from the home page's contact form and sees it arrived", async ({
  page,
}) => {
  await page.goto("/");
  // The element's code loads as it comes near the screen.
  await page.getByRole("region", { name: "Send Us an Enquiry" }).scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Enquiry form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter a message")).toBeVisible();

  await form.getByRole("textbox", { name: "Full Name" }).fill("Alex Renter");
  await form.getByRole("textbox", { name: "Email Address" }).fill("alex@example.com");
  await form.getByRole("textbox", { name: "Phone Number (optional)" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Your Message" }).fill("We hope to buy in Randwick.");
  const [stored] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/submit-lead")),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);

  expect(stored.status()).toBe(201);
  expect(stored.request().postDataJSON()).toMatchObject({ kind: "contact", source: "contact" });
  // The thanks in the form takes the focus; the toast says it too.
  const thanks = page.locator("contact-form [part=success]");
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText("A broker will reply within one business day.");
  const toast = page
    .locator("contact-form [data-sonner-toast]")
    .filter({ hasText: "Message Sent!" });
  await expect(toast).toBeVisible();
  // The call-back choice stands in the fields' place; the form comes back emptied for another.
  await expect(form.getByRole("button", { name: "Tomorrow, morning" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveCount(0);
  await form.getByRole("button", { name: "Send another message" }).click();
  await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
});

// Widgets whose code is part of the build; other tags on a page (elements still to come) stay
// plain, harmless tags and are not waited for.
const builtWidgets = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.includes("-"))
  .map((entry) => entry.name);

async function widgetsLoaded(page: Page) {
  await page.evaluate(async (built) => {
    const present = built.filter((tag) => document.querySelector(tag));
    // The loader shows a widget as it comes near the screen and runs it when the visitor
    // reaches for it, so each is brought there and pointed at in turn.
    for (const tag of present) {
      const element = document.querySelector(tag);
      element?.scrollIntoView();
      element?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
      await customElements.whenDefined(tag);
    }
    window.scrollTo(0, 0);
  }, builtWidgets);
}

// One load a page: what it answers, then, its widgets loaded, what axe finds.
for (const [path, heading] of pages) {
  test(`${path} answers 200 with its heading and has no WCAG A or AA violations`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await widgetsLoaded(page);
    await page.waitForLoadState("networkidle");
    // Let the hero's entrance finish so colours are checked as they settle.
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await wcagViolations(page)).toEqual([]);
  });
}
