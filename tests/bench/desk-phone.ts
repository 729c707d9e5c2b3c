/**
 * The part of `npm run bench:desk` that opens the inbox on a mid-range phone with 100,000 leads:
 * the built server on an embedded store holding them (`seededInbox`), Chromium at 390 × 844
 * with touch, the CPU slowed 4× and the network at 1.6 Mbps down, 750 kbps up and 150 ms round
 * trip (CDP, as `bench:touch`), signed in by the session's cookie. Each load is a fresh browser
 * context (nothing cached, no service worker yet: the first visit, the slowest), timed from the
 * navigation's start to the frame that shows the first lead's row.
 */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { seededInbox } from "./seeded-inbox";

/** The first row on the phone, at p95 of the loads. */
export const PHONE_FIRST_ROW_BUDGET_MS = 1500;

const KBPS = 1000 / 8;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1600 * KBPS,
  uploadThroughput: 750 * KBPS,
};
const CPU_SLOWDOWN = 4;

// Installed before the desk's own scripts: when the first lead's row is in a painted frame.
const watchFirstRow = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector("li[data-lead-id]")) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstRow = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ??
  Number.NaN;

/** Times `loads` first loads of the inbox; resolves to the report's line and whether in budget. */
export async function benchPhoneInbox(loads: number): Promise<{ line: string; ok: boolean }> {
  const { server, token, stop } = await seededInbox();
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const origin = server.base.replace("127.0.0.1", "localhost");
      const times: number[] = [];
      for (let load = 0; load < loads; load++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        try {
          await context.addCookies([{ name: "desk-session", value: token, url: origin }]);
          await context.addInitScript(watchFirstRow);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", NETWORK);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          await page.goto(`${origin}/desk`, { waitUntil: "commit" });
          await page.waitForFunction(() => "__firstRow" in window, null, { timeout: 60_000 });
          times.push(
            Math.round(
              await page.evaluate(() => (window as { __firstRow?: number }).__firstRow ?? 0),
            ),
          );
        } finally {
          await context.close();
        }
      }
      const p95 = percentile(times, 95);
      const ok = p95 <= PHONE_FIRST_ROW_BUDGET_MS;
      return {
        ok,
        line: `The inbox with 100,000 leads on a mid-range phone (CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps, 150 ms), first visit, navigation to its first row (${times.length} loads): p50 ${percentile(times, 50)} ms, p95 ${p95} ms, max ${Math.max(...times)} ms (budget ${PHONE_FIRST_ROW_BUDGET_MS} ms at p95)${ok ? "" : "  OVER"}.`,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await stop();
  }
}
