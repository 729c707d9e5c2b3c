/**
 * The `./testing` entry: what the element suites use in @web/test-runner to mount an element,
 * play its server, fill it in and read it as a visitor would, and to step timers by hand.
 * The two kits share helper names (`mount`, `waitFor`), so each is a namespace.
 */
export { type ControlledClock, controlClock } from "./controlled-clock.ts";
export * as debtCalculator from "./debt-calculator-kit.ts";
export * as leadForm from "./lead-form-kit.ts";
