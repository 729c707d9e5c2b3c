import { createElement, type ReactNode } from "react";

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
 * widgets' element types; the loader upgrades the tag in the browser.
 */
export function Widget({ tag, attributes = {}, children }: WidgetProps) {
  return createElement(tag, attributes, children);
}
