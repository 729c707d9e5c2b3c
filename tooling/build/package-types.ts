/**
 * The package's type entries, in dist/widgets/types, each a single file that imports nothing a
 * project may not have (no React, zod or sonner behind a detail type), written from the
 * elements' registrations with the TypeScript checker:
 * - `<tag>.d.ts`, each element's entry: the element's interface, its events' details and event
 *   map, its `HTMLElementTagNameMap` entry, the maps of the element, document and window, and
 *   `window.ebwConsent`, which the loader, a standalone script or any element module installs;
 * - `index.d.ts`, every element at once, for `./types` and the loader, which may define any;
 * - `react.d.ts`, React 19's JSX for every element: the one entry that imports `react`, for a
 *   React project only.
 * The `package-types` step of `./steps.ts`, after the widgets.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type ts from "typescript";
import { widgetEntries } from "../../vite.config.ts";
import { DeclarationPrinter } from "./declaration-printer.ts";
import { type ElementSurface, elementSurfaces } from "./element-surfaces.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const typesDir = resolve(root, "dist/widgets/types");
const consentFile = resolve(root, "src/tracking/consent.ts");
const tags = Object.keys(widgetEntries(root)).sort();
// Read by the step when it runs (`buildPackageTypes`).
let program: ts.Program;
let checker: ts.TypeChecker;
let consentApi: ts.Symbol | undefined;

function elementEntry({ tag, element, events }: ElementSurface): string {
  const printer = new DeclarationPrinter(program, checker, root);
  const elementType = printer.type(element);
  const eventMap = printer.named(events);
  const consent = printer.named(consentApi as ts.Symbol);
  return `// <${tag}>'s types, written by tooling/build/package-types.ts from widgets/${tag}/index.ts.
${[...printer.declarations.values()].join("\n")}
declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ${elementType};
  }
  interface HTMLElementEventMap extends ${eventMap} {}
  interface DocumentEventMap extends ${eventMap} {}
  interface WindowEventMap extends ${eventMap} {
    /** Fired on \`window\` at each \`ebwConsent.grant()\` or \`.deny()\`. */
    "ebw-consent": Event;
  }
  interface Window {
    /**
     * The page's consent switch for the widgets (with \`data-consent="required"\` on their
     * script tag): \`grant()\`, \`deny()\` and \`status\`. Installed by the loader, a standalone
     * script or an element module, so it is undefined before the first of them has run.
     */
    ebwConsent?: ${consent};
  }
}
`;
}

/**
 * React 19 sets a custom element's prop as a property when the element has one and as an
 * attribute otherwise, and turns `on<name>` into a listener for the event `<name>`, case
 * kept. So attributes go by their HTML names (they work before the element's code has loaded,
 * too) and each event of the element's map by `on` + its exact name: `onlead-submit`.
 */
function reactEntry(surfaces: readonly ElementSurface[]): string {
  const imports = surfaces.map(
    ({ tag, eventMap }) => `import type { ${eventMap} } from "./${tag}.js";`,
  );
  const entries = surfaces.map(({ tag, attributes, eventMap }) => {
    const attributeLines = [...attributes].map(([name, type]) => `        "${name}"?: ${type};`);
    return `      /** \`<${tag}>\`: attributes by their HTML names; \`on\` + an event's exact name listens to it. */
      "${tag}": Props<HTMLElementTagNameMap["${tag}"], ${eventMap}> & {
${attributeLines.join("\n")}
      };`;
  });
  return `// React 19's JSX for the elements, written by tooling/build/package-types.ts from their registrations.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
${imports.join("\n")}

/** What React accepts on an element, and a listener for each event of its map. */
type Props<Element extends HTMLElement, EventMap> = DetailedHTMLProps<HTMLAttributes<Element>, Element> & {
  [Name in keyof EventMap as \`on\${Name & string}\`]?: (event: EventMap[Name]) => void;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
${entries.join("\n")}
    }
  }
}
`;
}

export function buildPackageTypes(): void {
  const surfaces = elementSurfaces(root, tags, [consentFile]);
  ({ program, checker } = surfaces);
  const { elements } = surfaces;
  const consentSource = program.getSourceFile(consentFile);
  const consentModule = consentSource && checker.getSymbolAtLocation(consentSource);
  consentApi =
    consentModule && checker.getExportsOfModule(consentModule).find((s) => s.name === "ConsentApi");
  if (!consentApi) throw new Error("src/tracking/consent.ts exports no ConsentApi");
  // The per-file declarations of earlier builds are gone: only the entries below are published.
  rmSync(typesDir, { recursive: true, force: true });
  mkdirSync(typesDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const surface of elements) written[`${surface.tag}.d.ts`] = elementEntry(surface);
  written["index.d.ts"] =
    `// Every element's types at once.\n${tags.map((tag) => `import "./${tag}.js";`).join("\n")}\nexport {};\n`;
  written["react.d.ts"] = reactEntry(elements);
  for (const [name, text] of Object.entries(written)) writeFileSync(resolve(typesDir, name), text);
  const sizes = Object.keys(written).map(
    (name) => `${name} ${statSync(resolve(typesDir, name)).size} B`,
  );
  console.log(`types: dist/widgets/types: ${sizes.join(", ")}`);
}
