/** Tags of every widget in this build, sorted; baked in by vite.config.ts. */
declare const __WIDGET_TAGS__: readonly string[];
/** Per tag, the attribute choosing its view module and the values rendered (widgets/delivery/choices.ts). */
declare const __VIEW_MODULES__: Record<string, readonly [attribute: string, values: string[]]>;
/** Attributes that leave a view module as rendered; `data-*` and `aria-*` too. */
declare const __VIEW_MODULE_NEUTRAL__: readonly string[];

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
