/**
 * The package's React types, in dist/widgets/types (see `./package-types.ts`): `react.d.ts`, the
 * elements in React 19's JSX, and `react-<tag>.d.ts`, each element's React component.
 */
import type ts from "typescript";
import { kebab } from "../widgets/shared/element/declaration.ts";
import { pascal } from "../widgets/shared/element/react-component.ts";
import { attributeValueTypes } from "./attribute-values.ts";
import type { DeclaredElement } from "./element-declarations.ts";
import { doc, eventMapName } from "./type-text.ts";

/**
 * React 19 sets a custom element's prop as a property when the element has one and as an
 * attribute otherwise, and turns `on<name>` into a listener for the event `<name>`, case
 * kept. So attributes go by their HTML names (they work before the element's code has loaded,
 * too) and each event of the element's map by `on` + its exact name: `onlead-submit`.
 */
export function reactEntry(
  program: ts.Program,
  root: string,
  elements: readonly DeclaredElement[],
): string {
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

/**
 * `react-<tag>.d.ts`, the types of `./react/<tag>`: the element's own entry and its React
 * component (`widgets/shared/element/react-component.ts`), whose props are the attributes by
 * their camelCase names and `on` + each event's name in PascalCase (`onLeadSubmit`). Unlike a
 * dashed JSX attribute, each such name is checked: an unknown one is refused.
 */
export function reactComponentEntry(
  program: ts.Program,
  root: string,
  element: DeclaredElement,
  elements: readonly DeclaredElement[],
): string {
  const { tag } = element;
  // Every element's attributes and listeners by their HTML names, refused by name: TypeScript
  // would let them through unchecked, as it lets through any dashed name it is not told of.
  const htmlNames = [
    ...new Set(
      elements.flatMap((each) => [
        ...each.attributes.map((attribute) => kebab(attribute.name)),
        ...each.events.map((event) => `on${event.name}`),
      ]),
    ),
  ]
    .filter((name) => name.includes("-"))
    .sort();
  const name = pascal(tag);
  const unions = attributeValueTypes(program, root, element);
  const own = [
    ...element.attributes.map(
      ({ name, value, description, default: fallback }) =>
        `${doc(description, "  ", fallback === undefined ? [] : [`@default ${fallback}`])}  ${name}?: ${unions.get(name) ?? value};`,
    ),
    ...element.events.map(
      (event) =>
        `${doc(`Listens to \`${event.name}\`: ${event.description}`, "  ")}  on${pascal(event.name)}?: (event: ${eventMapName(element)}[${JSON.stringify(event.name)}]) => void;`,
    ),
  ];
  const taken = [...element.attributes.map((a) => a.name), "ref"].map((n) => JSON.stringify(n));
  return `// <${tag}>'s entry for a React app, written by tooling/react-types.ts from ${element.path}.
import type { HTMLAttributes, ReactElement, Ref } from "react";
import type { ${eventMapName(element)} } from "./${tag}.js";
export type * from "./${tag}.js";

/** The props of \`${name}\`: what React takes on any element, the element's attributes and events. */
export interface ${name}Props
  extends Omit<HTMLAttributes<HTMLElementTagNameMap["${tag}"]>, ${taken.join(" | ")}> {
${own.join("\n")}
  ref?: Ref<HTMLElementTagNameMap["${tag}"]>;
  /** An attribute or listener by its HTML name: here each goes by its camelCase name. */
${htmlNames.map((html) => `  "${html}"?: never;`).join("\n")}
}

${doc(`${element.description} As a React component, its props checked one by one.`, "")}export declare function ${name}(props: ${name}Props): ReactElement;
`;
}
