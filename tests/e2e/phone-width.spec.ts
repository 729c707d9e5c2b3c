import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { discoverPages } from "../bench/pages-report";

// Every page the build wrote, on both sites.
const pages = discoverPages(join(import.meta.dirname, "../../dist/site"));

test.use({ viewport: { width: 390, height: 844 } });

// A page wider than the phone is shown zoomed out (a phone widens its layout to fit, up to four
// times), with tiny text, a sideways scroll, and every widget on it counted as on screen.
test("no page of either site is wider than a phone", async ({ page }) => {
  test.setTimeout(pages.length * 5_000);
  expect(pages.length).toBeGreaterThan(50);
  const tooWide: string[] = [];
  for (const { site, path } of pages) {
    await page.goto(`${path}${site === "debt" ? "?subdomain=debt" : ""}`, { waitUntil: "load" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${site} ${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});
