export type Props = Record<string, unknown>;

/** Holds an element's current props; React reads it through `useSyncExternalStore`. */
export class PropStore {
  props: Props = {};
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  snapshot = (): Props => this.props;

  set(name: string, value: unknown): void {
    if (Object.is(this.props[name], value)) return;
    this.props = { ...this.props, [name]: value };
    for (const listener of this.#listeners) listener();
  }
}
