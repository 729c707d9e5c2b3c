/**
 * Registers a widget's React component as a custom element.
 *
 * r2wc (`@r2wc/react-to-web-component`) is the mount: it attaches an open shadow root, creates
 * a React root in it when the element is connected (unmounting it when disconnected) and passes
 * the shadow root to the component as `container`. It is given no props of its own, because its
 * attribute handling ignores a removed attribute and an empty boolean attribute (`<x-foo open>`)
 * and re-parses JSON on every change. This file adds on top:
 * - attributes parsed by kind, where removing one gives `undefined` so the default applies again;
 * - a property per prop, reflecting primitives back to the attribute;
 * - properties a page set before the element was upgraded;
 * - one constructed stylesheet per element class (the shared reset, the declared primitives'
 *   CSS, the widget's own) adopted by every instance, or a <style> where that is unsupported;
 * - an error boundary around every widget, so a crash leaves the phone-and-e-mail alternative;
 * - `openable`: the `open` boolean prop with `show()` and `hide()`;
 * - an idempotent define, so a script pasted twice on a page is harmless.
 */
import r2wc from "@r2wc/react-to-web-component";
import { type ComponentType, createElement, useSyncExternalStore } from "react";
import baseStyles from "./base.css?inline";
import { WidgetErrorBoundary } from "./error-boundary";
import type { Primitive } from "./primitive";
import { PropStore, type Props } from "./prop-store";

/**
 * How an attribute's text becomes a prop:
 * - `string`: as written.
 * - `number`: `Number(text)`; blank or not a number gives `undefined`.
 * - `boolean`: present means `true` (`<x-foo open>`), except the literal `"false"`.
 * A removed attribute always gives `undefined`, so the component's default applies again.
 */
export type PropKind = "string" | "number" | "boolean";

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

const stores = new WeakMap<Element, PropStore>();
const setProp = Symbol("setProp");
const getProp = Symbol("getProp");

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

function parseAttribute(kind: PropKind, text: string | null): unknown {
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

const openableMethods: Record<string, WidgetMethod> = {
  show(this: HTMLElement): void {
    (this as OpenableElement).open = true;
  },
  hide(this: HTMLElement): void {
    (this as OpenableElement).open = false;
  },
};

const supportsAdoptedSheets = (): boolean =>
  typeof ShadowRoot !== "undefined" &&
  "adoptedStyleSheets" in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== "undefined" &&
  "replaceSync" in CSSStyleSheet.prototype;

/**
 * Registers `tag` as a custom element rendering `Component` into an open shadow root.
 * Idempotent: if the tag is already defined (a script pasted twice), the existing class is
 * returned and nothing else happens.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & WidgetProps>,
  options: NoInfer<DefineElementOptions<P>>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const kinds = new Map<string, PropKind>(
    Object.entries(options.props as Record<string, PropKind>),
  );
  if (options.openable) kinds.set("open", "boolean");
  const propOfAttribute = new Map([...kinds.keys()].map((name) => [kebab(name), name]));

  const primitives = [...new Set(options.primitives ?? [])];
  const css = [baseStyles, ...primitives.map((p) => p.css), ...(options.styles ?? [])].join("\n");
  const adopt = supportsAdoptedSheets();
  let sheet: CSSStyleSheet | undefined;

  // The reset wrapper cuts inheritance from the host page (page rules still reach the host
  // element itself, and outer rules beat `:host` rules); the <style> covers browsers without
  // constructable stylesheets.
  function Bridge({ container }: { container?: ShadowRoot }) {
    const root = container as ShadowRoot;
    const host = root.host as HTMLElement;
    const store = stores.get(host) as PropStore;
    const props = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
    return createElement(
      "div",
      { className: "ebw-root" },
      adopt ? null : createElement("style", null, css),
      createElement(
        WidgetErrorBoundary,
        { host },
        createElement(Component, { ...(props as P), container: root }),
      ),
    );
  }

  const Base = r2wc(Bridge as ComponentType<object>, { shadow: "open", props: {} });

  class WidgetElement extends (Base as typeof HTMLElement) {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    readonly #store = new PropStore();
    #reflecting = false;

    constructor() {
      super();
      stores.set(this, this.#store);
      const root = this.shadowRoot;
      if (root && adopt) {
        if (!sheet) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
        }
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      }
      // A property set before the element was upgraded sits on the instance and hides the
      // accessor; move it into the store.
      for (const name of kinds.keys()) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Props)[name];
          delete (this as unknown as Props)[name];
          this[setProp](name, value);
        }
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, text: string | null): void {
      if (this.#reflecting) return;
      const name = propOfAttribute.get(attribute);
      const kind = name ? kinds.get(name) : undefined;
      if (!name || !kind) return;
      this.#store.set(name, parseAttribute(kind, text));
    }

    [setProp](name: string, value: unknown): void {
      this.#store.set(name, value);
      // Only primitives reflect; an object set on a prop that also takes an attribute (an id, or
      // the whole record) stays a property: its text would be "[object Object]".
      if (!kinds.has(name) || (typeof value === "object" && value !== null)) return;
      const attribute = kebab(name);
      this.#reflecting = true;
      try {
        if (value === undefined || value === null || value === false) {
          this.removeAttribute(attribute);
        } else {
          const text = value === true ? "" : String(value);
          if (this.getAttribute(attribute) !== text) this.setAttribute(attribute, text);
        }
      } finally {
        this.#reflecting = false;
      }
    }

    [getProp](name: string): unknown {
      return this.#store.props[name];
    }
  }

  for (const name of kinds.keys()) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[getProp](name);
      },
      set(this: WidgetElement, value: unknown) {
        this[setProp](name, value);
      },
    });
  }
  const methods = { ...(options.openable ? openableMethods : {}), ...options.methods };
  for (const [name, method] of Object.entries(methods)) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      writable: true,
      value: method,
    });
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}

/** The element that owns a shadow root, typed as the caller expects. */
export function hostOf<E extends HTMLElement = HTMLElement>(container: ShadowRoot): E {
  return container.host as E;
}
