/**
 * `custom-elements.json`, the Custom Elements Manifest, from the JSDoc block of each element's
 * component (`@customElement`, `@attr`, `@fires`, `@csspart`, `@cssprop`, `@method`), read by
 * `@custom-elements-manifest/analyzer`. Editors, Storybook and the `/embed` page read the manifest;
 * `npm run docs` writes it and the README's element table, and a test keeps both current.
 *
 * The analyzer finds elements among classes. Ours are React function components that
 * `defineElement()` wraps at run time, so a plugin hands each function whose JSDoc names a
 * `@customElement` to the analyzer's own class-JSDoc reader, as if it were a class.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import * as analyzer from "@custom-elements-manifest/analyzer";
import { classJsDocPlugin } from "@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js";
import type { Package } from "custom-elements-manifest/schema";
import { sharedCustomProperties } from "../../widgets/shared/element/custom-properties.ts";
import type { ElementDeclaration } from "./element-table.ts";

// Its own TypeScript (the syntax kinds differ between versions), which its typings leave out.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins: unknown[] }): Package;
  ts: typeof import("typescript");
};

type Node = import("typescript").Node;
type FunctionDeclaration = import("typescript").FunctionDeclaration;
type ModuleDoc = { path: string; declarations: Record<string, unknown>[]; exports: unknown[] };

/** The files that hold an element's JSDoc block: its component, or its class. */
function elementSources(root: string): string[] {
  const widgets = resolve(root, "widgets");
  const files: string[] = [];
  for (const folder of readdirSync(widgets, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === "shared") continue;
    for (const name of readdirSync(join(widgets, folder.name))) {
      if (!/\.tsx?$/.test(name) || name.includes(".test.")) continue;
      const path = join(widgets, folder.name, name);
      if (readFileSync(path, "utf8").includes("@customElement ")) files.push(path);
    }
  }
  return files.sort();
}

const tagOf = (node: Node) =>
  ts.getJSDocTags(node as never).find((tag) => tag.tagName.text === "customElement");

/** `@method show - Opens …`: the analyzer reads methods from a class body, not from JSDoc. */
function methodsOf(node: Node): { kind: "method"; name: string; description: string }[] {
  return ts
    .getJSDocTags(node as never)
    .filter((tag) => tag.tagName.text === "method")
    .map((tag) => {
      const [name = "", ...rest] = (ts.getTextOfJSDocComment(tag.comment) ?? "").split(" - ");
      return { kind: "method", name: name.trim(), description: rest.join(" - ").trim() };
    });
}

interface Member {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  description?: string;
}

function functionComponentPlugin() {
  const jsDoc = classJsDocPlugin();
  const documentedMethods = new Map<string, ReturnType<typeof methodsOf>>();
  return {
    name: "ebw-function-component-elements",
    analyzePhase({ node, moduleDoc }: { node: Node; moduleDoc: ModuleDoc }) {
      const isFunction = node.kind === ts.SyntaxKind.FunctionDeclaration;
      if ((!isFunction && node.kind !== ts.SyntaxKind.ClassDeclaration) || !tagOf(node)) return;
      const named = node as unknown as FunctionDeclaration & { jsDoc: unknown };
      const name = named.name?.getText() ?? "";
      documentedMethods.set(name, methodsOf(node));
      if (!isFunction) return;
      const declaration = {
        kind: "class",
        name,
        description: "",
        superclass: { name: "HTMLElement" },
        ...Object.fromEntries(
          [
            "attributes",
            "events",
            "cssParts",
            "cssProperties",
            "cssStates",
            "slots",
            "members",
          ].map((field) => [field, []]),
        ),
      };
      const at = moduleDoc.declarations.findIndex((d) => d.name === name);
      if (at >= 0) moduleDoc.declarations[at] = declaration;
      else moduleDoc.declarations.push(declaration);
      const asClass = {
        kind: ts.SyntaxKind.ClassDeclaration,
        name: named.name,
        jsDoc: named.jsDoc,
      };
      jsDoc.analyzePhase({ ts, node: asClass, moduleDoc });
    },
    // Only the elements and their public methods: helpers exported beside them and a class's
    // private fields are no part of what a page can use.
    packageLinkPhase({ customElementsManifest }: { customElementsManifest: Package }) {
      for (const module of customElementsManifest.modules) {
        const elements = (module.declarations ?? []).filter(
          (d): d is ElementDeclaration => "customElement" in d && d.customElement === true,
        );
        for (const element of elements) {
          const documented = documentedMethods.get(element.name) ?? [];
          const members = (element.members ?? []) as Member[];
          const methods = documented.map((method) => ({
            ...members.find((m) => m.kind === "method" && m.name === method.name),
            ...method,
          }));
          if (methods.length > 0) element.members = methods as ElementDeclaration["members"];
          else delete element.members;
          const own = element.cssProperties ?? [];
          element.cssProperties = [
            ...own,
            ...Object.entries(sharedCustomProperties)
              .filter(([name]) => !own.some((property) => property.name === name))
              .map(([name, description]) => ({ name, description })),
          ];
        }
        module.declarations = elements;
        module.exports = elements.map((element) => ({
          kind: "custom-element-definition" as const,
          name: element.tagName ?? "",
          declaration: { name: element.name, module: module.path },
        }));
      }
      customElementsManifest.modules = customElementsManifest.modules.filter(
        (module) => (module.declarations ?? []).length > 0,
      );
    },
  };
}

/** The manifest of every element under `root/widgets`, as written to custom-elements.json. */
export function customElementsManifest(root: string): Package {
  const modules = elementSources(root).map((path) =>
    ts.createSourceFile(
      relative(root, path),
      readFileSync(path, "utf8"),
      ts.ScriptTarget.ES2022,
      true,
    ),
  );
  return create({ modules, plugins: [functionComponentPlugin()] });
}
