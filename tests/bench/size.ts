/**
 * Reports what each widget costs a visitor, gzip-compressed: its entry module, the chunks it
 * imports statically (loaded with it), the chunks it imports dynamically (loaded later, such as the
 * chart), and its standalone script with the modules it loads; and, for each first view (each
 * form, each calculator variant), what a host page downloads before the visitor shows intent:
 * the loader (or the standalone script and the loader it imports) and the first-view module
 * (markup and styles); then checks the budgets in budgets.ts and exits with 1 when one is
 * exceeded. `npm run size` prints tables; `--json` prints JSON.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { viewModuleChoices } from "../../tooling/declared-widgets";
import { viewModuleFile } from "../../widgets/delivery/choices";
import { budgetTable, checkBudgets } from "./budgets";

const root = resolve(import.meta.dirname, "../../dist/widgets");
const pageAssets = resolve(import.meta.dirname, "../../dist/site/assets");
const deskAssets = resolve(import.meta.dirname, "../../dist/desk/assets");
const prePaintScript = resolve(import.meta.dirname, "../../dist/experiments/pre-paint.js");

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

// Minified output quotes module paths with ', " or a template literal's backtick.
const staticImport = /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const dynamicImport = /import\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]\s*\)/g;
// A standalone script imports modules by URLs built from its own address.
const scriptRelativeUrl = /new URL\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]/g;

function imports(file: string, pattern: RegExp): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(pattern)].map((m) => resolve(dirname(file), m[1] ?? ""));
}

/** Every file loaded with `entry` before it runs: its static import closure. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const next of imports(file, staticImport)) visit(next);
  };
  visit(entry);
  return seen;
}

const total = (files: Iterable<string>) => [...new Set(files)].reduce((sum, f) => sum + gzip(f), 0);

/**
 * A standalone script with what it loads before its element runs: the entry modules it imports
 * by URL (the loader) and their static chunks, and `more` (the element's module and its static
 * chunks, which the loader imports by a computed URL). A script that imports no entry carries
 * its element's code itself; the chunks it names are parts it imports later (the chat's panel).
 * Lazily loaded parts are not counted, as with the modules.
 */
function standaloneFiles(script: string, more: Iterable<string> = []): Set<string> {
  const entries = imports(script, scriptRelativeUrl).filter((file) => dirname(file) === root);
  if (entries.length === 0) return new Set([script]);
  const loaded = new Set([script, ...more]);
  for (const module of entries) {
    for (const file of staticClosure(module)) loaded.add(file);
  }
  return loaded;
}

/** What a host page downloads for one first view before the visitor's intent. */
export interface FirstViewSize {
  /** The tag and the attribute value the view is for ("" for none). */
  tag: string;
  value: string;
  /** loader.js and the first-view module. */
  module: number;
  /** The standalone script, the loader it imports and the first-view module. */
  standalone: number | null;
  /** Once the element runs: the above and the element's module with its static chunks. */
  moduleAfterIntent: number;
  standaloneAfterIntent: number | null;
}

function firstViewSizes(): FirstViewSize[] {
  return Object.entries(viewModuleChoices()).flatMap(([tag, [, values]]) =>
    values.map((value) => {
      const view = join(root, "first-view", `${viewModuleFile(tag, value)}.js`);
      if (!existsSync(view)) throw new Error(`${view} is missing: run \`npm run build\` first`);
      const script = join(root, "standalone", `${tag}.js`);
      const loader = staticClosure(join(root, "loader.js"));
      const element = staticClosure(join(root, `${tag}.js`));
      const standalone = existsSync(script) ? standaloneFiles(script) : null;
      return {
        tag,
        value,
        module: total([...loader, view]),
        standalone: standalone && total([...standalone, view]),
        moduleAfterIntent: total([...loader, view, ...element]),
        standaloneAfterIntent: standalone && total([...standalone, view, ...element]),
      };
    }),
  );
}

export interface WidgetSize {
  tag: string;
  entry: number;
  withStaticChunks: number;
  /** The entry and the static chunks no other widget loads: what this widget alone adds. */
  ownCode: number;
  lazyChunks: { file: string; gzip: number }[];
  standalone: number | null;
}

