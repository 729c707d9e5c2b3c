import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "/work/wt/site/tests/chromium.mjs";
const [,, path, out, w, h, scroll] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
await page.goto("http://127.0.0.1:8262" + path);
await page.waitForTimeout(2500);
if (scroll) { await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll); await page.waitForTimeout(500); }
await page.screenshot({ path: out });
await browser.close();
