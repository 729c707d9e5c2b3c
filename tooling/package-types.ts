/**
 * The package's type entries, in dist/widgets/types, each a single file that imports nothing a
 * project may not have (no React, zod or sonner behind a detail type), written from the
 * elements' declarations:
 * - `<tag>.d.ts`, each element's entry: the element's interface, its events' details and event
 *   map, its `HTMLElementTagNameMap` entry, the maps of the element, document and window, and
 *   `window.ebwConsent`, which the loader, a standalone script or any element module installs;
 * - `index.d.ts`, every element at once, for `./types` and the loader, which may define any;
 * - `react.d.ts`, React 19's JSX for every element, and `react-<tag>.d.ts`, the types of
 *   `./react/<tag>`: the element's entry and its React component (`./react-types.ts`); the only
 *   entries that import `react`, for a React project only.
 * Attributes, events and their descriptions come from each element's declaration
 * (`./element-declarations.ts`); the checker prints the types they name (the element, each
 * event's detail) as plain declarations (`./declaration-printer.ts`).
 * The `package-types` step of `./steps.ts`.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { DeclarationPrinter } from "./declaration-printer.ts";
import { type DeclaredElement, elementDeclarations } from "./element-declarations.ts";
import { reactComponentEntry, reactEntry } from "./react-types.ts";
import { doc, eventMapName } from "./type-text.ts";

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
  for (const element of elements) {
    written[`${element.tag}.d.ts`] = elementEntry(element);
    written[`react-${element.tag}.d.ts`] = reactComponentEntry(program, root, element, elements);
  }
  written["index.d.ts"] =
    `// Every element's types at once.\n${tags.map((tag) => `import "./${tag}.js";`).join("\n")}\nexport {};\n`;
  written["react.d.ts"] = reactEntry(program, root, elements);
  for (const [name, text] of Object.entries(written)) writeFileSync(resolve(typesDir, name), text);
  const sizes = Object.keys(written).map(
    (name) => `${name} ${statSync(resolve(typesDir, name)).size} B`,
  );
  console.log(`types: dist/widgets/types: ${sizes.join(", ")}`);
}
