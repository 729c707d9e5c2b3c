/**
 * The package's type entries, in dist/widgets/types, each a single file that imports nothing a
 * project may not have (no React, zod or sonner behind a detail type), written from the
 * elements' declarations:
 * - `<tag>.d.ts`, each element's entry: the element's interface, its events' details and event
 *   map, its `HTMLElementTagNameMap` entry, the maps of the element, document and window, and
 *   `window.ebwConsent`, which the loader, a standalone script or any element module installs;
 * - `index.d.ts`, every element at once, for `./types` and the loader, which may define any;
 * - `react.d.ts`, React 19's JSX for every element: the one entry that imports `react`, for a
 *   React project only.
 * Attributes, events and their descriptions come from each element's declaration
 * (`./element-declarations.ts`); the checker prints the types they name (the element, each
 * event's detail) as plain declarations (`./declaration-printer.ts`).
 * The `package-types` step of `./steps.ts`.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { kebab } from "../widgets/shared/element/declaration.ts";
import { attributeValueTypes } from "./attribute-values.ts";
import { DeclarationPrinter } from "./declaration-printer.ts";
import { type DeclaredElement, elementDeclarations } from "./element-declarations.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const typesDir = resolve(root, "dist/widgets/types");
const consentFile = resolve(root, "src/tracking/consent.ts");
// Read by the step when it runs (`buildPackageTypes`).
let program: ts.Program;
let checker: ts.TypeChecker;
let consentApi: ts.Symbol | undefined;

/** The elements' registrations (`widgets/<tag>/index.ts`), checked together as the build does. */
export function elementProgram(files: readonly string[]): ts.Program {
  return ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    types: ["vite/client"],
  });
}

const eventMapName = ({ exportName }: DeclaredElement) =>
  `${exportName[0]?.toUpperCase()}${exportName.slice(1)}EventMap`;

/** A description as a JSDoc comment at `indent`, wrapped at 100 columns; each tag on a line. */
function doc(text: string, indent: string, tags: readonly string[] = []): string {
  if (!text && tags.length === 0) return "";
  const words = text.replaceAll("*/", "*\\/").split(" ");
  if (tags.length === 0 && indent.length + text.length + 7 <= 100) {
    return `${indent}/** ${words.join(" ")} */\n`;
  }
  const lines = [""];
  for (const word of words) {
    const line = lines.at(-1) as string;
    if (line && indent.length + 3 + line.length + word.length >= 100) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  lines.push(...tags.map((tag) => tag.replaceAll("*/", "*\\/")));
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}\n`).join("")}${indent} */\n`;
}

/** The checker's view of what the element's entry puts in `HTMLElementTagNameMap`. */
function elementType(tag: string): ts.Type {
  const map = checker
    .getSymbolsInScope(
      program.getSourceFile(consentFile) as ts.SourceFile,
      ts.SymbolFlags.Interface,
    )
    .find((symbol) => symbol.name === "HTMLElementTagNameMap");
  const entry = map && checker.getDeclaredTypeOfSymbol(map).getProperty(tag);
  if (!entry) throw new Error(`${tag}: not in HTMLElementTagNameMap in its index.ts`);
  return checker.getTypeOfSymbol(entry);
}

/** The detail type each event of the declaration carries (`{} as Detail<T>`), by event name. */
function detailTypes(element: DeclaredElement): Map<string, ts.Type> {
  const source = program.getSourceFile(resolve(root, element.path));
  const module = source && checker.getSymbolAtLocation(source);
  const declared = module && checker.tryGetMemberInModuleExports(element.exportName, module);
  if (!declared) throw new Error(`${element.path}: ${element.exportName} not found`);
  const events = checker.getTypeOfSymbol(declared).getProperty("events");
  const details = new Map<string, ts.Type>();
  for (const event of events ? checker.getTypeOfSymbol(events).getProperties() : []) {
    const detail = checker.getTypeOfSymbol(event).getProperty("detail");
    if (!detail) throw new Error(`${element.tag} ${event.name}: no Detail<…> type`);
    details.set(event.name, checker.getNonNullableType(checker.getTypeOfSymbol(detail)));
  }
  return details;
}

