/**
 * The `./testing` entry: what the element suites use in @web/test-runner to mount an element,
 * play its server, fill it in and read it as a visitor would, and to step timers by hand.
 * The kits share helper names (`mount`, `waitFor`), so each is a namespace; `loadElement`
 * defines an element by importing its entry, which each kit's `mount` does first.
 */
export * as brokerChat from "./chat-kit.js";
export { type ControlledClock, controlClock } from "./controlled-clock.js";
export * as debtCalculator from "./debt-calculator-kit.js";
export { loadElement } from "./elements.js";
export * as leadForm from "./lead-form-kit.js";
