/**
 * What each element's registration (`widgets/<tag>/index.ts`) types, read with the TypeScript
 * checker so the published React typings are derived from it rather than written a second time:
 * its attributes (the props given to `defineElement()`, kebab-cased, or a class's
 * `observedAttributes`) with the type of the matching prop, and the name of its event map.
 */
import { resolve } from "node:path";
import ts from "typescript";

export interface ElementSurface {
  tag: string;
  /** Attribute name → the TypeScript type its value may have in JSX, e.g. `string | number`. */
  attributes: Map<string, string>;
  /** The global interface listing the element's events (`DebtCalculatorEventMap`). */
  eventMap: string;
  /** That interface's symbol, for the checker. */
  events: ts.Symbol;
  /** The element's type: what its index.ts adds to `HTMLElementTagNameMap`. */
  element: ts.Type;
}

/** The program reading the elements' registrations, with the checker's view of them. */
export interface Surfaces {
  program: ts.Program;
  checker: ts.TypeChecker;
  elements: ElementSurface[];
}

/** An attribute's name from its prop's, as the elements' prop bridge maps them (`widget-frame.ts`). */
const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A value that React can write as an attribute: the string, number, boolean and literal parts
 * of a prop's type (`string | LeadMagnet` is `string` as an attribute).
 */
function attributeType(checker: ts.TypeChecker, type: ts.Type, where: string): string {
  const flags = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike;
  const parts = (type.isUnion() ? type.types : [type]).filter((part) => part.flags & flags);
  const printed = new Set(
    parts.map((part) =>
      part.flags & ts.TypeFlags.BooleanLiteral ? "boolean" : checker.typeToString(part),
    ),
  );
  if (printed.size === 0) throw new Error(`${where}: no attribute value in its type`);
  return [...printed].join(" | ");
}

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

export function elementSurfaces(
  root: string,
  tags: readonly string[],
  alsoRead: readonly string[] = [],
): Surfaces {
  const files = tags.map((tag) => resolve(root, "widgets", tag, "index.ts"));
  const program = elementProgram([...files, ...alsoRead]);
  const checker = program.getTypeChecker();

  const elements = tags.map((tag, i) => {
    const source = program.getSourceFile(files[i] as string);
    if (!source) throw new Error(`${files[i]} not found`);
    let events: ts.Symbol | undefined;
    let element: ts.Type | undefined;
    const surface = { tag, attributes: new Map<string, string>(), eventMap: "" };
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.getText(source) === "defineElement" &&
        node.arguments[1]
      ) {
        // The component's own props (the element's, plus `container`), typed by the widget.
        const [signature] = checker.getTypeAtLocation(node.arguments[1]).getCallSignatures();
        const [parameter] = signature?.getParameters() ?? [];
        if (!parameter) throw new Error(`${tag}: its component takes no props`);
        const props = checker.getTypeOfSymbolAtLocation(parameter, node);
        for (const prop of props.getProperties()) {
          if (prop.name === "container") continue;
          const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, node));
          surface.attributes.set(
            kebab(prop.name),
            attributeType(checker, type, `${tag} ${prop.name}`),
          );
        }
      }
      if (ts.isClassDeclaration(node)) {
        const observed = node.members.find(
          (member) =>
            ts.isGetAccessorDeclaration(member) &&
            member.name.getText(source) === "observedAttributes",
        );
        observed?.forEachChild(function strings(child): void {
          if (ts.isStringLiteral(child)) {
            const property = checker.getTypeAtLocation(node).getProperty(camel(child.text));
            const type = property
              ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, node))
              : checker.getStringType();
            surface.attributes.set(
              child.text,
              attributeType(checker, type, `${tag} ${child.text}`),
            );
          }
          child.forEachChild(strings);
        });
      }
      if (
        ts.isInterfaceDeclaration(node) &&
        /EventMap$/.test(node.name.text) &&
        !/^(HTMLElement|Document|Window)EventMap$/.test(node.name.text)
      ) {
        surface.eventMap = node.name.text;
        events = checker.getSymbolAtLocation(node.name);
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text === "HTMLElementTagNameMap") {
        const entry = node.members.find((member) => member.name?.getText(source) === `"${tag}"`);
        if (entry && ts.isPropertySignature(entry) && entry.type) {
          element = checker.getTypeFromTypeNode(entry.type);
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
    if (!events) throw new Error(`${tag}: no <Name>EventMap in its index.ts`);
    if (!element) throw new Error(`${tag}: not in HTMLElementTagNameMap in its index.ts`);
    return { ...surface, events, element };
  });
  return { program, checker, elements };
}