function elementEntry(element: DeclaredElement): string {
  const { tag } = element;
  const printer = new DeclarationPrinter(program, checker, root);
  const typeOfElement = printer.type(elementType(tag));
  const details = detailTypes(element);
  const events = element.events.map(
    ({ name, description }) =>
      `${doc(description, "  ")}  ${JSON.stringify(name)}: CustomEvent<${printer.type(details.get(name) as ts.Type)}>;`,
  );
  const eventMap = eventMapName(element);
  printer.declarations.set(
    eventMap,
    `/** Events of this element; they bubble out of it to the document and the window. */
export interface ${eventMap} {
${events.join("\n")}
}`,
  );
  const consent = printer.named(consentApi as ts.Symbol);
  return `// <${tag}>'s types, written by tooling/package-types.ts from ${element.path}.
${[...printer.declarations.values()].join("\n")}
declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ${typeOfElement};
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
function reactEntry(elements: readonly DeclaredElement[]): string {
  const imports = elements.map(
    (element) => `import type { ${eventMapName(element)} } from "./${element.tag}.js";`,
  );
  // What any element of ours takes, so that each element can refuse the others' own. Only the
  // names with a dash: TypeScript lets any such JSX attribute through unless the element names
  // it, while one without a dash is refused already (or is an HTML attribute React knows).
  const allAttributes = new Set(elements.flatMap((e) => e.attributes.map((a) => kebab(a.name))));
  const allListeners = new Set(elements.flatMap((e) => e.events.map((event) => `on${event.name}`)));
  const entries = elements.map((element) => {
    const { tag } = element;
    const unions = attributeValueTypes(program, root, element);
    const attributeLines = element.attributes.map(
      ({ name, value, description, default: fallback }) =>
        `${doc(description, "        ", fallback === undefined ? [] : [`@default ${fallback}`])}        "${kebab(name)}"?: ${unions.get(name) ?? value};`,
    );
    const own = new Set([
      ...element.attributes.map((a) => kebab(a.name)),
      ...element.events.map((event) => `on${event.name}`),
    ]);
    const others = [...allAttributes, ...allListeners]
      .filter((name) => name.includes("-") && !own.has(name))
      .sort();
    if (others.length > 0) {
      attributeLines.push(
        `        /** Another element's attributes and events, which \`<${tag}>\` has not. */`,
        ...others.map((name) => `        "${name}"?: never;`),
      );
    }
    return `      /** \`<${tag}>\`: attributes by their HTML names; \`on\` + an event's exact name listens to it. */
      "${tag}": Props<HTMLElementTagNameMap["${tag}"], ${eventMapName(element)}> & {
${attributeLines.join("\n")}
      };`;
  });
  return `// React 19's JSX for the elements, written by tooling/package-types.ts from their declarations.
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
  const elements = elementDeclarations(root);
  const tags = elements.map((element) => element.tag);
  program = elementProgram([
    ...tags.map((tag) => resolve(root, "widgets", tag, "index.ts")),
    consentFile,
  ]);
  checker = program.getTypeChecker();
  const consentSource = program.getSourceFile(consentFile);
  const consentModule = consentSource && checker.getSymbolAtLocation(consentSource);
  consentApi =
    consentModule && checker.getExportsOfModule(consentModule).find((s) => s.name === "ConsentApi");
  if (!consentApi) throw new Error("src/tracking/consent.ts exports no ConsentApi");
  // The per-file declarations of earlier builds are gone: only the entries below are published.
  rmSync(typesDir, { recursive: true, force: true });
  mkdirSync(typesDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const element of elements) written[`${element.tag}.d.ts`] = elementEntry(element);
  written["index.d.ts"] =
    `// Every element's types at once.\n${tags.map((tag) => `import "./${tag}.js";`).join("\n")}\nexport {};\n`;
  written["react.d.ts"] = reactEntry(elements);
  for (const [name, text] of Object.entries(written)) writeFileSync(resolve(typesDir, name), text);
  const sizes = Object.keys(written).map(
    (name) => `${name} ${statSync(resolve(typesDir, name)).size} B`,
  );
  console.log(`types: dist/widgets/types: ${sizes.join(", ")}`);
}
