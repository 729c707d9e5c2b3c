/**
 * `npm run bench:touch`: how fast a visitor's first tap is answered on a phone as most ad clicks
 * arrive. Chromium with the CPU slowed 4× and the network at 1.6 Mbps down, 750 kbps up, 150 ms
 * round trip (CDP), 390 × 844, touch. For each element (`./touch-targets.ts`) on a page of
 * another origin (`tests/fixtures/foreign-host.ts`, with the loader or the element's standalone
 * script) and on our pages that carry it, served by a freshly started built server
 * (`npm run build` first), each run in a fresh browser context: open the page, wait until the
 * element's first view is on screen, wait 1.5 s more, tap. Reported, median of the runs:
 * - tap → answer: from the tap's `pointerdown` to the first frame that shows its answer (a new
 *   row, a moved slider, a form's invalid fields or busy state, an open dialog or panel);
 * - INP: the longest interaction the Event Timing API reported (`event` entries);
 * - the bytes the browser received before the host page's `load` event, and before the tap.
 * Prints a markdown table and writes it to tests/bench/results/touch.md. A benchmark, not a
 * test: it reports, and fails only when it could not measure.
 *
 *   npm run bench:touch -- --runs 3 --only calculator --dist /tmp/dist-before
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { type ForeignHost, startForeignHost } from "../fixtures/foreign-host";
import { median } from "./pages-report";
import { startBuiltServer } from "./server";
import { type TouchTarget, touchTargets } from "./touch-targets";

const root = resolve(import.meta.dirname, "../..");
const resultsFile = join(import.meta.dirname, "results", "touch.md");
/** How long after the first view is on screen the visitor taps. */
const TAP_AFTER_MS = 1500;
/** A tap not answered within this is reported as unanswered. */
const ANSWER_TIMEOUT_MS = 4000;
const KBPS = 1000 / 8;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1600 * KBPS,
  uploadThroughput: 750 * KBPS,
};

interface Run {
  /** Null: no answer within ANSWER_TIMEOUT_MS. */
  answerMs: number | null;
  inpMs: number;
  bytesBeforeLoad: number;
  bytesBeforeTap: number;
}

// Installed in every page before its own scripts: the longest interaction, and the tap's time.
const observeInteractions = `
  window.__inp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pointerdown", (event) => { window.__tapAt ??= event.timeStamp; }, true);
`;

