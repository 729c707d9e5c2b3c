/**
 * An element's one declaration (`widgets/<tag>/declaration.ts`): its tag, its attributes with
 * their kinds and defaults, its events with their detail types (`{} as Detail<T>`), its methods,
 * parts and custom properties, each documented by the JSDoc comment written on it. Everything
 * else is read from it:
 * - the registration: the attributes `defineElement()` observes and parses (`props` of the
 *   element's options, `kindsOf` its attributes), the props its component takes
 *   (`AttributeProps`) and the event map the page's TypeScript sees (`EventMapOf`); a component
 *   takes a declared default from here (`contactForm.attributes.leadSource.default`). The plain
 *   elements (no React, on a byte budget) get their attribute names and defaults written into
 *   their code by the build instead (`./plain-attributes.ts`);
 * - by the build (`tooling/element-declarations.ts`): custom-elements.json with the
 *   element table of docs/embedding.md and `/embed`, and the published types with their React JSX.
 * The comments are what a page's developer reads; being comments, they never ship in the
 * widgets' code.
 */
import type { WidgetErrorDetail } from "./error-boundary";

/** How an attribute's text becomes its prop. */
export type PropKind = "string" | "number" | "boolean";

interface KindTypes {
  string: string;
  number: number;
  boolean: boolean;
}

/**
 * The values a text attribute takes, when they are known at build time (the calculator's
 * variants, the lead magnets' ids): `values: {} as OneOf<CalculatorVariant>`. Carried for the
 * published types, which accept only these; nothing at run time, where any other text still
 * falls back as the attribute's comment says.
 */
export interface OneOf<T extends string> {
  readonly oneOf?: T;
}

/**
 * An attribute: its kind, or its kind with its default, the value the component takes while the
 * attribute is absent (`{ kind: "string", default: "contact" }`), and for text its values when
 * they are known (`values`). A default is declared as a field when it is one fixed value; one
 * that depends on where the widget runs (`/privacy` on the widget's own site, the script's
 * origin) or on another attribute (a variant's starting rate) is told in the attribute's comment
 * instead.
 */
export type AttributeDeclaration =
  | PropKind
  | { [K in PropKind]: { kind: K; default: KindTypes[K] } }[PropKind]
  | { kind: "string"; default?: string; values: OneOf<string> };

/** An attribute's kind, declared alone or with its default. */
export type KindOf<A extends AttributeDeclaration> = A extends { kind: infer K } ? K : A;

/** An event's detail type, carried by the declaration for the types; nothing at run time. */
export interface Detail<T> {
  readonly detail?: T;
}

export interface ElementDeclaration {
  tag: string;
  /**
   * Prop name (camelCase, kebab-case as an attribute) → how its text becomes the prop, with its
   * default when it has a fixed one.
   */
  attributes: Readonly<Record<string, AttributeDeclaration>>;
  /** Event name → its detail type. */
  events: Readonly<Record<string, Detail<unknown>>>;
  /** Public methods, beyond HTMLElement's. */
  methods?: Readonly<Record<string, true>>;
  /** CSS parts (`::part(name)`). */
  parts?: Readonly<Record<string, true>>;
  /** The element's own custom properties; the shared ones are in `./custom-properties.ts`. */
  cssProperties?: Readonly<Record<`--ebw-${string}`, true>>;
}

/**
 * How an element reaches a page, exported beside its declaration as `delivery`: apart from it, so
 * that the element's own bundle, which reads the declaration, carries none of it. The build reads
 * it (`tooling/declared-widgets.ts`) into the loader's tables (`widgets/delivery/`), the first
 * views, the pages' pre-render, the standalone scripts and the bundler's entries.
 */
export interface DeliveryDeclaration {
  /**
   * When the loader imports the element's module, as Astro's `client:*`: `visible` as it nears
   * the viewport (its first view shown before, where it has one); `idle` as soon as the browser
   * is idle, for an element that reacts to the whole page rather than to its own box.
   */
  strategy: "visible" | "idle";
  /**
   * Buttons elsewhere on the page that open it: `by` selects them; `opens` (a selector written
   * after the tag) the elements they open, whose module is warmed once the page is idle.
   */
  trigger?: { by: string; opens: string };
  /**
   * Its first views, rendered at build time: the attribute choosing among them ("" for none) and
   * the values rendered ("" for absent). Without, it has no first view before its code.
   */
  views?: { attribute: string; values: readonly string[] };
  /**
   * Which of its first views the site's pages pre-render: all of them, or the elements whose
   * choosing attribute holds one of these values (case aside). Without, none.
   */
  onPages?: true | readonly string[];
  /**
   * The room it holds before its code (`widgets/delivery/reserve.ts`): measured for its default
   * view and for each `measured` value of its choosing attribute; none for `none` values; `width`
   * the width it takes where its page sizes it to its content (640 unless told). Without, none.
   * `heights` are what `tooling/measure-first-views.ts` measured after a build, which writes them
   * here: per view ("" the default), its height by column width (CSS pixels) as steps told by
   * difference: how much wider than the previous step's width a step starts (the first from 0),
   * then how much taller (or shorter, below 0) than the previous height it is, from that width on
   * (a change of 2 px or less is no step).
   */
  room?: {
    measured?: readonly string[];
    none?: readonly string[];
    width?: number;
    heights?: Readonly<Record<string, readonly number[]>>;
  };
  /**
   * Whether its module sends the leads an earlier page could not, waiting in the outbox: every
   * such element, or those matching this selector (written after the tag).
   */
  resendsLeads?: true | string;
  /**
   * Plain DOM, no React, on a byte budget: its attribute names and defaults are written into its
   * code at build time (`./plain-attributes.ts`) and its entry carries its own stylesheet adopter.
   */
  plain?: true;
}

/**
 * `widget-error`, as the elements that fall back to the broker's contact details declare it,
 * spread into their `events`; the build reads the spread with its comment.
 */
export const widgetErrorEvent = {
  /**
   * `{ tag, message }` when the element's code fails; it then shows the broker's phone and e-mail
   * instead (`::part(fallback)`). Bubbles, composed.
   */
  "widget-error": {} as Detail<WidgetErrorDetail>,
};

/** The props an element's attributes give its component, each optional (absent: default). */
export type AttributeProps<D extends ElementDeclaration> = {
  -readonly [K in keyof D["attributes"]]?: KindTypes[KindOf<D["attributes"][K]>];
};

/** Each attribute's kind, for `defineElement()`'s `props`. */
export const kindsOf = <A extends ElementDeclaration["attributes"]>(
  attributes: A,
): { -readonly [K in keyof A]: KindOf<A[K]> } =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, declared]) => [
      name,
      typeof declared === "string" ? declared : declared.kind,
    ]),
  ) as { -readonly [K in keyof A]: KindOf<A[K]> };

declare global {
  /**
   * Every element's events, each added by its entry (`widgets/<tag>/index.ts`) from its
   * declaration; they bubble out of the element to the document and the window.
   */
  interface WidgetEventMap {}
  interface HTMLElementEventMap extends WidgetEventMap {}
  interface DocumentEventMap extends WidgetEventMap {}
  interface WindowEventMap extends WidgetEventMap {}
}

/** The element's events as the DOM's event maps list them. */
export type EventMapOf<D extends ElementDeclaration> = {
  [K in keyof D["events"]]: CustomEvent<D["events"][K] extends Detail<infer T> ? T : never>;
};

export const kebab = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
