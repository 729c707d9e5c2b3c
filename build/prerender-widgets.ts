/**
 * The first view of each widget that pages pre-render, as the inside of its declarative shadow
 * root: the element's whole stylesheet in a `<style data-ebw-prerendered>` (it styles the first
 * paint; the element swaps it for its adopted stylesheet when it takes over) followed by the
 * markup React renders on the client for the same attributes. Rendered with React's own
 * `renderToString`, not the pages' Preact, because the element hydrates this markup: ids from
 * `useId` and every text node must be exactly what React produces in the browser.
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { DebtCalculatorWidget } from "../widgets/debt-calculator/debt-calculator";
import { debtCalculatorOptions } from "../widgets/debt-calculator/options";
import { LeadFormWidget } from "../widgets/lead-form/lead-form";
import { leadFormOptions } from "../widgets/lead-form/options";
import type { Props } from "../widgets/shared/element/prop-store";
import {
  kebab,
  type PropKind,
  parseAttribute,
  prerenderedStyleAttribute,
  widgetCss,
  widgetFrame,
} from "../widgets/shared/element/widget-frame";
import type { Primitive } from "../widgets/shared/ui/primitive";

/** What of `defineElement`'s options shapes the first view. */
interface ElementOptions {
  props: Record<string, PropKind>;
  primitives?: readonly Primitive[];
  styles?: readonly string[];
}

interface Definition {
  Component: ComponentType<never>;
  options: ElementOptions;
  /** Whether this instance has a first view worth painting (a closed modal has none). */
  shown?: (attributes: Record<string, string>) => boolean;
}

const definitions: Record<string, Definition> = {
  "debt-calculator": {
    Component: DebtCalculatorWidget as ComponentType<never>,
    options: debtCalculatorOptions,
  },
  "lead-form": {
    Component: LeadFormWidget as ComponentType<never>,
    options: leadFormOptions,
    shown: (attributes) => attributes.mode?.toLowerCase() === "inline",
  },
};

/** The props the element reads from these attributes, as `defineElement` parses them. */
function propsOf(options: ElementOptions, attributes: Record<string, string>) {
  const props: Props = {};
  for (const [name, kind] of Object.entries(options.props)) {
    const value = parseAttribute(kind, attributes[kebab(name)] ?? null);
    if (value !== undefined) props[name] = value;
  }
  return props;
}

/** The inside of `<tag>`'s shadow root, or `undefined` for a widget that is not pre-rendered. */
export function prerenderWidget(
  tag: string,
  attributes: Record<string, string>,
): string | undefined {
  const definition = definitions[tag];
  if (!definition || definition.shown?.(attributes) === false) return undefined;
  const { Component, options } = definition;
  // Components touch their element only in effects, which do not run here.
  const container = { host: { localName: tag } } as unknown as ShadowRoot;
  const props = propsOf(options, attributes);
  const Bridge = () => widgetFrame(Component, props, container, null);
  const css = widgetCss(options.primitives, options.styles);
  const markup = renderToString(createElement(Bridge));
  return `<style ${prerenderedStyleAttribute}>${css}</style>${markup}`;
}
