import { createElement, type ReactElement } from "react";
import { type ElementDeclaration, kebab } from "./declaration";

/** `lead-form` → `LeadForm`, `lead-submit` → `LeadSubmit`. */
export const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());

/** Dashed names every element takes: its data and the accessibility tree's. */
const anyElements = /^(data|aria)-/;

/**
 * A React component for an element, for a React app (`eastside-broker-widgets/react/<tag>`):
 * `<LeadForm leadSource="app" onLeadSubmit={…} />` renders `<lead-form lead-source="app"
 * onlead-submit={…}>`, which React 19 turns into the attribute and a listener for the event.
 * Its props are plain camelCase names, so TypeScript checks every one of them: it lets any JSX
 * attribute with a dash through unchecked when the element's type does not name it.
 * Everything else (`className`, `style`, `ref`, `data-*`, `aria-*`) goes to the element as is.
 * A dashed name the element does not have (`lead-sorce`), which TypeScript cannot refuse, is
 * told once in the console, with the props the component takes.
 */
export function elementComponent(declaration: ElementDeclaration) {
  const names = new Map<string, string>();
  for (const name of Object.keys(declaration.attributes)) names.set(name, kebab(name));
  for (const event of Object.keys(declaration.events))
    names.set(`on${pascal(event)}`, `on${event}`);
  const own = new Set(names.values());
  const told = new Set<string>();
  const component = pascal(declaration.tag);
  function Element(props: Record<string, unknown>): ReactElement {
    const given: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      const html = names.get(name) ?? name;
      given[html] = value;
      if (!html.includes("-") || own.has(html) || anyElements.test(html) || told.has(html))
        continue;
      told.add(html);
      console.warn(
        `<${component}> has no prop "${html}": <${declaration.tag}> reads no such attribute. ` +
          `Its props: ${[...names.keys()].join(", ")}.`,
      );
    }
    return createElement(declaration.tag, given);
  }
  Element.displayName = component;
  return Element;
}
