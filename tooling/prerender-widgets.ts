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
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { DeliveryDeclaration } from "../widgets/shared/element/declaration";
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
import { recordedElements } from "./recorded-elements";

/** What of `defineElement`'s options shapes the first view. */
interface ElementOptions {
  props: Record<string, PropKind>;
  primitives?: readonly Primitive[];
  styles?: readonly string[];
}

// Every element with first views, as its declaration's delivery tells: its registration
// (`widgets/<tag>/index.ts`) is imported, and records its component and options.
const deliveries = import.meta.glob<DeliveryDeclaration>("../widgets/*/declaration.ts", {
  eager: true,
  import: "delivery",
});
const registrations = import.meta.glob("../widgets/*/index.ts");
const rendered = new Map<string, DeliveryDeclaration>();
for (const [path, delivery] of Object.entries(deliveries)) {
  if (!delivery.views) continue;
  const registration = registrations[path.replace(/declaration\.ts$/, "index.ts")];
  if (registration) await registration();
  rendered.set(path.split("/").at(-2) ?? "", delivery);
}

/**
 * Whether the site's pages pre-render this instance (`onPages` in its delivery: a closed modal
 * has no first view worth painting).
 */
function onPages(tag: string, attributes: Record<string, string>): boolean {
  const on = rendered.get(tag)?.onPages;
  if (on === true || !on) return Boolean(on);
  const attribute = rendered.get(tag)?.views?.attribute ?? "";
  return on.includes(attributes[attribute]?.toLowerCase() ?? "");
}

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
  const definition = recordedElements.get(tag);
  if (!definition || !rendered.has(tag)) return undefined;
  const Component = definition.Component;
  const options = definition.options as ElementOptions;
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
  if (!onPages(tag, attributes)) return undefined;
  const view = renderFirstView(tag, attributes);
  return view && `<style ${prerenderedStyleAttribute}>${view.css}</style>${view.markup}`;
}
