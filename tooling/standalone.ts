/**
 * One classic script per element, for site builders that only take a plain
 * `<script src="https://…/widgets/standalone/debt-calculator.js"></script>`.
 *
 * An element that renders itself with plain DOM (the exit-intent offer, the chat's button) gets
 * its code in that one file (`tooling/standalone-plain.ts`): before the visitor's intent the page
 * downloads this script and nothing else, and what the element imports later (the chat's panel,
 * with React) comes from the module build beside it, by a URL resolved against the script's own
 * address. A form or the calculator gets a few lines that import an ES module by absolute URL
 * (a classic script may `import()`), after naming its tag in `window.ebwStandalone`: the loader
 * (`../loader.js`) then shows the element's first view without React and imports its module on
 * intent, exactly as it does when pasted itself, for the standalone scripts' tags only. Either
 * way the element then loads exactly what it does with the loader: React and the shared chunks
 * once per page, whichever standalone scripts the page pastes, and the parts its first view does
 * not need (the chart, the dialog, the toaster) only when they are wanted. Pasting a script twice
 * is harmless: the browser imports a module once, and an element is defined once.
 * An import that fails, or an element's code that throws, fires `widget-error` on each element
 * of that tag, as with the loader.
 * Like the loader, the script first installs `window.ebwConsent` and holds the room each
 * element's first view will take, for the elements already parsed and, while the document is
 * parsed, for each one as it arrives: `widgets/delivery/standalone-prelude.ts`, built here into
 * classic-script code from the same TypeScript the loader runs.
 *
 * The `standalone` step of `./steps.ts`, after the widgets' module build, whose Vite manifest
 * (`WIDGET_MANIFEST`) it reads.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Manifest, minifySync } from "vite";
import { widgetEntries } from "../vite.config.ts";
import { deliveryDefines, reservedKeys, viewModuleChoices } from "./declared-widgets.ts";
import { classicScript, plainStandalone } from "./standalone-plain.ts";
import { WIDGET_MANIFEST } from "./widgets.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const widgetsDir = resolve(root, "dist/widgets");
const outDir = resolve(widgetsDir, "standalone");

/** The prelude's variable, inside each script's own function. */
const PRELUDE = "ebwPrelude";

/**
 * What a script runs before and around its element, from `widgets/delivery/` as classic-script
 * code (`var ebwPrelude = …`): `reportFailure` (`widget-error.ts`) for every script, and
 * `standalonePrelude` (`standalone-prelude.ts`: the consent stub, the room held) where it `runs`.
 */
function preludeScript(runs: boolean): Promise<string> {
  const delivery = (file: string) => JSON.stringify(resolve(root, "widgets/delivery", file));
  const entry = [
    `export { reportFailure } from ${delivery("widget-error.ts")};`,
    runs ? `export { standalonePrelude } from ${delivery("standalone-prelude.ts")};` : "",
  ].join("\n");
  return classicScript(root, entry, {
    exports: true,
    // The reserve's tables, as in the loader.
    define: deliveryDefines(root),
    output: { name: PRELUDE, generatedCode: { symbols: false } },
  });
}

/**
 * Whether `tag`'s script runs `standalonePrelude`: it imports the loader (which a consent banner
 * may not wait for), or its elements hold a room before their code arrives.
 */
const runsPrelude = (tag: string): boolean =>
  Boolean(viewModuleChoices()[tag]) || reservedKeys().some((key) => key.split(" ")[0] === tag);

/** `code` and, where it runs, the prelude's run for `tag`. */
const withPrelude = (tag: string, code: string): string =>
  `${code}\n${runsPrelude(tag) ? `${PRELUDE}.standalonePrelude(${JSON.stringify(tag)});\n` : ""}`;

/** Fires `widget-error` on each element of the tag, with `error` (inside the script). */
const reportFailure = (tag: string): string =>
  `${PRELUDE}.reportFailure(${JSON.stringify(tag)}, error);`;

/** The classic script for `tag` that imports the loader, after its prelude. */
function importingScript(tag: string, code: string): string {
  return `/* <${tag}>: classic-script entry; loads ../loader.js, which loads ../${tag}.js next to it. */
(function () {
  var script = document.currentScript;
${withPrelude(tag, code)}  (window.ebwStandalone = window.ebwStandalone || []).push(${JSON.stringify(tag)});
  var url = new URL("../loader.js", (script && script.src) || location.href).href;
  import(url).catch(function (error) {
    ${reportFailure(tag)}
  });
})();
`;
}

/** The classic script for `tag` that carries the element's code, `bundle` (an IIFE). */
function selfContainedScript(tag: string, bundle: string, code: string): string {
  return `/* <${tag}>: classic-script entry with the element's code. */
(function () {
${withPrelude(tag, code)}  try {
${bundle}
  } catch (error) {
    ${reportFailure(tag)}
  }
})();
`;
}

export async function buildStandalone(): Promise<void> {
  const entries = widgetEntries(root);
  const tags = Object.keys(entries);
  if (tags.length === 0) throw new Error("No widgets/<tag>/index.ts found");
  const manifestFile = resolve(root, WIDGET_MANIFEST);
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run the widgets step first`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const preludes = { runs: await preludeScript(true), none: await preludeScript(false) };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [tag, entry] of Object.entries(entries)) {
    if (!existsSync(resolve(widgetsDir, `${tag}.js`))) {
      throw new Error(`dist/widgets/${tag}.js is missing: run the widgets step first`);
    }
    const prelude = runsPrelude(tag) ? preludes.runs : preludes.none;
    // An element with a view module renders with React: it shares the module build.
    const script = viewModuleChoices()[tag]
      ? importingScript(tag, prelude)
      : selfContainedScript(tag, await plainStandalone(root, entry, manifest), prelude);
    // Minified, not transformed: a page pays for each byte before the visitor does anything.
    // (Its strings may come out as template literals, which any browser with import() reads.)
    const { code, errors } = minifySync(`${tag}.js`, script, { compress: false });
    if (errors.length > 0) throw new Error(`standalone/${tag}.js: ${errors[0]?.message}`);
    writeFileSync(resolve(outDir, `${tag}.js`), code);
    console.log(`standalone: dist/widgets/standalone/${tag}.js`);
  }
}
