/**
 * A widget moved on the page keeps its state. Modal libraries and page builders reparent nodes
 * (`appendChild` to another container, `insertBefore`, `moveBefore`): the browser disconnects
 * the element and connects it again, and r2wc would unmount the React root on the first and
 * mount a new one on the second, losing what the visitor typed and the calculator's debts.
 *
 * Here a disconnection only releases the widget once it has stayed out of the document for
 * `RELEASE_AFTER_MS`: connected again before that (in the same task, or a moment later), the
 * same root carries on. `moveBefore` where the browser has it is a move, with neither callback
 * (`connectedMoveCallback`). A widget removed for good is unmounted (its effects cleaned up,
 * its listeners on the page removed) after that delay.
 */

/** How long a disconnected widget waits to be connected again before it lets go. */
export const RELEASE_AFTER_MS = 1000;

/** An element class with the lifecycle callbacks r2wc's has. */
export type LifecycleElement = new (
  // biome-ignore lint/suspicious/noExplicitAny: a mixin's base takes any arguments
  ...args: any[]
) => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/** `Base` (r2wc's element) releasing its root only when it stays disconnected. */
export function keepsStateWhenMoved<B extends LifecycleElement>(Base: B): B {
  return class KeepsStateWhenMoved extends Base {
    #release: ReturnType<typeof setTimeout> | undefined;

    override connectedCallback(): void {
      if (this.#release !== undefined) {
        // Moved: still mounted.
        clearTimeout(this.#release);
        this.#release = undefined;
        return;
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      if (this.#release !== undefined) return;
      this.#release = setTimeout(() => {
        this.#release = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      }, RELEASE_AFTER_MS);
    }

    /** `moveBefore`: the element stays as it is. */
    connectedMoveCallback(): void {}
  };
}
