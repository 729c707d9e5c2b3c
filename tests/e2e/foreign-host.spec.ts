import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";

/*
 * The widgets pasted into another site's page: the host page is served from a second origin (a
 * server of this test on a free port), the widget scripts and the API from ours. Every address a
 * widget shows or goes to by default must be ours, not the host's.
 */

let hostSite: ForeignHost;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  hostSite = await startForeignHost((path) => pages.get(path));
});

test.afterAll(() => hostSite.close());

async function hostPage(
  page: Page,
  baseURL: string | undefined,
  body: string,
  tag: string,
  build: "module" | "standalone" = "module",
) {
  const ours = new URL(baseURL ?? "").origin;
  const script =
    build === "module"
      ? `<script type="module" src="${ours}/widgets/${tag}.js"></script>`
      : `<script src="${ours}/widgets/standalone/${tag}.js"></script>`;
  pages.set(
    "/landing",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title></head>
<body><main>${body}</main>${script}</body></html>`,
  );
  pages.set("/thanks-from-us", "<!doctype html><title>Thanks</title>");
  await page.goto(`${hostSite.origin}/landing`);
  return { ours, host: hostSite.origin };
}

/** Fills a debt lead form (on the page or in a dialog) as a visitor would. */
async function fillDebtLead(form: Locator) {
  await form.getByLabel("Your Name").fill("Jordan Lee");
  await form.getByLabel("Phone Number").fill("0400 123 456");
  await form.getByLabel("How much debt do you have?").selectOption("$10,000 - $30,000");
}

/** Fills and sends a debt lead form; resolves with our API's answer to it. */
async function sendDebtLead(form: Locator, ours: string) {
  await fillDebtLead(form);
  const [stored] = await Promise.all([
    form.page().waitForResponse((response) => response.url() === `${ours}/api/submit-lead`),
    form.getByRole("button", { name: "See My Potential Savings" }).click(),
  ]);
  return stored;
}

test("a resource download on another site links our privacy policy and downloads in place", async ({
  page,
  baseURL,
}) => {
  const { ours, host } = await hostPage(
    page,
    baseURL,
    `<resource-download lead-magnet="first-home-buyers-guide"></resource-download>`,
    "resource-download",
  );
  const widget = page.locator("resource-download");
  await expect(widget.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    `${ours}/privacy`,
  );
  const popups: Page[] = [];
  page.context().on("page", (opened) => popups.push(opened));

  await widget.getByLabel("Email Address").fill(`kim.${Date.now()}@example.com`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    widget.getByRole("button", { name: "Download Now" }).click(),
  ]);

  expect(download.url()).toBe(`${ours}/downloads/first-home-buyers-complete-guide.pdf`);
  expect(download.suggestedFilename()).toBe("first-home-buyers-complete-guide.pdf");
  await expect(widget.getByText("Your download is starting")).toBeFocused();
  await expect(widget.getByRole("link", { name: "Download the file" })).toHaveAttribute(
    "href",
    `${ours}/downloads/first-home-buyers-complete-guide.pdf`,
  );
  expect(page.url()).toBe(`${host}/landing`);
  expect(popups).toEqual([]);
});

test("a lead form on another site with no redirect stays and thanks in place", async ({
  page,
  baseURL,
}) => {
  const { ours, host } = await hostPage(page, baseURL, "<lead-form></lead-form>", "lead-form");
  const widget = page.locator("lead-form");
  await expect(widget.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    `${ours}/privacy`,
  );

  const stored = await sendDebtLead(widget, ours);

  expect(stored.status()).toBe(201);
  await expect(widget.getByRole("status")).toBeFocused();
  await expect(widget.getByRole("status")).toContainText("We've received your details");
  expect(page.url()).toBe(`${host}/landing`);
});

test("a lead form on another site given a redirect goes there, on the host's site", async ({
  page,
  baseURL,
}) => {
  const { host } = await hostPage(
    page,
    baseURL,
    `<lead-form redirect="/thanks-from-us"></lead-form>`,
    "lead-form",
  );
  const widget = page.locator("lead-form");
  await fillDebtLead(widget);

  await widget.getByRole("button", { name: "See My Potential Savings" }).click();

  await page.waitForURL(`${host}/thanks-from-us`);
});

test("a contact form on another site links our privacy policy", async ({ page, baseURL }) => {
  const { ours } = await hostPage(page, baseURL, "<contact-form></contact-form>", "contact-form");
  await expect(
    page.locator("contact-form").getByRole("link", { name: "Privacy Policy" }),
  ).toHaveAttribute("href", `${ours}/privacy`);
});

test("a calculator on another site links our home page and its call to action thanks in place", async ({
  page,
  baseURL,
}) => {
  const { ours, host } = await hostPage(
    page,
    baseURL,
    "<debt-calculator></debt-calculator>",
    "debt-calculator",
  );
  const calculator = page.locator("debt-calculator");
  await expect(calculator.getByRole("link", { name: "Eastside" })).toHaveAttribute(
    "href",
    `${ours}/`,
  );

  await calculator.getByRole("button", { name: "Start Saving Today!" }).click();
  const dialog = calculator.getByRole("dialog", { name: "Contact Us To Start Saving" });
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    `${ours}/privacy`,
  );
  const stored = await sendDebtLead(dialog, ours);

  expect(stored.status()).toBe(201);
  await expect(dialog.getByRole("status")).toContainText("We've received your details");
  expect(page.url()).toBe(`${host}/landing`);
});

test("a calculator pasted with its standalone script links our home page", async ({
  page,
  baseURL,
}) => {
  const { ours } = await hostPage(
    page,
    baseURL,
    `<debt-calculator></debt-calculator>`,
    "debt-calculator",
    "standalone",
  );
  await expect(
    page.locator("debt-calculator").getByRole("link", { name: "Eastside" }),
  ).toHaveAttribute("href", `${ours}/`);
});

for (const build of ["module", "standalone"] as const) {
  test(`the exit offer on another site sends the visitor to our calculator by default, with its ${build} script`, async ({
    page,
    baseURL,
  }) => {
    const { ours } = await hostPage(
      page,
      baseURL,
      "<exit-intent></exit-intent>",
      "exit-intent",
      build,
    );
    const offer = page.locator("exit-intent");
    await page.waitForFunction(() => customElements.get("exit-intent") !== undefined);
    await offer.evaluate((element) => (element as HTMLElement & { show(): void }).show());

    await expect(offer.getByRole("link", { name: "Try the Calculator Now" })).toHaveAttribute(
      "href",
      `${ours}/debt-calculator`,
    );
  });
}
