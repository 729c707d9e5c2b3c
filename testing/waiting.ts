/*
 * Waiting in the element suites for what a visitor would wait for, never for a fixed time
 * unless it is one render's worth (`settle`).
 */

/** Resolves once `check()` holds; fails after `timeout` ms naming `what` it waited for. */
export async function waitFor(check: () => boolean, what: string, timeout = 4000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets React render what the last input caused. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
