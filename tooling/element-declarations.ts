/**
 * Each element's declaration (`widgets/<tag>/declaration.ts`, see
 * `widgets/shared/element/declaration.ts`) as the build reads it: the source's syntax alone,
 * so that the JSDoc comment on each attribute, event, method, part and custom property comes
 * with it. The manifest (`./custom-elements.ts`) and the published types (`./package-types.ts`)
 * are written from this.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * One entry of a section: its name as written, its value's source text (an attribute's kind),
 * its comment, and an attribute's declared default as source text (`"contact"`).
 */
export interface Declared {
  name: string;
  value: string;
  description: string;
  default?: string;
}

export interface DeclaredElement {
  tag: string;
  /** The declaration's export (`leadForm`), whose type the checker reads for event details. */
  exportName: string;
  /** The declaration's file, relative to the root. */
  path: string;
  description: string;
  attributes: Declared[];
  events: Declared[];
  methods: Declared[];
  parts: Declared[];
  cssProperties: Declared[];
}

const sections = ["attributes", "events", "methods", "parts", "cssProperties"] as const;

/** A node's JSDoc text, its lines joined by spaces. */
function commentOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "").join(" ");
  return text.replace(/\s+/g, " ").trim();
}

const nameOf = (name: ts.PropertyName): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

const parse = (path: string): ts.SourceFile =>
  ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true);

/** `{ … }`, `{ … } as const` or `{ … } satisfies T`: the object literal itself. */
function objectOf(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return objectOf(node.expression);
  return undefined;
}

/** A value's source text without `as T` or `satisfies T`, its strings in double quotes. */
function literalText(node: ts.Expression, source: ts.SourceFile): string {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalText(node.expression, source);
  }
  return ts.isStringLiteral(node) ? JSON.stringify(node.text) : node.getText(source);
}

/**
 * An entry's value: a kind (`"string"`), or `{ kind, default?, values? }` for an attribute; its
 * `values` (a type, `{} as OneOf<T>`) are read by the checker, in `./package-types.ts`.
 */
function entryValue(initializer: ts.Expression, source: ts.SourceFile) {
  if (!ts.isObjectLiteralExpression(initializer)) {
    const value = ts.isStringLiteral(initializer) ? initializer.text : initializer.getText(source);
    return { value };
  }
  const object = initializer;
  const fields = new Map(
    object.properties
      .filter(ts.isPropertyAssignment)
      .map((field) => [nameOf(field.name), field.initializer]),
  );
  const kind = fields.get("kind");
  const fallback = fields.get("default");
  if (!kind || !ts.isStringLiteral(kind) || (!fallback && !fields.has("values")))
    return { value: object.getText(source) };
  return fallback
    ? { value: kind.text, default: literalText(fallback, source) }
    : { value: kind.text };
}

/** `export const name = { … }` in the module `specifier` names from `from`'s folder. */
function importedObject(from: string, specifier: string, name: string) {
  const base = resolve(dirname(from), specifier);
  const path = [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
  if (!path) throw new Error(`${relative(process.cwd(), base)}: no such module`);
  const source = parse(path);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const variable of statement.declarationList.declarations) {
      if (variable.name.getText(source) !== name || !variable.initializer) continue;
      const object = objectOf(variable.initializer);
      if (object) return { path, source, object };
    }
  }
  throw new Error(`${relative(process.cwd(), path)}: no \`export const ${name} = { … }\``);
}

/** The module each name in `source` is imported from. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const modules = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      modules.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  return modules;
}

/** The object `name` stands for in `source`: one imported from a shared declaration. */
function sharedObject(path: string, file: string, source: ts.SourceFile, name: string) {
  const specifier = importsOf(source).get(name);
  if (!specifier) throw new Error(`${file}: ${name} is not imported`);
  return importedObject(path, specifier, name);
}

/**
 * A section's entries in the order JavaScript gives them: a spread (`...leadFormAttributes`,
 * imported from a shared declaration) brings its entries with their comments, and a later entry
 * of the same name takes the earlier one's place.
 */
function readEntries(
  path: string,
  file: string,
  source: ts.SourceFile,
  object: ts.ObjectLiteralExpression,
  key: string,
  entries: Declared[] = [],
): Declared[] {
  for (const entry of object.properties) {
    if (ts.isSpreadAssignment(entry) && ts.isIdentifier(entry.expression)) {
      const shared = sharedObject(path, file, source, entry.expression.text);
      readEntries(shared.path, file, shared.source, shared.object, key, entries);
      continue;
    }
    if (!ts.isPropertyAssignment(entry)) throw new Error(`${file}: ${key} is not plain data`);
    const declared: Declared = {
      name: nameOf(entry.name),
      ...entryValue(entry.initializer, source),
      description: commentOf(entry),
    };
    const earlier = entries.findIndex((other) => other.name === declared.name);
    if (earlier === -1) entries.push(declared);
    else entries[earlier] = declared;
  }
  return entries;
}

function readDeclaration(path: string, file: string): DeclaredElement {
  const source = parse(path);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const [variable] = statement.declarationList.declarations;
    const init = variable?.initializer;
    if (!variable || !init || !ts.isSatisfiesExpression(init)) continue;
    if (init.type.getText(source) !== "ElementDeclaration") continue;
    if (!ts.isObjectLiteralExpression(init.expression)) break;
    const element: DeclaredElement = {
      tag: "",
      exportName: variable.name.getText(source),
      path: file,
      description: commentOf(variable),
      attributes: [],
      events: [],
      methods: [],
      parts: [],
      cssProperties: [],
    };
    for (const property of init.expression.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = nameOf(property.name);
      if (key === "tag" && ts.isStringLiteral(property.initializer)) {
        element.tag = property.initializer.text;
      }
      const section = sections.find((name) => name === key);
      if (!section) continue;
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) {
        element[section] = readEntries(path, file, source, value, key);
      } else if (ts.isIdentifier(value)) {
        const shared = sharedObject(path, file, source, value.text);
        element[section] = readEntries(shared.path, file, shared.source, shared.object, key);
      }
    }
    return element;
  }
  throw new Error(`${file}: no \`export const … = { … } satisfies ElementDeclaration\``);
}

/** Every element's declaration under `root/widgets`, sorted by tag. */
export function elementDeclarations(root: string): DeclaredElement[] {
  const widgets = resolve(root, "widgets");
  return readdirSync(widgets, { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && folder.name !== "shared")
    .map((folder) => `widgets/${folder.name}/declaration.ts`)
    .filter((file) => existsSync(resolve(root, file)))
    .map((file) => readDeclaration(resolve(root, file), file))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** `{} as Detail<LeadSubmitDetail>` → `LeadSubmitDetail`: an event's detail type as written. */
export const detailTypeText = (value: string): string =>
  /^\{\}\s*as\s*Detail<([\s\S]+)>$/.exec(value)?.[1] ?? "unknown";
