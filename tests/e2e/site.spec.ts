import { expect, test } from "@playwright/test";

test.describe("the two sites", () => {
  test("a visitor reads the privacy policy on the main site with the main navigation", async ({
    page,
  }) => {
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/privacy/i);
    await expect(page.getByText("25 November 2026")).toBeVisible();
    await expect(page.getByRole("navigation").first()).toContainText("Start Here");
  });

  test("?subdomain=debt serves the debt site's privacy page with the debt footer", async ({
    page,
  }) => {
    await page.goto("/privacy?subdomain=debt");
    await expect(page.getByText("25 November 2026")).toBeVisible();
    await expect(page.getByText("Start Here")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(String(new Date().getFullYear()));
    // On a local host the query chose the site, so the site's own links carry it along.
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy?subdomain=debt",
    );
  });

  test("a request for host debt.localhost gets the debt site", async ({ request, baseURL }) => {
    const port = new URL(baseURL ?? "").port;
    const debt = await request.get(`http://127.0.0.1:${port}/privacy`, {
      headers: { Host: `debt.localhost:${port}` },
    });
    expect(debt.status()).toBe(200);
    const debtHtml = await debt.text();
    expect(debtHtml).toContain("25 November 2026");
    expect(debtHtml).not.toContain("Start Here");

    const main = await request.get(`http://127.0.0.1:${port}/privacy`);
    expect(await main.text()).toContain("Start Here");
  });

  test("a browser on debt.localhost sees the debt site", async ({ page, baseURL }) => {
    const port = new URL(baseURL ?? "").port;
    await page.goto(`http://debt.localhost:${port}/privacy`);
    await expect(page.getByText("25 November 2026")).toBeVisible();
    await expect(page.getByText("Start Here")).toHaveCount(0);
  });

  test("a path under /privacy/ still shows the privacy policy", async ({ page }) => {
    const response = await page.goto("/privacy/anything/here");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("25 November 2026")).toBeVisible();
  });

  test("an unknown path answers 404 with the not-found page on both sites", async ({ page }) => {
    for (const [path, home] of [
      ["/no-such-page", "/"],
      ["/no-such-page?subdomain=debt", "/?subdomain=debt"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("link", { name: /return to home/i })).toHaveAttribute(
        "href",
        home,
      );
    }
  });

  test("the health check answers while the lead store is reachable", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
