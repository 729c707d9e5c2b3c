import { expect, type Page, test } from "@playwright/test";
import { leadMagnets, locations, services, suburbContent } from "../../src/content";
import { wcagViolations } from "../fixtures/wcag";

// The catalogue pages as a visitor meets them on the built site served by the real server.

/** Outside hosts cannot be reached here: answer for them so clicks that open them complete. */
async function fakeOutsideHosts(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(www\.openstreetmap\.org|referral\.example\.com)\//, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<title>outside</title><p>outside page</p>",
      }),
    );
}

const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const locationHeading = (slug: string, name: string) =>
  slug === "rose-bay" ? suburbContent["rose-bay"].h1 : `Mortgage Broker ${name}`;

const routes: [path: string, heading: string][] = [
  ["/services", "Our Home Loan Services"],
  ...services.map((s): [string, string] => [`/services/${s.slug}`, s.h1]),
  ["/locations", "Our Service Areas"],
  ...locations.flatMap((l): [string, string][] => [
    [`/mortgage-broker-${l.slug}`, locationHeading(l.slug, l.name)],
    [`/locations/${l.slug}`, locationHeading(l.slug, l.name)],
  ]),
  ["/resources", "Free Resources"],
];

test.describe("catalogue routes", () => {
  test("every services, locations and resources page answers 200 with its heading", async ({
    request,
  }) => {
    expect(routes).toHaveLength(39);
    for (const [path, heading] of routes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const h1s = [...(await response.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(
        (match) => decode((match[1] ?? "").replace(/<[^>]+>/g, "")),
      );
      expect(h1s, path).toEqual([heading]);
    }
  });

  test("an unknown service answers 404 with 'Service not found' and a way back", async ({
    page,
  }) => {
    const response = await page.goto("/services/crypto-loans");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  for (const path of ["/locations/atlantis", "/mortgage-broker-atlantis"]) {
    test(`${path} answers 404 with 'Location Not Found', the slug asked for and every area`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location Not Found");
      await expect(page.locator("[data-requested-slug]")).toHaveText("atlantis");
      const main = page.getByRole("main");
      for (const location of locations) {
        await expect(main.getByRole("link", { name: location.name, exact: true })).toHaveAttribute(
          "href",
          `/mortgage-broker-${location.slug}`,
        );
      }
    });
  }
});

test.describe("a visitor on a service page", () => {
  test("opens one FAQ at a time, and can close it again", async ({ page }) => {
    await page.goto("/services/first-home-buyer");
    const faqs = page.locator("details.faq");
    const first = services.find((s) => s.slug === "first-home-buyer")?.faqs ?? [];
    await page.getByText(first[0]?.q ?? "", { exact: true }).click();
    await expect(page.getByText(first[0]?.a ?? "", { exact: true })).toBeVisible();
    await page.getByText(first[1]?.q ?? "", { exact: true }).click();
    await expect(page.getByText(first[1]?.a ?? "", { exact: true })).toBeVisible();
    await expect(page.getByText(first[0]?.a ?? "", { exact: true })).toBeHidden();
    await expect(faqs.and(page.locator("[open]"))).toHaveCount(1);
    await page.getByText(first[1]?.q ?? "", { exact: true }).click();
    await expect(faqs.and(page.locator("[open]"))).toHaveCount(0);
  });

  test("reaches the referral page in a new tab from 'Get a Free Refinance Review'", async ({
    page,
  }) => {
    await fakeOutsideHosts(page);
    await page.goto("/services/refinance-loans");
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("link", { name: /Get a Free Refinance Review/ })
      .first()
      .click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/referral\.example\.com\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a visitor on a suburb page", () => {
  test("sees no map until asking for it, then gets the map of the suburb", async ({ page }) => {
    await fakeOutsideHosts(page);
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("openstreetmap")) mapRequests.push(request.url());
    });
    await page.goto("/mortgage-broker-coogee");
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the map" }).click();
    const map = page.frameLocator('iframe[title="Map of Coogee NSW 2034"]');
    await expect(map.getByText("outside page")).toBeVisible();
    expect(mapRequests[0]).toContain("marker=-33.9205,151.2555");
  });

  test("the Rose Bay page leads on to the Coogee page", async ({ page }) => {
    await page.goto("/mortgage-broker-rose-bay");
    await page.getByRole("link", { name: suburbContent["rose-bay"].internalLink.text }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Broker Coogee");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a suburb page offers the map as a plain link, with no button that would do nothing", async ({
    page,
  }) => {
    await page.goto("/mortgage-broker-bondi");
    await expect(page.getByRole("button", { name: "Show the map" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-33\.8915&mlon=151\.2767/,
    );
  });

  test("the resources page lets a visitor request each download by e-mail", async ({ page }) => {
    await page.goto("/resources");
    for (const magnet of leadMagnets) {
      await expect(
        page.getByRole("link", { name: `E-mail us to request it – ${magnet.title}` }),
      ).toHaveAttribute("href", /^mailto:/);
    }
  });
});

const axePages = [
  "/services",
  "/services/refinance-loans",
  "/locations",
  "/mortgage-broker-bondi",
  "/mortgage-broker-rose-bay",
  "/resources",
  "/services/crypto-loans",
  "/locations/atlantis",
];

for (const path of axePages) {
  test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test("a suburb page with an FAQ open and the map shown has no WCAG A or AA violations", async ({
  page,
}) => {
  await fakeOutsideHosts(page);
  await page.goto("/mortgage-broker-maroubra");
  await page.locator("details.faq summary").first().click();
  await page.getByRole("button", { name: "Show the map" }).click();
  await expect(page.locator("iframe.map-iframe")).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});