export function measure(): {
  loader: number;
  shared: { file: string; gzip: number }[];
  widgets: WidgetSize[];
  firstViews: FirstViewSize[];
  /** The page chrome's script, `dist/site/assets/shell-*.js` and its static imports: every page loads it. */
  pageScript: number;
  /** Behaviour of particular pages, each loaded only on pages with its markup. */
  pageParts: { file: string; gzip: number }[];
  /**
   * The experiments' pre-paint script (`/experiments.js` without the server's state), which a
   * page showing an experiment runs before its first paint; 0 when not built.
   */
  prePaint: number;
  /** The broker's desk: its entry script and the chunks it imports statically. */
  desk?: number;
} {
  if (!existsSync(root)) throw new Error("dist/widgets is missing: run `npm run build` first");
  const entries = readdirSync(root).filter((f) => f.endsWith(".js") && f !== "loader.js");
  const closures = new Map(entries.map((f) => [f, staticClosure(join(root, f))]));
  // Chunks that more than one widget loads statically: React and the shared primitives.
  const counts = new Map<string, number>();
  for (const closure of closures.values()) {
    for (const file of closure) counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  const widgets: WidgetSize[] = entries.map((f) => {
    const closure = closures.get(f) ?? new Set<string>();
    const lazy = new Set<string>();
    for (const file of closure) {
      for (const next of imports(file, dynamicImport)) if (!closure.has(next)) lazy.add(next);
    }
    const standalone = join(root, "standalone", f);
    return {
      tag: f.replace(/\.js$/, ""),
      entry: gzip(join(root, f)),
      withStaticChunks: [...closure].reduce((sum, file) => sum + gzip(file), 0),
      ownCode: [...closure]
        .filter((file) => counts.get(file) === 1)
        .reduce((sum, file) => sum + gzip(file), 0),
      lazyChunks: [...lazy]
        .filter((file) => existsSync(file))
        .flatMap((file) => [...staticClosure(file)].filter((c) => !closure.has(c)))
        .filter((file, i, all) => all.indexOf(file) === i)
        .map((file) => ({ file: relative(root, file), gzip: gzip(file) })),
      standalone: existsSync(standalone) ? total(standaloneFiles(standalone, closure)) : null,
    };
  });
  const shared = [...counts]
    .filter(([file, n]) => n > 1 && !entries.includes(relative(root, file)))
    .map(([file]) => ({ file: relative(root, file), gzip: gzip(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  // The chrome every page loads; a page's own behaviour (the home page's rotator, the strategy
  // page's checkout) comes in chunks of its own, on that page only, listed beside it.
  const pageFiles = existsSync(pageAssets)
    ? readdirSync(pageAssets).filter((f) => f.endsWith(".js"))
    : [];
  const shell = pageFiles.find((f) => f.startsWith("shell-"));
  const chrome = shell ? staticClosure(join(pageAssets, shell)) : new Set<string>();
  const pageScript = total(chrome);
  const pageParts = pageFiles
    .filter((f) => !chrome.has(join(pageAssets, f)))
    .map((file) => ({ file, gzip: gzip(join(pageAssets, file)) }));
  return {
    loader: total(staticClosure(join(root, "loader.js"))),
    shared,
    widgets,
    firstViews: firstViewSizes(),
    pageScript,
    pageParts,
    prePaint: existsSync(prePaintScript) ? gzip(prePaintScript) : 0,
    ...deskFigure(),
  };
}

/**
 * The desk's script on its first page: the entry `dist/desk/index.html` loads and its static
 * imports (a page loaded later, such as the report with its charts, is not counted).
 */
function deskFigure(): { desk?: number } {
  const html = join(deskAssets, "..", "index.html");
  if (!existsSync(html)) return {};
  const src = /<script type="module"[^>]* src="\/desk\/assets\/([^"]+)"/.exec(
    readFileSync(html, "utf8"),
  )?.[1];
  if (!src) throw new Error("dist/desk/index.html loads no module script");
  return { desk: total(staticClosure(join(deskAssets, src))) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What a host page downloads per first view, before and after the visitor's intent. */
export function firstViewTable(views: FirstViewSize[]): string[] {
  const label = (v: FirstViewSize) => {
    const attribute = viewModuleChoices()[v.tag]?.[0];
    return v.value ? `<${v.tag} ${attribute}="${v.value}">` : `<${v.tag}>`;
  };
  const width = Math.max(...views.map((v) => label(v).length));
  const cell = (n: number | null) => (n === null ? "-" : kb(n)).padStart(9);
  return [
    `${"first view (gzip)".padEnd(width)}  ${"loader: before".padStart(14)}  ${"after".padStart(9)}  ${"standalone: before".padStart(18)}  ${"after".padStart(9)}`,
    ...views.map(
      (v) =>
        `${label(v).padEnd(width)}  ${cell(v.module).padStart(14)}  ${cell(v.moduleAfterIntent)}  ${cell(v.standalone).padStart(18)}  ${cell(v.standaloneAfterIntent)}`,
    ),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const result = measure();
  const budgets = checkBudgets(result);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ ...result, budgets }, null, 2));
  } else {
    console.log(`loader.js                     ${kb(result.loader)} gzip`);
    console.log("shared chunks (loaded by more than one widget):");
    for (const c of result.shared) console.log(`  ${c.file.padEnd(40)} ${kb(c.gzip)}`);
    for (const w of result.widgets) {
      console.log(`${w.tag}:`);
      console.log(`  entry                       ${kb(w.entry)}`);
      console.log(`  entry + static chunks       ${kb(w.withStaticChunks)}`);
      console.log(`  own code (not shared)       ${kb(w.ownCode)}`);
      for (const c of w.lazyChunks) console.log(`  lazy ${c.file.padEnd(34)} ${kb(c.gzip)}`);
      if (w.standalone !== null) console.log(`  standalone                  ${kb(w.standalone)}`);
    }
    console.log(`page chrome script (shell)    ${kb(result.pageScript)}`);
    console.log(`experiments' pre-paint        ${kb(result.prePaint)} (pages with an experiment)`);
    if (result.desk !== undefined) console.log(`desk script (first page)      ${kb(result.desk)}`);
    console.log("");
    for (const line of firstViewTable(result.firstViews)) console.log(line);
    for (const p of result.pageParts) console.log(`  page part ${p.file.padEnd(30)} ${kb(p.gzip)}`);
    console.log("");
    for (const line of budgetTable(budgets)) console.log(line);
  }
  const failed = budgets.filter((line) => !line.pass);
  if (failed.length > 0) {
    console.error(`\n${failed.length} of ${budgets.length} size budgets exceeded.`);
    process.exitCode = 1;
  }
}
