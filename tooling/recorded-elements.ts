/**
 * `defineElement` as the widget pre-renderer's bundle sees it (`./page-bundle.ts` puts this file
 * in its place for each element's registration, `widgets/<tag>/index.ts`): it records the
 * element's component and options, which `./prerender-widgets.ts` renders, rather than defining
 * an element, which Node has not. So each element's registration is the one list of them.
 */
import type { ComponentType } from "react";
import type { DefineElementOptions } from "../widgets/shared/element/define-element";

export interface RecordedElement {
  Component: ComponentType<never>;
  options: DefineElementOptions<never>;
}

export const recordedElements = new Map<string, RecordedElement>();

export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: DefineElementOptions<P>,
): void {
  recordedElements.set(tag, {
    Component: Component as ComponentType<never>,
    options: options as unknown as DefineElementOptions<never>,
  });
}
