/**
 * The gzip budgets `npm run size` holds the build to, and the check itself, kept apart from the
 * measuring so the rule can be tested on made-up figures.
 */

const KB = 1024;

export const BUDGETS = {
  /**
   * loader.js: it now also shows first views, holds what is pressed in them, points their forms
   * at our form function (a form sent before, or without, its code is still heard), and warms
   * a seen widget's code once the page has loaded and is idle, and loads the page's lead forms
   * while a lead an earlier page could not deliver waits to be sent (about 80 bytes: a lead is
   * worth more). It also runs as a classic script (a tag manager's custom HTML: its own address
   * from a stack trace, everything inside a function) and serves every element whatever order
   * the standalone scripts and the loader were pasted in (about 200 bytes together), and holds
   * each form's and calculator variant's measured height at every column width from 280 to
   * 1,440 px (each declaration's `delivery.room.heights`, about 450 bytes), so nothing moves in a
   * column of any width. A view whose code failed to load imports `first-view/fallback.js`, which
   * says so and sends its form by `fetch` (about 50 bytes here; the file itself loads only then).
   */
  loader: 4 * KB,
  /**
   * What a host page downloads for an element with a first view before its module is warmed
   * (after the page's `load` event and in idle time, `widgets/delivery/idle.ts`) or wanted: the loader
   * (or the standalone script and the loader it imports) and the first view's markup and styles.
   */
  beforeWarmUp: 15 * KB,
  beforeWarmUpByTag: { "debt-calculator": 25 * KB } as Record<string, number>,
  /** An element's own code: its entry and the chunks no other element loads with it. */
  ownCode: 12 * KB,
  /** Tags allowed more than `ownCode`. */
  ownCodeByTag: { "debt-calculator": 20 * KB } as Record<string, number>,
  /** Every chunk more than one element loads, together. */
  sharedTogether: 100 * KB,
  standalone: 120 * KB,
  /**
   * What a page loads before the visitor's intent for elements whose first view is plain DOM:
   * the entry with its static chunks, and the standalone script with what it loads. The popup's
   * module grew past 5 KB by the few dozen bytes that keep it working on pages whose globals
   * were changed by old libraries (own-key loops, no AMD `define`).
   */
  plainBeforeIntent: { "broker-chat": 3 * KB, "exit-intent": 5.25 * KB } as Record<string, number>,
  /**
   * The page chrome's script (`dist/site/assets/shell-*.js`): it keeps the corner buttons off
   * what a visitor must read or press, and a visit's first and last touch. Its parts (the funnel's
   * counting, a page's own behaviour) load as chunks of their own with no preload helper
   * (`tooling/page-bundle.ts`); the experiments' pre-paint script is apart (`/experiments.js`).
   */
  pageScript: 4 * KB,
  /**
   * The broker's desk: its entry script with the chunks it imports statically, all a phone must
   * fetch before the inbox's first rows. Every other page (a lead, settings, people, the audit,
   * the report, signing in) and the service worker's registration load after them
   * (`desk/lazy-pages.tsx`).
   */
  desk: 90 * KB,
};

export type Budgets = typeof BUDGETS;

/** The figures the budgets are about, in gzip bytes. */
export interface BudgetFigures {
  loader: number;
  shared: { gzip: number }[];
  widgets: { tag: string; ownCode: number; standalone: number | null; withStaticChunks?: number }[];
  /** Per first view (tag and attribute value): before warm-up, with the loader and standalone. */
  firstViews?: { tag: string; value: string; module: number; standalone: number | null }[];
  pageScript: number;
  /** The desk's entry script with its static imports; absent when the desk is not built. */
  desk?: number;
}

export interface BudgetLine {
  name: string;
  figure: number;
  budget: number;
  pass: boolean;
}

/** One line per budget, in the order the report prints them. */
export function checkBudgets(figures: BudgetFigures, budgets: Budgets = BUDGETS): BudgetLine[] {
  const line = (name: string, figure: number, budget: number): BudgetLine => ({
    name,
    figure,
    budget,
    pass: figure <= budget,
  });
  return [
    line("loader.js", figures.loader, budgets.loader),
    ...figures.widgets.map((w) =>
      line(`${w.tag} own code`, w.ownCode, budgets.ownCodeByTag[w.tag] ?? budgets.ownCode),
    ),
    line(
      "shared chunks together",
      figures.shared.reduce((sum, chunk) => sum + chunk.gzip, 0),
      budgets.sharedTogether,
    ),
    ...figures.widgets.flatMap((w) =>
      w.standalone === null
        ? []
        : [line(`standalone/${w.tag}.js`, w.standalone, budgets.standalone)],
    ),
    ...figures.widgets.flatMap((w) => {
      const budget = budgets.plainBeforeIntent[w.tag];
      if (budget === undefined) return [];
      return [
        ...(w.withStaticChunks === undefined
          ? []
          : [line(`${w.tag} before intent (module)`, w.withStaticChunks, budget)]),
        ...(w.standalone === null
          ? []
          : [line(`${w.tag} before intent (standalone)`, w.standalone, budget)]),
      ];
    }),
    ...(figures.firstViews ?? []).flatMap((view) => {
      const name = `<${view.tag}${view.value ? ` ${view.value}` : ""}> before warm-up`;
      const budget = budgets.beforeWarmUpByTag[view.tag] ?? budgets.beforeWarmUp;
      return [
        line(`${name}, loader`, view.module, budget),
        ...(view.standalone === null ? [] : [line(`${name}, standalone`, view.standalone, budget)]),
      ];
    }),
    line("page chrome script (shell)", figures.pageScript, budgets.pageScript),
    ...(figures.desk === undefined ? [] : [line("desk script", figures.desk, budgets.desk)]),
  ];
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** The budget table, one aligned line per budget: figure, budget, pass or FAIL. */
export function budgetTable(lines: BudgetLine[]): string[] {
  const width = Math.max(...lines.map((l) => l.name.length));
  return [
    `${"budget (gzip)".padEnd(width)}  ${"figure".padStart(9)}  ${"budget".padStart(9)}  result`,
    ...lines.map(
      (l) =>
        `${l.name.padEnd(width)}  ${kb(l.figure).padStart(9)}  ${kb(l.budget).padStart(9)}  ${l.pass ? "pass" : "FAIL"}`,
    ),
  ];
}
