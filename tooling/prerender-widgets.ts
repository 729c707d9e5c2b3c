/**
 * The first view of each widget that pages pre-render, as the inside of its declarative shadow
 * root: the element's whole stylesheet in a `<style data-ebw-prerendered>` (it styles the first
 * paint; the element swaps it for its adopted stylesheet when it takes over) followed by the
 * markup React renders on the client for the same attributes. Rendered with React's own
 * `renderToString`, not the pages' Preact, because the element hydrates this markup: ids from
 * `useId` and every text node must be exactly what React produces in the browser.
 * The same renderer writes the first views the loader shows on other sites' pages before the
 * element's code is wanted (`tooling/first-views.ts`), for every form and calculator variant.
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { ContactFormWidget } from "../widgets/contact-form/contact-form";
import { contactFormOptions } from "../widgets/contact-form/options";
import { DebtCalculatorWidget } from "../widgets/debt-calculator/debt-calculator";
import { debtCalculatorOptions } from "../widgets/debt-calculator/options";
import { LeadFormWidget } from "../widgets/lead-form/lead-form";
import { leadFormOptions } from "../widgets/lead-form/options";
import { preApprovalFormOptions } from "../widgets/preapproval-form/options";
import { PreApprovalFormWidget } from "../widgets/preapproval-form/preapproval-form";
import { resourceDownloadOptions } from "../widgets/resource-download/options";
import { ResourceDownloadWidget } from "../widgets/resource-download/resource-download";
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
  /**
   * Whether the site's pages pre-render this instance (a closed modal has no first view worth
   * painting); never when absent.
   */
  onPages?: (attributes: Record<string, string>) => boolean;
}

const definitions: Record<string, Definition> = {
  "debt-calculator": {
    Component: DebtCalculatorWidget as ComponentType<never>,
    options: debtCalculatorOptions,
    onPages: () => true,
  },
  "lead-form": {
    Component: LeadFormWidget as ComponentType<never>,
    options: leadFormOptions,
    onPages: (attributes) => attributes.mode?.toLowerCase() === "inline",
  },
  "contact-form": {
    Component: ContactFormWidget as ComponentType<never>,
    options: contactFormOptions,
  },
  "preapproval-form": {
    Component: PreApprovalFormWidget as ComponentType<never>,
    options: preApprovalFormOptions,
  },
  "resource-download": {
    Component: ResourceDownloadWidget as ComponentType<never>,
    options: resourceDownloadOptions,
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

/** A first view: the markup React renders for these attributes, and the element's stylesheet. */
export interface FirstView {
  markup: string;
  css: string;
}

/** `<tag>`'s first view for `attributes`, or `undefined` for a tag with no pre-renderer. */
export function renderFirstView(
  tag: string,
  attributes: Record<string, string>,
): FirstView | undefined {
  const definition = definitions[tag];
  if (!definition) return undefined;
  const { Component, options } = definition;
  // Components touch their element only in effects, which do not run here.
  const container = { host: { localName: tag } } as unknown as ShadowRoot;
  const props = propsOf(options, attributes);
  const Bridge = () => widgetFrame(Component, props, container, null);
  const css = widgetCss(options.primitives, options.styles);
  return { markup: renderToString(createElement(Bridge)), css };
}

/** The inside of `<tag>`'s shadow root on the site's pages, or `undefined` if not pre-rendered. */
export function prerenderWidget(
  tag: string,
  attributes: Record<string, string>,
): string | undefined {
  if (!definitions[tag]?.onPages?.(attributes)) return undefined;
  const view = renderFirstView(tag, attributes);
  return view && `<style ${prerenderedStyleAttribute}>${view.css}</style>${view.markup}`;
}
