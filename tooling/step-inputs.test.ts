import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buildSteps } from "./steps.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The file a relative import names, as the bundler resolves it (a query string aside). */
function resolveImport(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier.replace(/\?.*$/, ""));
  const candidates = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** What `source` imports at run time (type-only imports are erased): its specifiers. */
function runtimeImports(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const bindings = clause?.namedBindings;
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(clause?.isTypeOnly) ||
          Boolean(
            clause &&
              !clause.name &&
              bindings &&
              ts.isNamedImports(bindings) &&
              bindings.elements.length > 0 &&
              bindings.elements.every((element) => element.isTypeOnly),
          )
        : node.isTypeOnly;
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file `entries` import at run time, statically or not, by relative paths. */
function moduleGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(m?[jt]sx?)$/.test(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022);
    for (const specifier of runtimeImports(source)) {
      if (!specifier.startsWith(".")) continue;
      const imported = resolveImport(file, specifier);
      if (imported) queue.push(imported);
    }
  }
  return [...seen].map((file) => relative(root, file));
}

describe("the build's bundling steps", () => {
  const steps = buildSteps(root).filter((step) => step.entries);
  it("name the modules they bundle from", () => {
    expect(steps.map((step) => step.name)).toEqual(
      expect.arrayContaining(["widgets", "prerenderer", "server", "desk", "experiments"]),
    );
  });
  for (const step of steps) {
    it(`${step.name}: every file its bundle imports is among its inputs, so a change to it runs the step again`, () => {
      const within = (file: string) =>
        step.inputs.some((input) => file === input || file.startsWith(`${input}/`));
      expect(moduleGraph(step.entries ?? []).filter((file) => !within(file))).toEqual([]);
    });
  }
});

describe("the server's bundle", () => {
  it("takes the desk's API address, not the desk's client, for the desk page's header", () => {
    const server = buildSteps(root).find((step) => step.name === "server");
    const graph = moduleGraph(server?.entries ?? []);
    expect(graph).toContain("desk/api/base.ts");
    expect(graph).not.toContain("desk/api/client.ts");
  });
});
