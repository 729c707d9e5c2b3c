/**
 * Registers a widget's React component as a custom element.
 *
 * r2wc (`@r2wc/core`, the engine of `@r2wc/react-to-web-component`) is the element: it attaches
 * an open shadow root, mounts the component when the element is connected (unmounting it when
 * disconnected) and passes the shadow root to it as `container`. It is given no props of its
 * own, because its attribute handling ignores a removed attribute and an empty boolean
 * attribute (`<x-foo open>`) and re-parses JSON on every change. This file adds on top:
 * - attributes parsed by kind, where removing one gives `undefined` so the default applies again;
 * - a property per prop, reflecting primitives back to the attribute;
 * - properties a page set before the element was upgraded;
 * - one constructed stylesheet per element class (the shared reset, the declared primitives'
 *   CSS, the widget's own) adopted by every instance, or a <style> where that is unsupported;
 * - an error boundary around every widget, so a crash leaves the phone-and-e-mail alternative;
 * - `openable`: the `open` boolean prop with `show()` and `hide()`;
 * - an idempotent define, so a script pasted twice on a page is harmless;
 * - taking over a first view pre-rendered into the page (a declarative shadow root holding a
 *   `<style data-ebw-prerendered>` and the widget's server markup, written by
 *   `build/prerender-widgets.ts`). Two things differ from r2wc's own React renderer for that:
 *   `attachShadow` keeps such a root instead of emptying it (the browser empties a declarative
 *   root on `attachShadow`, which would flash a blank box until React's asynchronous first
 *   render), and the mount hydrates it with `hydrateRoot` instead of `createRoot`, so the markup
 *   stays on screen and is adopted in place. The constructed stylesheet is adopted and the
 *   pre-rendered <style> removed in the same task, so the CSS is never missing nor held twice.
 *   Whatever the visitor typed, ticked or picked before that is replayed as ordinary input once
 *   hydrated (see `./replay-edits`). An element with no pre-rendered root (pasted into another
 *   site) mounts with `createRoot` exactly as before.
 */
import r2wcCore from "@r2wc/core";
import {
  type ComponentType,
  createElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { Primitive } from "./primitive";
import { PropStore, type Props } from "./prop-store";
import { captureEdits } from "./replay-edits";
import {
  kebab,
  type PropKind,
  parseAttribute,
  prerenderedStyleAttribute,
  widgetCss,
  widgetFrame,
} from "./widget-frame";

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

const stores = new WeakMap<Element, PropStore>();
const setProp = Symbol("setProp");
const getProp = Symbol("getProp");

const openableMethods: Record<string, WidgetMethod> = {
  show(this: HTMLElement): void {
    (this as OpenableElement).open = true;
  },
  hide(this: HTMLElement): void {
    (this as OpenableElement).open = false;
  },
};

const hydrating = new WeakSet<ShadowRoot>();

/**
 * Where the loader and the standalone scripts mark an element whose first-view height they
 * hold with inline `display` and `min-height` before its code arrives
 * (`widgets/shared/first-view-size.ts`); freed in the commit that first renders the element,
 * before the browser paints, so the page sees one height throughout.
 */
const RESERVED = Symbol.for("ebw.reserved");

function freeReservedRoom(element: Element): void {
  const marks = element as unknown as Record<symbol, boolean | undefined>;
  if (!marks[RESERVED] || !(element instanceof HTMLElement)) return;
  delete marks[RESERVED];
  element.style.removeProperty("min-height");
  element.style.removeProperty("display");
  if (element.getAttribute("style") === "") element.removeAttribute("style");
}

/**
 * Where the loader (`widgets/loader.ts`, which shares no code with this file) reads whether an
 * element has taken over its first view: a promise until then, `true` after. A click the loader
 * held (a form sent, a button pressed in a pre-rendered view) is given back only then, when
 * the component's own handlers are attached and what was typed has been replayed.
 */
const READY = Symbol.for("ebw.widget.ready");
type Readiness = Promise<void> | true;
const readyResolvers = new WeakMap<Element, () => void>();

function trackReadiness(element: Element): void {
  const promise = new Promise<void>((resolve) => readyResolvers.set(element, resolve));
  (element as unknown as Record<symbol, Readiness>)[READY] = promise;
}

function markReady(element: Element): void {
  readyResolvers.get(element)?.();
  readyResolvers.delete(element);
  (element as unknown as Record<symbol, Readiness>)[READY] = true;
}

const prerenderedStyle = (root: ShadowRoot): Element | null =>
  root.firstElementChild?.matches(`style[${prerenderedStyleAttribute}]`)
    ? root.firstElementChild
    : null;

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

  const css = widgetCss(options.primitives, options.styles);
  const adopt = supportsAdoptedSheets();
  let sheet: CSSStyleSheet | undefined;

  function Bridge({ container }: { container?: ShadowRoot }) {
    const root = container as ShadowRoot;
    const store = stores.get(root.host) as PropStore;
    const props = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
    useLayoutEffect(() => freeReservedRoom(root.host), [root]);
    useLayoutEffect(() => {
      if (!hydrating.delete(root)) return;
      // Read in the commit that adopted the markup, before any later render can reset a field;
      // replayed just after it, outside React's commit, so each change is handled (and
      // rendered) before the next, as separate keystrokes would be.
      queueMicrotask(captureEdits(root));
    }, [root]);
    useEffect(() => {
      // The widget's own effects (listeners on the page, say) have run by now: a passive
      // effect runs after those of the components inside it.
      queueMicrotask(() => markReady(root.host));
    }, [root]);
    return widgetFrame(Component, props, root, adopt ? null : css);
  }

  const Base = r2wcCore(
    Bridge as ComponentType<object>,
    { shadow: "open", props: {} },
    {
      mount(container, Type, props): Root {
        const root = container as unknown as ShadowRoot;
        const element = createElement(Type, props);
        const style = prerenderedStyle(root);
        // Without constructable stylesheets the client renders its own <style>, so the
        // pre-rendered markup would not match: start afresh instead.
        if (style && adopt) {
          style.remove();
          hydrating.add(root);
          // As a transition, React adopts the markup in slices of a few milliseconds, yielding
          // to the browser in between, rather than in one long task: the view is already on
          // screen, and a press on it meanwhile is held by the loader until the element is
          // ready (a press React sees first makes it finish at once).
          let hydrated: Root | undefined;
          startTransition(() => {
            hydrated = hydrateRoot(root as unknown as Element, element);
          });
          return hydrated as Root;
        }
        root.replaceChildren();
        const created = createRoot(root);
        created.render(element);
        return created;
      },
      update: (root, props) => root.render(createElement(Bridge as ComponentType<object>, props)),
      unmount: (root) => root.unmount(),
    },
  );

  class WidgetElement extends (Base as typeof HTMLElement) {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    readonly #store = new PropStore();
    #reflecting = false;

    constructor() {
      super();
      stores.set(this, this.#store);
      trackReadiness(this);
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

    /** Keeps a pre-rendered root on screen; any other root is attached as usual. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      if (existing && prerenderedStyle(existing)) return existing;
      return super.attachShadow(init);
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
