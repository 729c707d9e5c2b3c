import { createElement } from "react";

interface WidgetProps {
  /** A custom element defined by /widgets/loader.js, e.g. "lead-form". */
  tag: `${string}-${string}`;
  attributes?: Record<string, string>;
}

/**
 * A widget placeholder. Created by name rather than JSX so the page shell does not need the
 * widgets' element types; the loader upgrades the tag in the browser.
 */
export function Widget({ tag, attributes = {} }: WidgetProps) {
  return createElement(tag, attributes);
}
