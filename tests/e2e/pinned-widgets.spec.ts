import { expect, type Page, test } from "@playwright/test";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { integrity, version } from "../fixtures/pinned-build";

// A marketer's landing page on another origin that pins a version and checks its integrity.
// The landing page is served from another origin on this machine by a server of its own (a
// routed page counts as public, and Chromium keeps public pages from loopback servers).
let hostBody = "";
let landing: ForeignHost;
test.beforeAll(async () => {
  landing = await startForeignHost(
    () =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Offer</title></head><body>${hostBody}</body></html>`,
    { hostname: "localhost" },
  );
});
test.afterAll(() => landing.close());

/** Opens the landing page with `body` pasted into it. */
async function openHostPage(page: Page, body: string): Promise<void> {
  hostBody = body;
  await page.goto(`${landing.origin}/offer`);
}

test("the pinned version is cached for a year and readable from any origin", async ({
  request,
}) => {
  const pinned = await request.get(`/widgets/${version}/standalone/debt-calculator.js`, {
    headers: { Origin: landing.origin },
  });
  expect(pinned.status()).toBe(200);
  expect(pinned.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(pinned.headers()["access-control-allow-origin"]).toBe("*");

  const alias = await request.get("/widgets/standalone/debt-calculator.js");
  expect(alias.headers()["cache-control"]).toBe(
    "public, max-age=300, stale-while-revalidate=86400",
  );
});

test("a standalone script pasted with its integrity hash shows the calculator", async ({
  page,
  baseURL,
}) => {
  await openHostPage(
    page,
    `<debt-calculator variant="slider"></debt-calculator>
     <script src="${baseURL}/widgets/${version}/standalone/debt-calculator.js"
       integrity="${integrity["standalone/debt-calculator.js"]}" crossorigin="anonymous"></script>`,
  );

  await expect(page.locator("debt-calculator").getByRole("slider").first()).toBeVisible();
});

test("the loader pasted with its integrity hash loads a form from the pinned version", async ({
  page,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await openHostPage(
    page,
    `<contact-form></contact-form>
     <script type="module" src="${baseURL}/widgets/${version}/loader.js"
       integrity="${integrity["loader.js"]}" crossorigin="anonymous"></script>`,
  );

  const form = page.locator("contact-form");
  await expect(form.getByRole("button").first()).toBeVisible();
  // The first view is on screen; the form's code comes when the visitor points at it.
  await form.hover();
  await expect
    .poll(() => requested.filter((path) => path.startsWith("/widgets/")))
    .toContain(`/widgets/${version}/contact-form.js`);
  const widgetFiles = requested.filter((path) => path.startsWith("/widgets/"));
  expect(widgetFiles).toContain(`/widgets/${version}/first-view/contact-form.js`);
  expect(widgetFiles.every((path) => path.startsWith(`/widgets/${version}/`))).toBe(true);
});

test("a script whose bytes do not match its integrity hash is refused", async ({
  page,
  baseURL,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  await openHostPage(
    page,
    `<debt-calculator></debt-calculator>
     <script src="${baseURL}/widgets/${version}/standalone/debt-calculator.js"
       integrity="${integrity["standalone/lead-form.js"]}" crossorigin="anonymous"></script>`,
  );

  await expect.poll(() => refused.join("\n")).toContain("integrity");
  expect(await page.evaluate(() => customElements.get("debt-calculator") === undefined)).toBe(true);
});
