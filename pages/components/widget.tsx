import { createElement, type ReactNode, useContext } from "react";
import { PageContextValue } from "../context";

interface WidgetProps {
  /** A custom element defined by /widgets/loader.js, e.g. "lead-form". */
  tag: `${string}-${string}`;
  attributes?: Record<string, string>;
  /**
   * Light-DOM content shown until the element renders its shadow root (which has no slot, so it
   * hides this): a `<noscript>` alternative for visitors without JavaScript.
   */
  children?: ReactNode;
}

/**
 * A widget placeholder. Created by name rather than JSX so the page shell does not need the
 * widgets' element types; the loader upgrades the tag in the browser. A widget the build
 * pre-renders carries its first view in a declarative shadow root (and `data-prerendered`, so
 * the page keeps no empty room for it), painted with the HTML and taken over by the element.
 */
export function Widget({ tag, attributes = {}, children }: WidgetProps) {
  const page = useContext(PageContextValue);
  const shadow = page?.prerenderWidget?.(tag, attributes);
  if (shadow === undefined) return createElement(tag, attributes, children);
  const template = createElement("template", {
    shadowrootmode: "open",
    dangerouslySetInnerHTML: { __html: shadow },
  } as Record<string, unknown>);
  return createElement(tag, { ...attributes, "data-prerendered": "" }, template, children);
}
