// Mocha's globals, which @web/test-runner gives every test file (or install @types/mocha).
type MochaHook = () => unknown;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaHook): void;
declare function afterEach(body: MochaHook): void;
declare function before(body: MochaHook): void;
declare function after(body: MochaHook): void;
