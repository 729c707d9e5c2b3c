/**
 * A stream that must keep talking: its signal aborts when nothing arrived for `idleMs` (each
 * `arrived()` starts the wait again) or when `outer` aborts. The chat uses it on both ends: the
 * browser waiting on our function, and the function waiting on the model's provider, whose own
 * timeout ends at the response headers.
 */
export interface StallGuard {
  /** Aborts on a stall or when the outer signal aborts. */
  readonly signal: AbortSignal;
  /** Whether the abort came from a stall. */
  readonly stalled: boolean;
  /** Something arrived: the wait starts again. */
  arrived(): void;
  /** Aborts now (not a stall). */
  abort(): void;
  /** Done with the stream: no more waiting, and the outer signal is let go. */
  release(): void;
}

export function stallGuard(idleMs: number, outer?: AbortSignal): StallGuard {
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const abort = () => controller.abort();
  outer?.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    get stalled() {
      return stalled;
    },
    arrived() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, idleMs);
    },
    abort,
    release() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", abort);
    },
  };
}
