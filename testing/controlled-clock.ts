/*
 * A controlled clock for element tests: timers of `threshold` ms or more (a toast's lifetime, a
 * redirect's delay) are held until the test advances the clock; shorter ones (React, the test's
 * own polling, animations) run as usual. Nothing waits in real time for the long ones.
 */

interface Held {
  due: number;
  delay: number;
  run: () => void;
}

export interface ControlledClock {
  /** Delays of the timers now held, in the order they were set. */
  pending(): number[];
  /** Moves the clock on by `ms`, running every held timer that falls due. */
  advance(ms: number): void;
  /** Puts the real timers back. */
  restore(): void;
}

export function controlClock(threshold = 1000): ControlledClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const held = new Map<number, Held>();
  let now = 0;
  let nextId = 1_000_000;

  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < threshold || typeof handler !== "function") {
      return realSet(handler, delay, ...args);
    }
    nextId += 1;
    held.set(nextId, { due: now + delay, delay, run: () => handler(...args) });
    return nextId;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id === undefined || !held.delete(id)) realClear(id);
  }) as typeof window.clearTimeout;

  return {
    pending: () => [...held.values()].map((timer) => timer.delay),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...held].sort(([, a], [, b]) => a.due - b.due)) {
        if (timer.due > now) continue;
        held.delete(id);
        timer.run();
      }
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      held.clear();
    },
  };
}
