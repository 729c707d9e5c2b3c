/**
 * One classic script per element, for site builders that only take a plain
 * `<script src="https://…/widgets/standalone/debt-calculator.js"></script>`.
 *
 * A classic script may `import()` an ES module by absolute URL, so each file is a few lines that
 * import a module from the module build beside it (resolved against the script's own address).
 * A form or the calculator imports the loader (`../loader.js`) after naming its tag in
 * `window.ebwStandalone`: the loader then shows the element's first view without React and
 * imports its module on intent, exactly as it does when pasted itself, for the standalone
 * scripts' tags only. Any other element imports its module (`../<tag>.js`) at once. Either way
 * the element then loads exactly what it does with the loader: React and the shared chunks once
 * per page, whichever standalone scripts the page pastes, and the parts its first view does not
 * need (the chart, the dialog, the toaster) only when they are wanted. Pasting a script twice
 * imports the same module twice, which the browser does once.
 * An import that fails fires `widget-error` on each element of that tag, as with the loader.
 * Like the loader, the script first holds the room each element's first view will take
 * (`widgets/shared/element/first-view-size.ts`, the same rule written out here in ES5) for the elements
 * already parsed and, while the document is parsed, for each one as it arrives.
 *
 * Run after `vite build` (which empties dist/widgets): `tsx build/standalone.ts`.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "vite";
import { widgetEntries } from "../vite.config.ts";
import { firstViewHeights, PHONE_MAX_WIDTH_PX } from "../widgets/shared/element/first-view-size.ts";
import { firstViewChoices } from "./first-view-choices.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const widgetsDir = resolve(root, "dist/widgets");
const outDir = resolve(widgetsDir, "standalone");

/** `reserveFirstView` of `widgets/shared/element/first-view-size.ts` for `tag`, in ES5. */
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
      style.display = "block";
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

/** The classic script for `tag`: ES5 syntax apart from `import()`, which it exists for. */
function standaloneScript(tag: string): string {
  const name = JSON.stringify(tag);
  const loads = firstViewChoices[tag] ? "../loader.js, which loads " : "";
  return `/* <${tag}>: classic-script entry; loads ${loads}../${tag}.js next to it. */
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
${
  firstViewChoices[tag]
    ? `  (window.ebwStandalone = window.ebwStandalone || []).push(${name});
  var url = new URL("../loader.js", (script && script.src) || location.href).href;`
    : `  var url = new URL(${JSON.stringify(`../${tag}.js`)}, (script && script.src) || location.href).href;`
}
  import(url).catch(function (error) {
    console.error(${JSON.stringify(`Widget <${tag}> failed to load`)}, error);
    var detail = { tag: ${name}, message: String(error) };
    document.querySelectorAll(${name}).forEach(function (element) {
      element.dispatchEvent(new CustomEvent("widget-error", { detail: detail, bubbles: true, composed: true }));
    });
  });
})();
`;
}

function buildStandalone(): void {
  const tags = Object.keys(widgetEntries(root));
  if (tags.length === 0) throw new Error("No widgets/<tag>/index.ts found");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const tag of tags) {
    if (!existsSync(resolve(widgetsDir, `${tag}.js`))) {
      throw new Error(`dist/widgets/${tag}.js is missing: run \`vite build\` first`);
    }
    // Minified, not transformed: a page pays for each byte before the visitor does anything.
    // (Its strings may come out as template literals, which any browser with import() reads.)
    const { code, errors } = minifySync(`${tag}.js`, standaloneScript(tag), { compress: false });
    if (errors.length > 0) throw new Error(`standalone/${tag}.js: ${errors[0]?.message}`);
    writeFileSync(resolve(outDir, `${tag}.js`), code);
    console.log(`standalone: dist/widgets/standalone/${tag}.js`);
  }
}

buildStandalone();
