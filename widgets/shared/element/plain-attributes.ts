/**
 * What a plain element (plain DOM, no React: `<exit-intent>`, `<broker-chat>`'s button) knows of
 * its declared attributes, worked out from its declaration by the build and written into its code
 * as literals: the element reads `__EXIT_INTENT__.attributeOf`, and the module it ships says
 * `{href:"href",…}`. Such an element loads before the visitor's intent on a budget of a few
 * kilobytes (`tests/bench/budgets.ts`), so it carries neither its declaration nor the
 * kebab-casing, and its attribute names cannot drift from the declaration's.
 *
 * The entry declares the constant (`declare const __EXIT_INTENT__: PlainAttributes<typeof
 * exitIntent>`); `vite.config.ts` gives every build of the widgets its value
 * (`plainAttributeDefines`), one `define` per path, so that each property read becomes its
 * literal.
 */
import { type ElementDeclaration, kebab, kindsOf } from "./declaration.ts";

type Attributes = ElementDeclaration["attributes"];

/** `storageKey` → `storage-key`, as `kebab()` turns a camelCase prop name into its attribute. */
export type Kebab<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${Kebab<Rest>}`
  : S;

type Name<A extends Attributes> = keyof A & string;

export interface PlainAttributes<D extends { attributes: Attributes }> {
  /** Each prop and its attribute. */
  attributeOf: { readonly [K in Name<D["attributes"]>]: Kebab<K> };
  /** The attributes, in their declared order: what the element observes. */
  observed: readonly Kebab<Name<D["attributes"]>>[];
  /** The props whose attribute is a boolean one. */
  booleans: readonly {
    [K in Name<D["attributes"]>]: D["attributes"][K] extends "boolean" | { kind: "boolean" }
      ? K
      : never;
  }[Name<D["attributes"]>][];
  /** The declared defaults, by prop. */
  defaults: {
    readonly [K in Name<D["attributes"]> as D["attributes"][K] extends { default: unknown }
      ? K
      : never]: D["attributes"][K] extends { default: infer V } ? V : never;
  };
}

/** A plain element's attributes as its declaration gives them. */
export function plainAttributes<D extends ElementDeclaration>(declaration: D): PlainAttributes<D> {
  const entries = Object.entries(declaration.attributes);
  const kinds: Record<string, string> = kindsOf(declaration.attributes);
  return {
    attributeOf: Object.fromEntries(entries.map(([name]) => [name, kebab(name)])),
    observed: entries.map(([name]) => kebab(name)),
    booleans: entries.map(([name]) => name).filter((name) => kinds[name] === "boolean"),
    defaults: Object.fromEntries(
      entries.flatMap(([name, declared]) =>
        typeof declared === "string" || !("default" in declared) ? [] : [[name, declared.default]],
      ),
    ),
  } as unknown as PlainAttributes<D>;
}

/**
 * Vite's `define` entries that write `value` in where `name` is read: one for the constant and
 * one for each path into it (`name.attributeOf.href`), so that a read of a single value becomes
 * that value's literal rather than the whole object's.
 */
function definesOf(name: string, value: unknown): Record<string, string> {
  const defines: Record<string, string> = { [name]: JSON.stringify(value) };
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      Object.assign(defines, definesOf(`${name}.${key}`, inner));
    }
  }
  return defines;
}

/** The constant a plain element reads its attributes from: `__EXIT_INTENT__` for `exit-intent`. */
export const plainAttributesName = (tag: string): string =>
  `__${tag.toUpperCase().replaceAll("-", "_")}__`;

/** The `define` entries of the plain elements' attributes, for every build of the widgets. */
export function plainAttributeDefines(
  declarations: readonly ElementDeclaration[],
): Record<string, string> {
  return Object.assign(
    {},
    ...declarations.map((declaration) =>
      definesOf(plainAttributesName(declaration.tag), plainAttributes(declaration)),
    ),
  );
}
