/**
 * The parts of `npm run bench:pages` that involve no browser: which pages exist, the command-line
 * options, medians of the runs and the markdown table.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import type { Site } from "../../src/site";

export type FormFactor = "mobile" | "desktop";
export const FORM_FACTORS: readonly FormFactor[] = ["mobile", "desktop"];

export interface PageToMeasure {
  site: Site;
  path: string;
}

/**
 * Every page of both sites in a build: the sites routes.json names (both when it is missing), and
 * in each site every page file (`<path>/index.html`); not-found pages are not pages.
 */
export function discoverPages(siteDir: string): PageToMeasure[] {
  const manifest = join(siteDir, "routes.json");
  const sites = (
    existsSync(manifest)
      ? Object.keys(JSON.parse(readFileSync(manifest, "utf8")))
      : ["main", "debt"]
  ).filter((site): site is Site => site === "main" || site === "debt");
  return sites.flatMap((site) => {
    const pagesDir = join(siteDir, site);
    if (!existsSync(pagesDir)) return [];
    return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
      .map((file) => {
        const dir = relative(pagesDir, join(pagesDir, file, ".."))
          .split(sep)
          .join("/");
        return { site, path: dir ? `/${dir}` : "/" };
      })
      .sort((a, b) => a.path.localeCompare(b.path));
  });
}

export interface BenchOptions {
  pages: PageToMeasure[];
  runs: number;
  formFactors: FormFactor[];
}

const USAGE =
  "usage: npm run bench:pages -- [--pages /debt-calculator,/debtconsol] [--runs 3] [--form-factor mobile|desktop]";

/** The options from the command line, checked against the pages the build has. */
export function parseOptions(argv: string[], available: PageToMeasure[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: "string" },
      runs: { type: "string", default: "3" },
      "form-factor": { type: "string" },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"\n${USAGE}`);
  }
  const formFactor = values["form-factor"];
  if (formFactor !== undefined && !FORM_FACTORS.includes(formFactor as FormFactor)) {
    throw new Error(`--form-factor must be mobile or desktop, got "${formFactor}"\n${USAGE}`);
  }
  let pages = available;
  if (values.pages !== undefined) {
    const wanted = values.pages
      .split(",")
      .map((path) => path.trim())
      .filter(Boolean);
    const known = new Set(available.map((page) => page.path));
    const unknown = wanted.filter((path) => !known.has(path));
    if (unknown.length > 0 || wanted.length === 0) {
      throw new Error(
        `--pages names no page of the build: ${unknown.join(", ") || "(empty)"}; pages: ${[...known].join(", ")}`,
      );
    }
    pages = available.filter((page) => wanted.includes(page.path));
  }
  return {
    pages,
    runs,
    formFactors: formFactor ? [formFactor as FormFactor] : [...FORM_FACTORS],
  };
}

/** What one Lighthouse run reports: scores 0–100, times in ms, JavaScript in bytes sent. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The SEO audits the page failed (a `noindex` page fails `is-crawlable`, on purpose). */
  seoFailures: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianRun(runs: RunFigures[]): RunFigures {
  const of = (key: Exclude<keyof RunFigures, "seoFailures">) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    seoFailures: [...new Set(runs.flatMap((run) => run.seoFailures))].sort(),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    jsBytes: of("jsBytes"),
  };
}

export interface PageResult {
  page: PageToMeasure;
  formFactor: FormFactor;
  runs: number;
  median: RunFigures | null;
  /** Why runs failed, when any did. */
  errors: string[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The results as a markdown table, one row per page and form factor, then the reason of every
 * failed run.
 */
export function markdownTable(results: PageResult[]): string {
  const columns = [
    "site",
    "page",
    "form factor",
    "runs",
    "Performance",
    "Accessibility",
    "Best Practices",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "JS",
  ];
  const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  const lines = [row(columns), row(columns.map(() => "---"))];
  const failures: string[] = [];
  for (const { page, formFactor, runs, median: m, errors } of results) {
    const lead = [page.site, page.path, formFactor, `${runs - errors.length}/${runs}`];
    for (const error of errors)
      failures.push(`- ${page.site} ${page.path} ${formFactor}: ${error}`);
    lines.push(
      row(
        m
          ? [
              ...lead,
              Math.round(m.performance),
              Math.round(m.accessibility),
              Math.round(m.bestPractices),
              m.seoFailures.length > 0
                ? `${Math.round(m.seo)} (fails ${m.seoFailures.join(", ")})`
                : Math.round(m.seo),
              seconds(m.fcp),
              seconds(m.lcp),
              `${Math.round(m.tbt)} ms`,
              m.cls.toFixed(3),
              `${(m.jsBytes / 1024).toFixed(1)} KB`,
            ]
          : [...lead, ...columns.slice(lead.length).map(() => "failed")],
      ),
    );
  }
  return [...lines, ...(failures.length ? ["", "Failed runs:", ...failures] : [])].join("\n");
}
