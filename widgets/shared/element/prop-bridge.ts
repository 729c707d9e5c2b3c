/**
 * The attribute and property bridge of an element: attributes parsed by kind, where removing
 * one gives `undefined` so the default applies again; a property per prop, reflecting
 * primitives back to the attribute; and properties a page set before the element was upgraded.
 * Every value lands in the element's `PropStore`, which the component reads.
 */
import { PropStore, type Props } from "./prop-store";
import { kebab, type PropKind, parseAttribute } from "./widget-frame";

const stores = new WeakMap<Element, PropStore>();
const setProp = Symbol("setProp");
const getProp = Symbol("getProp");

/** The props store of an element made by `withPropBridge`. */
export const propStoreOf = (element: Element): PropStore => stores.get(element) as PropStore;

/** `Base` with an attribute and a property for each prop of `kinds`. */
export function withPropBridge(
  Base: typeof HTMLElement,
  kinds: ReadonlyMap<string, PropKind>,
): typeof HTMLElement {
  const propOfAttribute = new Map([...kinds.keys()].map((name) => [kebab(name), name]));

  class PropBridge extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    readonly #store = new PropStore();
    #reflecting = false;

    constructor() {
      super();
      stores.set(this, this.#store);
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
    Object.defineProperty(PropBridge.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PropBridge) {
        return this[getProp](name);
      },
      set(this: PropBridge, value: unknown) {
        this[setProp](name, value);
      },
    });
  }
  return PropBridge;
}
