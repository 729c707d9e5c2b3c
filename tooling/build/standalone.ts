/**
 * One classic script per element, for site builders that only take a plain
 * `<script src="https://…/widgets/standalone/debt-calculator.js"></script>`.
 *
 * An element that renders itself with plain DOM (the exit-intent offer, the chat's button) gets
 * its code in that one file (`tooling/build/standalone-plain.ts`): before the visitor's intent the page
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
 * Like the loader, the script first holds the room each element's first view will take
 * (`widgets/delivery/reserve.ts`, the same rule written out here in ES5) for the elements
 * already parsed and, while the document is parsed, for each one as it arrives.
 *
 * The `standalone` step of `./steps.ts`, after the widgets' module build, whose Vite manifest
 * (`WIDGET_MANIFEST`) it reads.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Manifest, minifySync } from "vite";
import { widgetEntries } from "../../vite.config.ts";
import { viewModuleChoices } from "../../widgets/delivery/choices.ts";
import { firstViewHeights, PHONE_MAX_WIDTH_PX } from "../../widgets/delivery/reserve.ts";
import { plainStandalone } from "./standalone-plain.ts";
import { WIDGET_MANIFEST } from "./widgets.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const widgetsDir = resolve(root, "dist/widgets");
const outDir = resolve(widgetsDir, "standalone");

/** `reserveFirstView` of `widgets/delivery/reserve.ts` for `tag`, in ES5. */
function reserveScript(tag: string): string {
  const heights = Object.fromEntries(
    Object.entries(firstViewHeights).filter(([key]) => key.split(" ")[0] === tag),
  );
  if (Object.keys(heights).length === 0) return "";
  return `  var heights = ${JSON.stringify(heights)};
  function reserve() {
    document.querySelectorAll(${JSON.stringify(tag)}).forEach(function (element) {
      var style = element.style;
      if (element.shadowRoot || element.hidden || style.display || style.minHeight) return;
      var choice = (element.getAttribute("variant") || element.getAttribute("mode") || "").trim();
      var pair = heights[${JSON.stringify(`${tag} `)} + choice.toLowerCase()] || heights[${JSON.stringify(tag)}];
      if (getComputedStyle(element).getPropertyValue("--ebw-display").trim() === "none") return;
      style.setProperty("display", "block", "important");
      var height = pair[element.clientWidth < ${PHONE_MAX_WIDTH_PX} ? 0 : 1];
      if (height) {
        style.minHeight = height + "px";
        element[Symbol.for("ebw.reserved")] = true;
      } else style.display = "";
    });
  }
  reserve();
  if (document.readyState === "loading") {
    // Each element as soon as it is parsed: its module may define it before the page is.
    var parsing = new MutationObserver(reserve);
    parsing.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", function () {
      parsing.disconnect();
      reserve();
    });
  }
`;
}

/** Fires `widget-error` on each element of the tag, with `error` (ES5, inside the script). */
function reportFailure(tag: string): string {
  const name = JSON.stringify(tag);
  return `console.error(${JSON.stringify(`Widget <${tag}> failed to load`)}, error);
    var detail = { tag: ${name}, message: String(error) };
    document.querySelectorAll(${name}).forEach(function (element) {
      element.dispatchEvent(new CustomEvent("widget-error", { detail: detail, bubbles: true, composed: true }));
    });`;
}

/** The classic script for `tag` that imports the loader: ES5 apart from `import()`. */
function importingScript(tag: string): string {
  return `/* <${tag}>: classic-script entry; loads ../loader.js, which loads ../${tag}.js next to it. */
(function () {
${reserveScript(tag)}  var script = document.currentScript;
  // window.ebwConsent, as the loader installs it (src/tracking/consent.ts), so a consent banner
  // can answer before the element's module has loaded.
  if (!window.ebwConsent) {
    var consent = function (status) {
      return function () {
        this.status = status;
        dispatchEvent(new Event("ebw-consent"));
      };
    };
    window.ebwConsent = {
      status: document.querySelector('script[data-consent="required" i]') ? "pending" : "granted",
      grant: consent("granted"),
      deny: consent("denied"),
    };
  }
  (window.ebwStandalone = window.ebwStandalone || []).push(${JSON.stringify(tag)});
  var url = new URL("../loader.js", (script && script.src) || location.href).href;
  import(url).catch(function (error) {
    ${reportFailure(tag)}
  });
})();
`;
}

/** The classic script for `tag` that carries the element's code, `bundle` (an IIFE). */
function selfContainedScript(tag: string, bundle: string): string {
  return `/* <${tag}>: classic-script entry with the element's code. */
(function () {
${reserveScript(tag)}  try {
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
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [tag, entry] of Object.entries(entries)) {
    if (!existsSync(resolve(widgetsDir, `${tag}.js`))) {
      throw new Error(`dist/widgets/${tag}.js is missing: run the widgets step first`);
    }
    // An element with a first view built for it renders with React: it shares the module build.
    const script = viewModuleChoices[tag]
      ? importingScript(tag)
      : selfContainedScript(tag, await plainStandalone(root, entry, manifest));
    // Minified, not transformed: a page pays for each byte before the visitor does anything.
    // (Its strings may come out as template literals, which any browser with import() reads.)
    const { code, errors } = minifySync(`${tag}.js`, script, { compress: false });
    if (errors.length > 0) throw new Error(`standalone/${tag}.js: ${errors[0]?.message}`);
    writeFileSync(resolve(outDir, `${tag}.js`), code);
    console.log(`standalone: dist/widgets/standalone/${tag}.js`);
  }
}
