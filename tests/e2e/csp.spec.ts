import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { POLICY_MESSAGE, policyProblems, reportPolicyViolations } from "./policy";

// What only a visitor's action brings, under the server's Content-Security-Policy: the chat, the
// modal lead form, the exit offer, a failed send's toast, a video and a map, each opened once
// per site that has it, with every widget on the page taken over first. Any violation (the
// page's `securitypolicyviolation` events, Chromium's "Refused to …" console messages, a header
// it cannot read) fails the page it happened on. Every page as it loads, with its widgets, is
// held to the same policy by layout.spec.ts's sweep.

const SITES = { main: "", debt: "subdomain=debt" } as const;
type Site = keyof typeof SITES;

/** The pages that have, between them, everything a site opens on a visitor's action. */
const PAGES: Record<Site, string[]> = {
  main: ["/debtconsol", "/locations/bondi"],
  debt: ["/debtconsol"],
};

const addressOf = (site: Site, path: string) => (SITES[site] ? `${path}?${SITES[site]}` : path);

let context: BrowserContext;
let page: Page;
const problems: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL });
  // Nothing leaves the machine; a refused frame or pixel is not a policy violation.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await context.addInitScript(reportPolicyViolations);
  page = await context.newPage();
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) problems.push(message.text());
  });
});

test.afterAll(() => context?.close());

/** Scrolls each widget of the page into view and waits until its own code runs it. */
async function bringWidgetsToLife(): Promise<void> {
  const tags = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("body *")].map((el) => el.localName)),
  ]);
  for (const tag of tags.filter((name) => name.includes("-"))) {
    for (const element of await page.locator(tag).all()) {
      await element.scrollIntoViewIfNeeded();
      // Taken over: its constructed stylesheet adopted, the pre-rendered <style> gone.
      await expect
        .poll(() =>
          element.evaluate(
            (el) =>
              (el.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0 &&
              !el.shadowRoot?.querySelector("style[data-ebw-prerendered]"),
          ),
        )
        .toBe(true);
    }
  }
}

const opened: Record<Site, Set<string>> = { main: new Set(), debt: new Set() };

/** Opens the chat, the modal lead form and the exit offer, each the first time a site has it. */
async function openEach(site: Site): Promise<void> {
  const once = opened[site];
  const chatButton = page.getByRole("button", { name: "Chat with us" });
  if (!once.has("chat") && (await chatButton.count())) {
    once.add("chat");
    await chatButton.click();
    const chat = page.getByRole("dialog", { name: /from/ });
    await expect(chat).toBeVisible();
    // Closed again, or it would reopen by itself on the next page.
    await chat.getByRole("button", { name: /close/i }).first().click();
    await expect(chat).toBeHidden();
  }
  const modalOpener = page.locator("[data-open-lead-form]").first();
  if (!once.has("modal") && (await modalOpener.count()) && (await modalOpener.isVisible())) {
    once.add("modal");
    await modalOpener.click();
    const form = page.getByRole("dialog").filter({ has: page.getByRole("textbox") });
    await expect(form.first()).toBeVisible();
    await page.keyboard.press("Escape");
  }
  if (!once.has("exit") && (await page.locator("exit-intent").count())) {
    once.add("exit");
    await page.evaluate(async () => {
      await customElements.whenDefined("exit-intent");
      document.querySelector("exit-intent")?.show();
    });
    await expect(page.getByRole("dialog", { name: "Not Ready to Book a Call?" })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  const inlineForm = page.locator('lead-form[mode="inline"]').first();
  if (!once.has("toast") && (await inlineForm.count())) {
    once.add("toast");
    // A send that fails shows the toaster, whose library brings a stylesheet of its own.
    await page.route("**/api/submit-lead", (route) =>
      route.fulfill({ status: 503, json: { ok: false, error: "unavailable", message: "Down." } }),
    );
    await inlineForm.getByLabel("Your Name").fill("Jane Citizen");
    await inlineForm.getByLabel("Phone Number").fill("0400 111 222");
    await inlineForm.getByLabel("How much debt do you have?").selectOption({ index: 1 });
    await inlineForm.getByRole("button", { name: "See My Potential Savings" }).click();
    await expect(page.getByText("There was a problem sending your message.")).toBeVisible();
    await page.unroute("**/api/submit-lead");
  }
  for (const [facade, name] of [
    ["button[data-video-id]", "video"],
    ["button[data-map-show]", "map"],
  ] as const) {
    const button = page.locator(facade).first();
    if (!once.has(name) && (await button.count()) && (await button.isVisible())) {
      once.add(name);
      await button.click();
      await expect(page.locator("iframe").first()).toBeAttached();
    }
  }
}

for (const site of Object.keys(SITES) as Site[]) {
  for (const path of PAGES[site]) {
    test(`${site} ${path}, its widgets and what a visitor opens run within the Content-Security-Policy`, async () => {
      problems.length = 0;
      const response = await page.goto(addressOf(site, path));
      expect(policyProblems(response?.headers()["content-security-policy"] ?? "")).toEqual([]);
      await bringWidgetsToLife();
      await openEach(site);
      expect(problems).toEqual([]);
    });
  }
}

test("the pages above opened the chat, the forms, the exit offer, a toast, a video and a map", () => {
  expect([...opened.main].sort()).toEqual(["chat", "exit", "map", "modal", "toast", "video"]);
  expect([...opened.debt].sort()).toEqual(["exit", "modal", "toast", "video"]);
});
