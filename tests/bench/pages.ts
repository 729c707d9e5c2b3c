/**
 * `npm run bench:pages`: Lighthouse on every page of both sites, served by a freshly started
 * built server (`npm run build` first), mobile (Lighthouse's default: a mid-range phone with
 * simulated throttling) and desktop, three runs each. Prints a markdown table of the median
 * figures and writes it to tests/bench/results/pages.md. A benchmark, not a test: it reports
 * and fails only when it could not measure.
 *
 *   npm run bench:pages -- --pages /debt-calculator,/debtconsol --runs 1 --form-factor mobile
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { chromiumLaunchOptions } from "../chromium.mjs";
import {
  discoverPages,
  type FormFactor,
  markdownTable,
  medianRun,
  type PageResult,
  type PageToMeasure,
  parseOptions,
  type RunFigures,
} from "./pages-report";
import { startBuiltServer } from "./server";

const root = resolve(import.meta.dirname, "../..");
const resultsFile = join(import.meta.dirname, "results", "pages.md");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`no ${id} score`);
    return value * 100;
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} figure`);
    return value;
  };
  const summary = lhr.audits["resource-summary"]?.details;
  const items = summary?.type === "table" ? summary.items : [];
  const scripts = items.find((item) => item.resourceType === "script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    seoFailures: (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: Number(scripts?.transferSize ?? 0),
  };
}

const urlOf = (base: string, page: PageToMeasure) =>
  `${base}${page.path}${page.site === "debt" ? "?subdomain=debt" : ""}`;

async function main() {
  const options = parseOptions(process.argv.slice(2), discoverPages(join(root, "dist/site")));
  if (options.pages.length === 0) throw new Error("dist/site has no pages: run `npm run build`");

  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const results: PageResult[] = [];
  let version = "";
  try {
    const total = options.pages.length * options.formFactors.length * options.runs;
    let done = 0;
    for (const formFactor of options.formFactors) {
      for (const page of options.pages) {
        const runs: RunFigures[] = [];
        const errors: string[] = [];
        for (let run = 1; run <= options.runs; run++) {
          done++;
          console.error(`[${done}/${total}] ${formFactor} ${page.site} ${page.path} run ${run}`);
          try {
            const lhr = await measure(urlOf(server.base, page), formFactor, chrome.port);
            version = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`;
            runs.push(figuresOf(lhr));
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error));
          }
        }
        results.push({
          page,
          formFactor,
          runs: options.runs,
          median: runs.length > 0 ? medianRun(runs) : null,
          errors,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const report = [
    `# Lighthouse, median of ${options.runs} run${options.runs === 1 ? "" : "s"} per page`,
    "",
    `${new Date().toISOString()}; ${version}. Mobile: Lighthouse's default (simulated throttling); desktop: its desktop preset. JS: bytes of script sent (compressed).`,
    "",
    markdownTable(results),
    "",
  ].join("\n");
  mkdirSync(join(resultsFile, ".."), { recursive: true });
  writeFileSync(resultsFile, report);
  console.log(report);
  console.error(`Written to ${relative(root, resultsFile)}`);
  if (results.some((result) => result.median === null)) process.exitCode = 1;
}

async function measure(url: string, formFactor: FormFactor, port: number): Promise<Result> {
  const outcome = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!outcome) throw new Error("Lighthouse returned no result");
  const { lhr } = outcome;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

await main();
