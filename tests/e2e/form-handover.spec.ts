import { expect, type Page, type Response, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { type FormTag, fill, forms, functionOf } from "./host-pages";

/*
 * A marketer's page with four forms, as a visitor uses it: one form sent, then the next, and so
 * on down the page. Each form's first view (shown by the loader, no React) must become one
 * working form, whatever was sent before it; and a form whose code never arrives says so and is
 * still sent, by the view itself, to our function: never to the host page, never in an address,
 * and the visitor stays where they are.
 */

const body = `<h1>Compare your options</h1>
<lead-form mode="inline"></lead-form>
<p>Already know what you want?</p>
<preapproval-form></preapproval-form>
<p>Any questions?</p>
<contact-form></contact-form>
<p>Read first.</p>
<resource-download lead-magnet="first-home-buyers-guide"></resource-download>`;

let hostSite: ForeignHost;
/** Every request the host site received. */
const hostRequests: string[] = [];

test.beforeAll(async () => {
  hostSite = await startForeignHost((path) => {
    hostRequests.push(path);
    return pages.get(path);
  });
});
test.afterAll(() => hostSite.close());

const pages = new Map<string, string>();

function hostPage(ours: string, embedding: "loader" | "standalone"): string {
  const scripts =
    embedding === "loader"
      ? `<script type="module" src="${ours}/widgets/loader.js" blocking="render"></script>`
      : forms.map((tag) => `<script src="${ours}/widgets/standalone/${tag}.js"></script>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Offer</title>${scripts}</head>
<body><main>${body}</main></body></html>`;
}

/** How many `<form>`s the element shows. */
const formsIn = (page: Page, tag: FormTag) =>
  page.locator(tag).evaluate((element) => element.shadowRoot?.querySelectorAll("form").length);

/**
 * The visitor's browser says Save-Data: nothing is warmed, so each form's code arrives only when
 * the visitor turns to it, after the forms before it were sent (as on a slow phone, where the
 * page's own load is late too).
 */
const saveData = () =>
  Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: "4g" }),
  });

function watch(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  return errors;
}

// How the forms are taken over does not hang on the screen's width (with Save-Data nothing is
// warmed as it nears the viewport): each embedding is walked once, the loader on a phone and the
// standalone scripts on a desktop, so both sizes are still walked.
const widthOf = { loader: 390, standalone: 1280 } as const;

