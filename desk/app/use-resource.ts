import { useCallback, useEffect, useState } from "react";
import { api } from "../api/client";

/** Where a page's one request stands: under way, failed (with why), or answered. */
export type Loaded<T> =
  /** `last`: the answer held before it was asked again, if any. */
  | { status: "loading"; last?: T }
  | { status: "failed"; failure: unknown }
  | { status: "ready"; data: T };

/**
 * What `/desk/api<path>` answers, asked again whenever `path` changes (`null`: nothing to ask).
 * The request a page no longer wants (it closed, or asks another path) is given up, so its
 * answer, however late, never replaces the one asked for after it. `retry` asks the same again;
 * `update` changes the answer held, as a page does after the broker changed the record.
 */
export function useResource<T>(path: string | null) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` asks again by changing `attempt`
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    setLoaded((before) => ({
      status: "loading",
      last: before.status === "ready" ? before.data : undefined,
    }));
    api<T>(path, { signal: abort.signal }).then(
      (data) => {
        if (!abort.signal.aborted) setLoaded({ status: "ready", data });
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setLoaded({ status: "failed", failure });
      },
    );
    return () => abort.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoaded((before) =>
        before.status === "ready" ? { status: "ready", data: change(before.data) } : before,
      ),
    [],
  );
  return { loaded, retry, update };
}
