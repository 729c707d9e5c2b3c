/**
 * Registers a widget's React component as a custom element.
 *
 * r2wc (`@r2wc/core`, the engine of `@r2wc/react-to-web-component`) is the element: it attaches
 * an open shadow root, mounts the component when the element is connected (unmounting it when
 * disconnected) and passes the shadow root to it as `container`. It is given no props of its
 * own, because its attribute handling ignores a removed attribute and an empty boolean
 * attribute (`<x-foo open>`) and re-parses JSON on every change. Added on top, one job a file:
 * - attributes and properties, including those set before the upgrade (`./prop-bridge`);
 * - one constructed stylesheet per element class adopted by every instance (`./stylesheet`);
 * - taking over the view shown before the code, and the room held for it
 *   (`./hand-over/take-over`);
 * - a readiness signal the loader waits on before giving back a held click
 *   (`./hand-over/readiness`);
 * - keeping the mounted root when the page moves the element (`./moves`);
 * and here: an error boundary around every widget (in the frame), so a crash leaves the
 * phone-and-e-mail alternative; `openable`, the `open` boolean prop with `show()` and `hide()`;
 * an idempotent define, so a script pasted twice on a page is harmless.
 */

import r2wcCore from "@r2wc/core";
import { type ComponentType, createElement, useEffect, useSyncExternalStore } from "react";
import type { Root } from "react-dom/client";
import { resolveApiBase } from "../../../src/api/client";
import { takeWaitingCounts } from "../../../src/tracking/funnel";
import type { Primitive } from "../ui/primitive";
import { markReady, trackReadiness } from "./hand-over/readiness";
import {
  holdsPrerenderedView,
  mountWidget,
  useFreeReservedRoom,
  useReplayEditsAfterHydration,
} from "./hand-over/take-over";
import { keepsStateWhenMoved, type LifecycleElement } from "./moves";
import { propStoreOf, withPropBridge } from "./prop-bridge";
import { adoptInto, adoptsSheets, type Stylesheet } from "./stylesheet";
import { markOurs, tagIsOurs } from "./taken-tag";
import { type PropKind, widgetCss, widgetFrame } from "./widget-frame";

export type { PropKind };

/** What every widget component receives besides its own props. */
export interface WidgetProps {
  /** The element's open shadow root; `container.host` is the element itself. */
  container: ShadowRoot;
}

/** What `openable` adds to an element. */
export interface OpenableElement extends HTMLElement {
  /** Reflects whether the widget is open; setting it opens or closes it. */
  open: boolean | undefined;
  /** Opens the widget. */
  show(): void;
  /** Closes the widget. */
  hide(): void;
}

export type WidgetMethod = (this: HTMLElement, ...args: never[]) => unknown;

/** The props an element lists: all of the component's but `container` (and `open`, if openable). */
type ListedProps<P> = Omit<P, "container" | "open">;

interface CommonOptions<P> {
  /** Every prop, camelCase here and kebab-case as an attribute; a missing one is a type error. */
  props: { [K in keyof ListedProps<P>]-?: PropKind };
  /** The shared primitives the widget renders; their CSS follows the shared reset. */
  primitives?: readonly Primitive[];
  /** The widget's own CSS, after the primitives'. */
  styles?: readonly string[];
  /** Public methods added to the element's prototype; `this` is the element. */
  methods?: Record<string, WidgetMethod>;
}

/** A component with an `open` prop must be `openable`, which makes `open` an attribute too. */
export type DefineElementOptions<P> = CommonOptions<P> &
  ("open" extends keyof P ? { openable: true } : { openable?: never });

const openableMethods: Record<string, WidgetMethod> = {
  show(this: HTMLElement): void {
    (this as OpenableElement).open = true;
  },
  hide(this: HTMLElement): void {
    (this as OpenableElement).open = false;
  },
};

/**
 * Registers `tag` as a custom element rendering `Component` into an open shadow root.
 * Idempotent: if the tag is already defined (a script pasted twice), the existing class is
 * returned and nothing else happens; if another script defined it, the page is told
 * (`./taken-tag`).
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & WidgetProps>,
  options: NoInfer<DefineElementOptions<P>>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    tagIsOurs(tag, existing);
    return existing;
  }

  const kinds = new Map<string, PropKind>(
    Object.entries(options.props as Record<string, PropKind>),
  );
  if (options.openable) kinds.set("open", "boolean");

  const styles: Stylesheet = { css: widgetCss(options.primitives, options.styles) };

  function Bridge({ container }: { container?: ShadowRoot }) {
    const root = container as ShadowRoot;
    const store = propStoreOf(root.host);
    const props = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
    useFreeReservedRoom(root);
    useReplayEditsAfterHydration(root);
    useEffect(() => {
      // The widget's own effects (listeners on the page, say) have run by now: a passive
      // effect runs after those of the components inside it.
      queueMicrotask(() => markReady(root.host));
    }, [root]);
    // Where sheets are not adopted, the frame renders the CSS in a <style>.
    return widgetFrame(Component, props, root, adoptsSheets ? null : styles.css);
  }

  const Base = r2wcCore(
    Bridge as ComponentType<object>,
    { shadow: "open", props: {} },
    {
      mount: (container, Type, props): Root =>
        mountWidget(container as unknown as ShadowRoot, createElement(Type, props), adoptsSheets),
      update: (root, props) => root.render(createElement(Bridge as ComponentType<object>, props)),
      unmount: (root) => root.unmount(),
    },
  );

  const Moving = keepsStateWhenMoved(Base as unknown as LifecycleElement);
  class WidgetElement extends withPropBridge(Moving as typeof HTMLElement, kinds) {
    constructor() {
      super();
      trackReadiness(this);
      if (this.shadowRoot) adoptInto(this.shadowRoot, styles);
    }

    /** Keeps a pre-rendered root on screen; any other root is attached as usual. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      if (holdsPrerenderedView(existing)) return existing;
      return super.attachShadow(init);
    }
  }

  const methods = { ...(options.openable ? openableMethods : {}), ...options.methods };
  for (const [name, method] of Object.entries(methods)) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      writable: true,
      value: method,
    });
  }

  markOurs(WidgetElement);
  customElements.define(tag, WidgetElement);
  // The loader's funnel counts so far (first views shown, intents), and its next ones.
  takeWaitingCounts(tag, (host) => resolveApiBase(host.getAttribute("api-base"), import.meta.url));
  return WidgetElement;
}

/** The element that owns a shadow root, typed as the caller expects. */
export function hostOf<E extends HTMLElement = HTMLElement>(container: ShadowRoot): E {
  return container.host as E;
}