function parseArgs(argv: string[]): { runs: number; only: string; dist: string } {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const runs = Number(value("--runs") ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number ≥ 1");
  return {
    runs,
    only: value("--only") ?? "",
    dist: resolve(value("--dist") ?? join(root, "dist")),
  };
}

function hostPage(ours: string, target: TouchTarget): string {
  const script =
    target.setup === "loader"
      ? `<script type="module" src="${ours}/widgets/loader.js"></script>`
      : `<script src="${ours}/widgets/standalone/${target.tag}.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${script}</head>
<body><h1>Clear your debts</h1><p>Compare what you pay now with one loan.</p>
${target.page}</body></html>`;
}

/** The point to tap, in the viewport. */
async function tapPoint(page: Page, target: TouchTarget): Promise<{ x: number; y: number }> {
  const { tap } = target;
  if ("exitThroughTop" in tap) return { x: 200, y: 2 };
  if ("css" in tap) {
    const box = await page.locator(tap.css).first().boundingBox();
    if (!box) throw new Error(`${tap.css} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  const element = page.locator(target.tag).getByRole(tap.role, { name: tap.name }).first();
  await element.scrollIntoViewIfNeeded();
  // A slider is tapped on its track, `at` of the way along.
  const box = await (tap.role === "slider" ? element.locator("xpath=..") : element).boundingBox();
  if (!box) throw new Error(`${tap.role} ${tap.name ?? ""} is not on screen`);
  return { x: box.x + box.width * (tap.at ?? 0.5), y: box.y + box.height / 2 };
}

/** Starts watching `probe`; resolves once it is armed. The answer lands in `window.__answerAt`. */
async function armAnswer(page: Page, probe: string): Promise<void> {
  await page.evaluate(`(() => {
    const probe = () => (${probe});
    const before = probe();
    window.__answerAt = undefined;
    window.__tapAt = undefined;
    const frame = () => {
      if (probe() !== before) window.__answerAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
}

async function act(page: Page, target: TouchTarget, at: { x: number; y: number }): Promise<void> {
  if (!("exitThroughTop" in target.tap)) return page.touchscreen.tap(at.x, at.y);
  await page.evaluate(`(() => {
    window.__tapAt = performance.now();
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientX: 200, clientY: 2, relatedTarget: null }),
    );
  })()`);
}

async function measureOnce(browser: Browser, url: string, target: TouchTarget): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // Our pages' policy refuses the string expressions this script evaluates in them.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    const received: { at: number; bytes: number }[] = [];
    let loadAt = Number.POSITIVE_INFINITY;
    cdp.on("Network.loadingFinished", (event) =>
      received.push({ at: event.timestamp, bytes: event.encodedDataLength }),
    );
    cdp.on("Page.loadEventFired", (event) => {
      loadAt = event.timestamp;
    });
    await cdp.send("Page.enable");
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The visitor scrolls to the element (its host box holds the first view's room).
    if (target.scrollY !== undefined) await page.evaluate(`scrollTo(0, ${target.scrollY})`);
    else if ("role" in target.tap && target.tag !== "broker-chat") {
      await page.locator(target.tag).first().scrollIntoViewIfNeeded();
    }
    await page.waitForFunction(target.ready, undefined, { timeout: 30_000, polling: 100 });
    await page.waitForTimeout(TAP_AFTER_MS);
    const at = await tapPoint(page, target);
    await armAnswer(page, target.probe);
    const bytesBeforeTap = received.reduce((sum, item) => sum + item.bytes, 0);
    await act(page, target, at);
    const answered = await page
      .waitForFunction("window.__answerAt !== undefined", undefined, {
        timeout: ANSWER_TIMEOUT_MS,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    // Event Timing entries are reported after the frame that follows the event.
    await page.waitForTimeout(200);
    const { tapAt, answerAt, inp } = (await page.evaluate(
      "({ tapAt: window.__tapAt, answerAt: window.__answerAt, inp: window.__inp })",
    )) as { tapAt?: number; answerAt?: number; inp: number };
    if (tapAt === undefined) throw new Error("the tap did not reach the page");
    return {
      answerMs: answered && answerAt !== undefined ? answerAt - tapAt : null,
      inpMs: inp,
      bytesBeforeLoad: received
        .filter((item) => item.at <= loadAt)
        .reduce((sum, item) => sum + item.bytes, 0),
      bytesBeforeTap,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function row(target: TouchTarget, runs: Run[], errors: string[]): string {
  const where =
    target.setup === "ours" ? `ours \`${target.page}\`` : `other origin, ${target.setup}`;
  if (runs.length === 0) return `| ${where} | ${target.name} | failed: ${errors[0]} | | | |`;
  const answers = runs.map((run) => run.answerMs ?? Number.POSITIVE_INFINITY);
  const shown = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)}` : "none");
  const spread = `${shown(Math.min(...answers))}–${shown(Math.max(...answers))}`;
  return `| ${where} | ${target.name} | ${shown(median(answers))} (${spread}) | ${Math.round(
    median(runs.map((run) => run.inpMs)),
  )} | ${kb(median(runs.map((run) => run.bytesBeforeLoad)))} | ${kb(
    median(runs.map((run) => run.bytesBeforeTap)),
  )} |`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const targets = touchTargets.filter((target) =>
    `${target.setup} ${target.name}`.includes(options.only),
  );
  // Another build (`--dist`, a copy of an earlier dist/) can be measured to compare.
  const startServer = () =>
    startBuiltServer({ DIST_DIR: options.dist }, [], join(options.dist, "server/server.js"));
  let server = await startServer();
  let currentPage = "";
  const host: ForeignHost = await startForeignHost(() => currentPage);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[] = [];
  let failed = false;
  try {
    let done = 0;
    for (const target of targets) {
      const runs: Run[] = [];
      const errors: string[] = [];
      for (let run = 1; run <= options.runs; run++) {
        done++;
        console.error(`[${done}/${targets.length * options.runs}] ${target.setup} ${target.name}`);
        // A server that went away (on a busy machine) is started again.
        if (!(await fetch(`${server.base}/api/health`).catch(() => undefined))?.ok) {
          console.error("the server stopped; starting it again");
          await server.stop();
          server = await startServer();
        }
        currentPage = hostPage(server.base, target);
        const url =
          target.setup === "ours" ? `${server.base}${target.page}` : `${host.origin}/landing`;
        try {
          runs.push(await measureOnce(browser, url, target));
        } catch (error) {
          errors.push(
            error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error),
          );
        }
      }
      if (runs.length === 0) failed = true;
      rows.push(row(target, runs, errors));
    }
  } finally {
    await browser.close();
    await host.close();
    await server.stop();
  }
  const report = [
    `# First tap, median of ${options.runs} run${options.runs === 1 ? "" : "s"}`,
    "",
    `${new Date().toISOString()}; Chromium ${chromium.name()}, CPU 4× slower, 1.6 Mbps down / 750 kbps up / 150 ms, 390 × 844 touch; tap ${TAP_AFTER_MS} ms after the first view is on screen. Tap → answer in ms (min–max); INP in ms; KB received before the host's load event and before the tap.`,
    "",
    "| page | tap → answer | tap → answer, ms | INP, ms | KB before load | KB before tap |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
  mkdirSync(join(resultsFile, ".."), { recursive: true });
  writeFileSync(resultsFile, report);
  console.log(report);
  console.error(`Written to ${relative(root, resultsFile)}`);
  if (failed) process.exitCode = 1;
}

await main();
