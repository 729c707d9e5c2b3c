/**
 * A module the first view does not need, imported the first time it is wanted (a visitor
 * approaching a form or a button) and once only; a failed import is tried again next time.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once it has loaded, for code that must not wait. */
  readonly current: T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let current: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}