for (const embedding of ["loader", "standalone"] as const) {
  const width = widthOf[embedding];
  test(`four forms on another site (${embedding}, ${width} px), each taken over only when the visitor turns to it: each one sent after the one before is one form, and its lead is stored once`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    await page.setViewportSize({ width, height: 844 });
    const errors = watch(page);
    await page.addInitScript(saveData);
    hostRequests.length = 0;
    pages.set("/offer", hostPage(ours, embedding));
    await page.goto(`${hostSite.origin}/offer`);

    for (const tag of forms) {
      const widget = page.locator(tag);
      await widget.scrollIntoViewIfNeeded();
      const { send, fields } = fill[tag];
      await fields(widget);
      const answers: Response[] = [];
      const counted = (response: Response) => {
        if (new URL(response.url()).pathname === functionOf(tag)) answers.push(response);
      };
      page.on("response", counted);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url() === `${ours}${functionOf(tag)}`),
        widget.getByRole("button", { name: send }).click(),
      ]);
      expect(answer.status(), `${tag} stored its lead`).toBeLessThan(300);
      if (tag === "resource-download") {
        await expect(widget.getByText("Your download is starting")).toBeVisible();
      } else {
        await expect(widget.getByRole("status").first()).toBeVisible();
      }
      page.off("response", counted);
      expect(answers, `${tag} sent its lead once`).toHaveLength(1);
      expect(await formsIn(page, tag)).toBeLessThanOrEqual(1);
    }

    for (const tag of forms) expect(await formsIn(page, tag)).toBeLessThanOrEqual(1);
    expect(page.url()).toBe(`${hostSite.origin}/offer`);
    expect(hostRequests.filter((path) => path !== "/favicon.ico")).toEqual(["/offer"]);
    expect(errors).toEqual([]);
  });

  test(`with their code blocked (${embedding}), each form says so with the broker's phone and a retry, and still sends its lead to our function without leaving the page`, async ({
    page,
    baseURL,
  }) => {
    const ours = new URL(baseURL ?? "").origin;
    let blocked = true;
    await page.route(
      (url) => forms.some((tag) => url.href === `${ours}/widgets/${tag}.js`),
      (route) => (blocked ? route.abort("blockedbyclient") : route.continue()),
    );
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as { widgetErrors?: string[] }).widgetErrors = heard;
      document.addEventListener("widget-error", (event) =>
        heard.push((event as CustomEvent<{ tag: string }>).detail.tag),
      );
    });
    pages.set("/offer", hostPage(ours, embedding));
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
    });

    for (const tag of forms) {
      hostRequests.length = 0;
      posted.length = 0;
      await page.goto(`${hostSite.origin}/offer`);
      const widget = page.locator(tag);
      await widget.scrollIntoViewIfNeeded();
      await fill[tag].fields(widget);
      // Told at once, with another way to reach the broker.
      const notice = widget.getByRole("status").filter({ hasText: "could not load" });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: "0400 000 000" })).toHaveAttribute(
        "href",
        /^tel:/,
      );
      await expect(notice.getByRole("button", { name: "Try again" })).toBeVisible();
      expect(
        await page.evaluate(() => (window as { widgetErrors?: string[] }).widgetErrors),
      ).toContain(tag);
      expect(await formsIn(page, tag)).toBe(1);

      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url() === `${ours}${functionOf(tag)}`),
        widget.getByRole("button", { name: fill[tag].send }).click(),
      ]);
      expect(answer.status(), `${tag}: stored`).toBeLessThan(300);
      // What the visitor typed is in the body, not in the address.
      expect(answer.url()).not.toMatch(/example\.com|0400|Jordan|Sam|Alex/);
      if (tag === "resource-download") {
        await expect(widget.getByText("Your download is starting")).toBeVisible();
      } else {
        await expect(widget.getByRole("status")).toContainText(/Thank|Sent|Submitted/);
      }
      expect(page.url()).toBe(`${hostSite.origin}/offer`);
      expect(posted.filter((path) => path !== "/api/events")).toEqual([functionOf(tag)]);
      expect(hostRequests.filter((path) => path !== "/favicon.ico")).toEqual(["/offer"]);
    }

    // Unblocked, "Try again" brings the form's code, which takes the view over.
    await page.goto(`${hostSite.origin}/offer`);
    const widget = page.locator("contact-form");
    await widget.scrollIntoViewIfNeeded();
    await widget.getByLabel("Full Name").fill("Alex Chen");
    const retry = widget.getByRole("button", { name: "Try again" });
    await expect(retry).toBeVisible();
    blocked = false;
    // Taken over in place: the markup is the view's own again, so no mismatch is reported.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await retry.click();
    await page.waitForFunction(() => customElements.get("contact-form") !== undefined);
    await expect(widget.getByText("could not load")).toHaveCount(0);
    await expect(widget.getByLabel("Full Name")).toHaveValue("Alex Chen");
    expect(await formsIn(page, "contact-form")).toBe(1);
    expect(warnings).toEqual([]);
  });
}

test("the lead form pre-rendered on our own page, with scripts off, is sent to our form function and thanks the visitor", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/debtconsol");
  const widget = page.locator("lead-form").first();
  await widget.scrollIntoViewIfNeeded();
  await fill["lead-form"].fields(widget);
  const [posted] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === "/api/form-post"),
    widget.getByRole("button", { name: fill["lead-form"].send }).click(),
  ]);
  expect(posted.method()).toBe("POST");
  expect((await posted.response())?.status()).toBe(303);
  await page.waitForURL("**/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});
