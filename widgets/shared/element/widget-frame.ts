/**
 * What an element renders around its widget, shared by the browser mount (`defineElement`) and
 * the build's pre-renderer (`tooling/prerender-widgets.ts`): both must produce the same markup and the
 * same CSS, or the pre-rendered first view would not be the one the element takes over.
 */
import { type ComponentType, createElement, type ReactElement } from "react";
import type { Primitive } from "../ui/primitive";
import baseStyles from "./base.css?inline";
import type { PropKind } from "./declaration";
import { WidgetErrorBoundary } from "./error-boundary";
import type { Props } from "./prop-store";

export type { PropKind };

/** Marks the `<style>` of a pre-rendered shadow root, which styles it until the element runs. */
export const prerenderedStyleAttribute = "data-ebw-prerendered";

export { kebab } from "./declaration";

/**
 * How an attribute's text becomes a prop:
 * - `string`: as written.
 * - `number`: `Number(text)`; blank or not a number gives `undefined`.
 * - `boolean`: present means `true` (`<x-foo open>`), except the literal `"false"`.
 * A removed attribute always gives `undefined`, so the component's default applies again.
 */
export function parseAttribute(kind: PropKind, text: string | null): unknown {
  if (text === null) return undefined;
  switch (kind) {
    case "string":
      return text;
    case "number": {
      if (text.trim() === "") return undefined;
      const value = Number(text);
      return Number.isNaN(value) ? undefined : value;
    }
    case "boolean":
      return text.trim().toLowerCase() !== "false";
  }
}

/** The element's whole stylesheet: the shared reset, the declared primitives', the widget's. */
export function widgetCss(
  primitives: readonly Primitive[] = [],
  styles: readonly string[] = [],
): string {
  return [baseStyles, ...[...new Set(primitives)].map((p) => p.css), ...styles].join("\n");
}

/**
 * The reset wrapper cuts inheritance from the host page (page rules still reach the host
 * element itself, and outer rules beat `:host` rules); `inlineCss` is for browsers without
 * constructable stylesheets.
 */
export function widgetFrame<P extends object>(
  Component: ComponentType<P & { container: ShadowRoot }>,
  props: Props,
  container: ShadowRoot,
  inlineCss: string | null,
): ReactElement {
  const host = container.host as HTMLElement;
  return createElement(
    "div",
    { className: "ebw-root" },
    inlineCss === null ? null : createElement("style", null, inlineCss),
    createElement(
      WidgetErrorBoundary,
      { host },
      createElement(Component, { ...(props as P), container }),
    ),
  );
}
