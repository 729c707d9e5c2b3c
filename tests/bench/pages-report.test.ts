import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  discoverPages,
  markdownTable,
  median,
  medianRun,
  type PageToMeasure,
  parseOptions,
  type RunFigures,
} from "./pages-report";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function siteWith(files: string[]): string {
  const site = mkdtempSync(join(tmpdir(), "bench-site-"));
  dirs.push(site);
  for (const file of files) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), file.endsWith(".json") ? '{"main":{},"debt":{}}' : "<h1></h1>");
  }
  return site;
}

const pages: PageToMeasure[] = [
  { site: "main", path: "/debtconsol" },
  { site: "main", path: "/privacy" },
  { site: "debt", path: "/" },
  { site: "debt", path: "/debtconsol" },
];

describe("the pages the Lighthouse bench measures", () => {
  it("finds every page file of both sites, and no not-found page", () => {
    const site = siteWith([
      "routes.json",
      "main/debtconsol/index.html",
      "main/privacy/index.html",
      "main/404.html",
      "main/services/404.html",
      "debt/index.html",
      "debt/debtconsol/index.html",
      "debt/404.html",
    ]);

    expect(discoverPages(site)).toEqual(pages);
  });

  it("measures every page, three runs, mobile and desktop by default", () => {
    expect(parseOptions([], pages)).toEqual({
      pages,
      runs: 3,
      formFactors: ["mobile", "desktop"],
    });
  });

  it("limits pages (on both sites), runs and form factor when asked", () => {
    const options = parseOptions(
      ["--pages", "/debtconsol,/", "--runs", "1", "--form-factor", "mobile"],
      pages,
    );

    expect(options).toEqual({
      pages: [pages[0], pages[2], pages[3]],
      runs: 1,
      formFactors: ["mobile"],
    });
  });

  it("refuses a page the build lacks, a bad run count or form factor, naming the problem", () => {
    expect(() => parseOptions(["--pages", "/nope"], pages)).toThrow(/\/nope.*pages: \/debtconsol/);
    expect(() => parseOptions(["--runs", "0"], pages)).toThrow(/--runs/);
    expect(() => parseOptions(["--form-factor", "tablet"], pages)).toThrow(/--form-factor/);
    expect(() => parseOptions(["--page", "/"], pages)).toThrow();
  });
});

describe("the bench's table", () => {
  const run = (performance: number, lcp: number): RunFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    seoFailures: [],
    fcp: 1200,
    lcp,
    tbt: 150,
    cls: 0.01,
    jsBytes: 2048,
  });

  it("takes the median of each figure across the runs", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianRun([run(90, 2500), run(70, 1900), run(80, 3100)])).toMatchObject({
      performance: 80,
      lcp: 2500,
    });
  });

  it("writes one row per page and form factor, and the reason of each failed run", () => {
    const table = markdownTable([
      {
        page: pages[0] as PageToMeasure,
        formFactor: "mobile",
        runs: 3,
        median: run(88, 2100),
        errors: [],
      },
      {
        page: pages[2] as PageToMeasure,
        formFactor: "desktop",
        runs: 1,
        median: null,
        errors: ["NO_FCP: The page did not paint any content."],
      },
      {
        page: pages[1] as PageToMeasure,
        formFactor: "mobile",
        runs: 1,
        median: { ...run(100, 1000), seo: 66, seoFailures: ["is-crawlable"] },
        errors: [],
      },
    ]).split("\n");

    expect(table[0]).toBe(
      "| site | page | form factor | runs | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | JS |",
    );
    expect(table[2]).toBe(
      "| main | /debtconsol | mobile | 3/3 | 88 | 100 | 96 | 100 | 1.2 s | 2.1 s | 150 ms | 0.010 | 2.0 KB |",
    );
    expect(table[3]).toMatch(/^\| debt \| \/ \| desktop \| 0\/1 \| failed \|/);
    expect(table[4]).toContain("| 66 (fails is-crawlable) |");
    expect(table).toContain("- debt / desktop: NO_FCP: The page did not paint any content.");
  });
});
