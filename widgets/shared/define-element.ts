import r2wc from "@r2wc/react-to-web-component";
import { type ComponentType, createElement, useSyncExternalStore } from "react";
import baseStyles from "./base.css?inline";

/**
 * How an attribute's text becomes a prop:
 * - `string`: as written.
 * - `number`: `Number(text)`; blank or not a number gives `undefined`.
 * - `boolean`: present means `true` (`<x-foo open>`), except the literal `"false"`.
 * - `json`: `JSON.parse(text)`; invalid JSON gives `undefined` (with a console warning).
 * - `function`: the name of a global function (`onchange="handleChange"`).
 * A removed attribute always gives `undefined`, so the component's default applies again.
 */
export type PropKind = "string" | "number" | "boolean" | "json" | "function";

/** What every widget component receives besides its own props. */
export interface WidgetProps {
  /** The element's open shadow root; `container.host` is the element itself. */
  container: ShadowRoot;
}

export type WidgetMethod = (this: HTMLElement, ...args: never[]) => unknown;

export interface DefineElementOptions<P> {
  /** Props that are also attributes (camelCase here, kebab-case as attributes). */
  props: { [K in Exclude<keyof P, "container">]?: PropKind };
  /** CSS text injected once into every instance's shadow root, after the shared base reset. */
  styles?: string[];
  /** Public methods added to the element's prototype; `this` is the element. */
  methods?: Record<string, WidgetMethod>;
}

type Props = Record<string, unknown>;

/** Holds an element's current props; React reads it through `useSyncExternalStore`. */
class PropStore {
  props: Props = {};
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  snapshot = (): Props => this.props;

  set(name: string, value: unknown): void {
    if (Object.is(this.props[name], value)) return;
    this.props = { ...this.props, [name]: value };
    for (const listener of this.#listeners) listener();
  }
}

const stores = new WeakMap<Element, PropStore>();
const setProp = Symbol("setProp");
const getProp = Symbol("getProp");

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

function parseAttribute(kind: PropKind, tag: string, name: string, text: string | null): unknown {
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
    case "json":
      try {
        return JSON.parse(text);
      } catch {
        console.warn(`<${tag}>: attribute "${name}" is not valid JSON and was ignored`);
        return undefined;
      }
    case "function": {
      const candidate = (globalThis as unknown as Record<string, unknown>)[text.trim()];
      return typeof candidate === "function" ? candidate : undefined;
    }
  }
}

/** Only primitives are mirrored to attributes; rich data stays a property. */
const reflects = (kind: PropKind): boolean =>
  kind === "string" || kind === "number" || kind === "boolean";

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
  options: DefineElementOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const kinds = new Map<string, PropKind>();
  const propOfAttribute = new Map<string, string>();
  for (const [name, kind] of Object.entries(options.props) as [string, PropKind | undefined][]) {
    if (!kind) continue;
    kinds.set(name, kind);
    propOfAttribute.set(kebab(name), name);
  }

  const css = [baseStyles, ...(options.styles ?? [])].join("\n");
  const adopt = supportsAdoptedSheets();
  let sheet: CSSStyleSheet | undefined;

  // The reset wrapper cuts inheritance from the host page (page rules still reach the host
  // element itself, and outer rules beat `:host` rules); the <style> covers browsers without
  // constructable stylesheets.
  function Bridge({ container }: { container?: ShadowRoot }) {
    const root = container as ShadowRoot;
    const store = stores.get(root.host) as PropStore;
    const props = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
    return createElement(
      "div",
      { className: "ebw-root" },
      adopt ? null : createElement("style", null, css),
      createElement(Component, { ...(props as P), container: root }),
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
      this.#store.set(name, parseAttribute(kind, tag, attribute, text));
    }

    [setProp](name: string, value: unknown): void {
      this.#store.set(name, value);
      const kind = kinds.get(name);
      // An object set on a prop that also takes an attribute (an id, or the whole record) stays
      // a property; its text would be "[object Object]".
      if (!kind || !reflects(kind) || (typeof value === "object" && value !== null)) return;
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
  for (const [name, method] of Object.entries(options.methods ?? {})) {
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

type DetailOf<K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a widget event (`bubbles` and `composed`, so it leaves the shadow root) and pushes
 * `{ event: name, ...detail }` to `window.dataLayer` when the page has one. Events are typed by
 * declaring them in `HTMLElementEventMap` (see each widget's `index.ts`).
 */
export function dispatch<K extends keyof HTMLElementEventMap>(
  host: Element,
  name: K,
  detail: DetailOf<K>,
): boolean {
  const delivered = host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true }),
  );
  const layer = (globalThis as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: name, ...(detail as object) });
  return delivered;
}
