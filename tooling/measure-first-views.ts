/**
 * Measures how tall each element that holds room in the page renders at every column width
 * from 280 to 1,440 px, and writes the steps into its declaration (`delivery.room.heights` of
 * `widgets/<tag>/declaration.ts`, `./declared-heights.ts`), from which the build gives them to
 * the loader and the standalone scripts to reserve (`widgets/delivery/reserve.ts`). Run it
 * after a build whenever a form's or the calculator's look changes:
 * `npm run build && tsx tooling/measure-first-views.ts` (starts the built server on a free port).
 * `tests/e2e/reserved-size.spec.ts` fails when a declaration's heights no longer match what
 * renders.
 *
 * Each element is rendered once, by its module, in a column whose width is then stepped: every
 * 8 px, then pixel by pixel wherever the height changed within a step, waiting two frames at
 * each width so what the element lays out itself (the calculator's one-line rows) has settled.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { withHeights } from "./declared-heights";
import { reservedKeys } from "./declared-widgets";

const MIN_WIDTH = 280;
const MAX_WIDTH = 1440;
const STEP = 8;
/** Height differences a reserve may leave (px): within it, steps are merged. */
const TOLERANCE = 2;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** What an element needs besides its key to show its first view. */
function attributesOf(key: string): string {
  const [tag, choice] = key.split(" ");
  if (choice) return `${tag === "lead-form" ? "mode" : "variant"}="${choice}"`;
  return tag === "resource-download" ? `lead-magnet="first-home-buyers-guide"` : "";
}

async function heightAt(page: Page, width: number): Promise<number> {
  return page.evaluate(
    (w) =>
      new Promise<number>((resolve) => {
        (document.getElementById("column") as HTMLElement).style.width = `${w}px`;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              Math.ceil(
                (
                  document.getElementById("column") as HTMLElement
                ).firstElementChild?.getBoundingClientRect().height ?? 0,
              ),
            ),
          ),
        );
      }),
    width,
  );
}

async function measure(page: Page, origin: string, key: string): Promise<number[]> {
  const tag = key.split(" ")[0] as string;
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="margin:0">
<div id="column"><${tag} ${attributesOf(key)}></${tag}></div>
<script type="module" src="${origin}/widgets/${tag}.js"></script></body></html>`,
  );
  await page.waitForFunction(
    (name) =>
      (document.querySelector(name) as unknown as Record<symbol, unknown>)[
        Symbol.for("ebw.widget.ready")
      ] === true,
    tag,
  );
  const heights = new Map<number, number>();
  const at = async (width: number) => {
    if (!heights.has(width)) heights.set(width, await heightAt(page, width));
    return heights.get(width) as number;
  };
  for (let width = MIN_WIDTH; width <= MAX_WIDTH; width += STEP) {
    const previous = width - STEP;
    if (previous >= MIN_WIDTH && (await at(previous)) !== (await at(width)))
      for (let between = previous + 1; between < width; between++) await at(between);
    else await at(width);
  }
  // Steps: how far past the previous step's width a height starts, then how much it differs
  // from the previous height (differences are shorter to ship than figures); a change of
  // `TOLERANCE` px or less from the height held is no step.
  const steps: number[] = [];
  let [lastWidth, lastHeight] = [0, 0];
  for (const width of [...heights.keys()].sort((a, b) => a - b)) {
    const height = heights.get(width) as number;
    if (steps.length > 0 && Math.abs(height - lastHeight) <= TOLERANCE) continue;
    steps.push(width - lastWidth, height - lastHeight);
    [lastWidth, lastHeight] = [width, height];
  }
  return steps;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn("node", ["dist/server/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "ebw-measure-")),
  },
  stdio: "ignore",
});
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 300) throw new Error("the built server did not start (run `npm run build`)");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: MAX_WIDTH + 40, height: 900 } });
  // Per tag, each view's steps ("" the default), in its declaration's order.
  const measured = new Map<string, Record<string, number[]>>();
  for (const key of reservedKeys()) {
    const steps = await measure(page, origin, key);
    const [tag = "", value = ""] = key.split(" ");
    measured.set(tag, { ...measured.get(tag), [value]: steps });
    console.log(`${key}: ${steps.length / 2} steps`);
  }
  await browser.close();
  const files = [...measured].map(([tag, heights]) => {
    const file = `widgets/${tag}/declaration.ts`;
    writeFileSync(file, withHeights(readFileSync(file, "utf8"), heights));
    return file;
  });
  spawnSync("npx", ["biome", "format", "--write", ...files], { stdio: "inherit" });
} finally {
  server.kill();
}
