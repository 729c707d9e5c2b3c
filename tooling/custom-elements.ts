/**
 * `custom-elements.json`, the Custom Elements Manifest, written from each element's declaration
 * (`./element-declarations.ts`) by the build beside the published types (`MANIFEST_FILE`, which
 * `package.json`'s `customElements` and `./custom-elements.json` export name), so a new element
 * needs no file of its own here. Editors, Storybook and the `/embed` page read the manifest;
 * `npm run docs` writes the element table of docs/embedding.md from it. An attribute whose
 * values are known at build time has their union as its type
 * (`"slider" | "detailed" | "compact"`, `./attribute-values.ts`), as the published types do.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { ClassDeclaration, CustomElement, Package } from "custom-elements-manifest/schema";
import { sharedCustomProperties } from "../widgets/shared/element/custom-properties.ts";
import { kebab } from "../widgets/shared/element/declaration.ts";
import { attributeValueTypes } from "./attribute-values.ts";
import {
  type DeclaredElement,
  detailTypeText,
  elementDeclarations,
} from "./element-declarations.ts";
import { elementProgram } from "./package-types.ts";

const className = (tag: string) =>
  `${tag.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase())}Element`;

function module(element: DeclaredElement, values: Map<string, string>): Package["modules"][number] {
  const path = element.path.replace(/declaration\.ts$/, "index.ts");
  const name = className(element.tag);
  const own = element.cssProperties;
  const shared = Object.entries(sharedCustomProperties)
    .filter(([property]) => !own.some((ownProperty) => ownProperty.name === property))
    .map(([property, description]) => ({ name: property, description }));
  const methods = element.methods.map(({ name: method, description }) => ({
    kind: "method" as const,
    name: method,
    description,
  }));
  const declaration: ClassDeclaration & CustomElement = {
    kind: "class",
    customElement: true,
    name,
    tagName: element.tag,
    description: element.description,
    superclass: { name: "HTMLElement" },
    attributes: element.attributes.map((attribute) => ({
      name: kebab(attribute.name),
      fieldName: attribute.name,
      type: { text: values.get(attribute.name) ?? attribute.value },
      ...(attribute.default === undefined ? {} : { default: attribute.default }),
      description: attribute.description,
    })),
    ...(methods.length > 0 ? { members: methods } : {}),
    events: element.events.map((event) => ({
      name: event.name,
      type: { text: `CustomEvent<${detailTypeText(event.value)}>` },
      description: event.description,
    })),
    cssParts: element.parts.map(({ name: part, description }) => ({ name: part, description })),
    cssProperties: [
      ...own.map(({ name: property, description }) => ({ name: property, description })),
      ...shared,
    ],
  };
  return {
    kind: "javascript-module",
    path,
    declarations: [declaration],
    exports: [
      { kind: "custom-element-definition", name: element.tag, declaration: { name, module: path } },
    ],
  };
}

/** Where the build writes the manifest, from the root: in the package, beside the types. */
export const MANIFEST_FILE = "dist/widgets/types/custom-elements.json";

/** The manifest of every element under `root/widgets`, as the build writes it. */
export function customElementsManifest(root: string): Package {
  const elements = elementDeclarations(root);
  // The declarations alone, checked as the build does, for the unions of values they name.
  const program = elementProgram(elements.map((element) => resolve(root, element.path)));
  return {
    schemaVersion: "1.0.0",
    readme: "",
    modules: elements.map((element) =>
      module(element, attributeValueTypes(program, root, element)),
    ),
  };
}

/** Writes the manifest of the elements under `root/widgets` to `MANIFEST_FILE`. */
export function writeCustomElementsManifest(root: string): void {
  const file = resolve(root, MANIFEST_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(customElementsManifest(root), null, 2)}\n`);
}
