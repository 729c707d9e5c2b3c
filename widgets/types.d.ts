/** Tags of every widget in this build, sorted; baked in by vite.config.ts. */
declare const __WIDGET_TAGS__: readonly string[];
/** Attributes that leave a view module as rendered; `data-*` and `aria-*` too. */
declare const __VIEW_MODULE_NEUTRAL__: readonly string[];
// The loader's tables, from each widget's declared delivery (tooling/declared-widgets.ts).
/** Per tag, the attribute choosing its view module and the values rendered. */
declare const __VIEW_MODULES__: Record<string, readonly [attribute: string, values: string[]]>;
/** The elements imported as soon as the browser is idle, as a selector. */
declare const __ON_IDLE__: string;
/** The elements buttons elsewhere open, as a selector. */
declare const __ON_TRIGGER__: string;
/** Per trigger (a selector), the tag it opens. */
declare const __TRIGGERS__: readonly (readonly [trigger: string, tag: string])[];
/** The elements whose module sends the leads waiting in the outbox, as a selector. */
declare const __RESENDS_LEADS__: string;
/** Per tag whose views differ in height, the attribute choosing the view. */
declare const __ROOM_CHOOSERS__: Readonly<Record<string, string>>;
/** The reserve's keys (`<tag> <value>`) that take no room. */
declare const __ROOMLESS__: readonly string[];
/** Per tag wider than a form where its page sizes it to its content, that width. */
declare const __INTRINSIC_WIDTHS__: Readonly<Record<string, number>>;
/** The reserve's keys (`<tag>`, `<tag> <value>`) measured, each with its heights' steps. */
declare const __FIRST_VIEW_HEIGHTS__: Readonly<Record<string, readonly number[]>>;

// Mocha's globals, as @web/test-runner provides them to *.element.test.ts files (vitest tests
// import their own from "vitest").
type MochaDone = (error?: unknown) => void;
type MochaHook = (this: unknown, done: MochaDone) => unknown;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body?: MochaHook): void;
declare function before(body: MochaHook): void;
declare function after(body: MochaHook): void;
declare function beforeEach(body: MochaHook): void;
declare function afterEach(body: MochaHook): void;
