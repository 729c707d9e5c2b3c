import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { calculatorVariants } from "../../src/content/calculator";
import { leadMagnets } from "../../src/content/lead-magnets";
import { customElementsManifest, MANIFEST_FILE } from "../../tooling/custom-elements";
import {
  ELEMENT_TABLE_DOC,
  elementsOf,
  elementTable,
  TABLE_END,
  TABLE_START,
} from "../../tooling/element-table";
import { elementProgram } from "../../tooling/package-types";

// The manifest (written by the build into the package) and the table of docs/embedding.md (`npm
// run docs`) come from the elements' declarations; what a page can really set and hear comes from
// each element's typed registration. These tests hold the three together.
const root = resolve(import.meta.dirname, "../..");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const tags = readdirSync(resolve(root, "widgets"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, "widgets", d.name, "index.ts")))
  .map((d) => d.name)
  .sort();

interface Surface {
  attributes: string[];
  events: string[];
}

/**
 * Each element's attributes and events as its `index.ts` types them: the props declared to
 * `defineElement()` (kebab-cased, plus `open` when openable) or a class's `observedAttributes`
 * (written out, or returned as a list typed with their names), and the events it adds to
 * `WidgetEventMap`.
 */
function typedSurfaces(): Map<string, Surface> {
  const files = tags.map((tag) => resolve(root, "widgets", tag, "index.ts"));
  const program = elementProgram(files);
  const checker = program.getTypeChecker();
  const surfaces = new Map<string, Surface>();
  for (const [i, file] of files.entries()) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} not found`);
    const surface: Surface = { attributes: [], events: [] };
    const attribute = (name: string) => {
      if (!surface.attributes.includes(name)) surface.attributes.push(name);
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.getText(source) === "defineElement" &&
        node.arguments[2]
      ) {
        const options = checker.getTypeAtLocation(node.arguments[2]);
        const props = options.getProperty("props");
        if (props) {
          const type = checker.getTypeOfSymbolAtLocation(props, node);
          for (const prop of type.getProperties()) attribute(kebab(prop.name));
        }
        const openable = options.getProperty("openable");
        if (
          openable &&
          checker.typeToString(checker.getTypeOfSymbolAtLocation(openable, node)) === "true"
        ) {
          attribute("open");
        }
      }
      if (ts.isGetAccessorDeclaration(node) && node.name.getText(source) === "observedAttributes") {
        node.forEachChild(function strings(child): void {
          if (ts.isStringLiteral(child)) attribute(child.text);
          // What it returns, typed as a list of literal names (`Object.values(attributeOf)`, or
          // the names the build writes in from the declaration).
          if (ts.isReturnStatement(child) && child.expression) {
            const list = checker.getTypeAtLocation(child.expression);
            const [item] = checker.isArrayType(list)
              ? checker.getTypeArguments(list as ts.TypeReference)
              : [];
            for (const type of item?.isUnion() ? item.types : item ? [item] : []) {
              if (type.isStringLiteral()) attribute(type.value);
            }
          }
          child.forEachChild(strings);
        });
      }
      if (
        ts.isInterfaceDeclaration(node) &&
        /EventMap$/.test(node.name.text) &&
        !/^(HTMLElement|Document|Window)EventMap$/.test(node.name.text)
      ) {
        // `WidgetEventMap` gathers every element's events: this entry's are what it extends it by.
        const maps =
          node.name.text === "WidgetEventMap"
            ? (node.heritageClauses ?? []).flatMap((clause) =>
                clause.types.map((type) => checker.getTypeAtLocation(type)),
              )
            : [checker.getSymbolAtLocation(node.name)].map(
                (symbol) => symbol && checker.getDeclaredTypeOfSymbol(symbol),
              );
        for (const map of maps) {
          for (const event of map?.getProperties() ?? []) surface.events.push(event.name);
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
    surfaces.set(tags[i] as string, surface);
  }
  return surfaces;
}

// The checker reads the declarations' unions of values: seconds, done once for the file.
let manifest: ReturnType<typeof customElementsManifest>;
beforeAll(() => {
  manifest = customElementsManifest(root);
}, 60_000);

describe("the custom elements manifest", () => {
  // Type-checking the elements' registrations takes seconds; done once for the file.
  let typed = new Map<string, Surface>();
  beforeAll(() => {
    typed = typedSurfaces();
  }, 60_000);

  it("describes every element once, with the package naming the file the build writes it to", () => {
    const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
    expect(pkg.customElements).toBe(MANIFEST_FILE);
    expect(pkg.exports["./custom-elements.json"]).toBe(`./${MANIFEST_FILE}`);
    expect(elementsOf(manifest).map((element) => element.tagName)).toEqual(tags);
  });

  it("given each element, its attributes and events are the ones its registration types", () => {
    for (const element of elementsOf(manifest)) {
      const surface = typed.get(element.tagName ?? "");
      const documented = {
        attributes: (element.attributes ?? []).map((a) => a.name).sort(),
        events: (element.events ?? []).map((e) => e.name ?? "").sort(),
      };
      expect(documented, element.tagName).toEqual({
        attributes: [...(surface?.attributes ?? [])].sort(),
        events: [...(surface?.events ?? [])].sort(),
      });
    }
  });

  it("names no event after a tag, so a page listening for one cannot mistake it for the other", () => {
    const events = elementsOf(manifest).flatMap((element) =>
      (element.events ?? []).map((event) => event.name),
    );
    expect(events.filter((name) => tags.includes(name ?? ""))).toEqual([]);
  });

  it("types the calculator's lead-submit, which its embedded lead form fires", () => {
    expect(typed.get("debt-calculator")?.events).toContain("lead-submit");
  });

  it("given an attribute whose values are known when the package is built, types it as their union", () => {
    const typeOf = (tag: string, name: string) =>
      elementsOf(manifest)
        .find((element) => element.tagName === tag)
        ?.attributes?.find((attribute) => attribute.name === name)?.type?.text;
    const union = (values: readonly string[]) =>
      values.map((value) => JSON.stringify(value)).join(" | ");
    expect(typeOf("debt-calculator", "variant")).toBe(union(Object.keys(calculatorVariants)));
    expect(typeOf("lead-form", "mode")).toBe(union(["inline", "modal"]));
    expect(typeOf("resource-download", "lead-magnet")).toBe(
      union(leadMagnets.map((magnet) => magnet.id)),
    );
    // Free text stays text.
    expect(typeOf("lead-form", "lead-source")).toBe("string");
    expect(typeOf("debt-calculator", "rate")).toBe("number");
  });

  it("gives every element a description, and every attribute, event, part and property one", () => {
    for (const element of elementsOf(manifest)) {
      expect(element.description, element.tagName).toBeTruthy();
      for (const item of [
        ...(element.attributes ?? []),
        ...(element.events ?? []),
        ...(element.cssParts ?? []),
        ...(element.cssProperties ?? []),
      ]) {
        expect(item.description, `${element.tagName} ${item.name}`).toBeTruthy();
      }
    }
  });
});

describe("the element table of docs/embedding.md", () => {
  it("is the one generated from the manifest", () => {
    const readme = readFileSync(resolve(root, ELEMENT_TABLE_DOC), "utf8");
    const start = readme.indexOf(TABLE_START) + TABLE_START.length;
    const table = readme.slice(start, readme.indexOf(TABLE_END)).trim();
    expect(table).toBe(elementTable(manifest));
  });
});
