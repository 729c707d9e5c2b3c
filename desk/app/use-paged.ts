import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api/client";

/** Where a list read a page at a time stands. */
export interface Paged<List> {
  /** The list as read so far; null until its first page is answered, and when that failed. */
  list: List | null;
  /** A page after the first is being asked for. */
  busy: boolean;
  /** Why the last page asked for failed; null when it did not. */
  failure: unknown;
}

/** What a page may add to how its list is read. */
export interface PagedOptions<List> {
  /**
   * A list already shown (kept from the page's last visit): it stays, and the first page read
   * goes over it with `over` instead of replacing it.
   */
  kept?: List | null;
  over?: (shown: List, first: List) => List;
  /**
   * The first page, already read (the desk reads the inbox's as it learns who is signed in):
   * shown at once and not asked for again, unless the address changes or `retry` asks.
   */
  given?: List | null;
  /**
   * The first page comes in two, so its first rows show sooner: the address of the rest after
   * `cursor`, asked quietly once they are shown (if it fails, "Load more" asks again).
   */
  rest?: (cursor: string) => string;
  /** Told of each request for the first page as it goes, `done` settling with it. */
  asked?: (done: Promise<unknown>) => void;
}

/**
 * A list read from `/desk/api` a page at a time: the first page as the page opens, and again
 * whenever `pathOf` changes (or `retry` asks); `more` adds the next page below what is shown with
 * `join`, keeping it (a failure keeps it too). `update` changes the list shown, as a page does
 * with what its live stream brings. A page no longer wanted (the list closed, or its address
 * changed) is given up, so its answer never lands.
 */
export function usePaged<List extends { next: string | null }>(
  pathOf: (cursor: string | null) => string,
  join: (list: List, page: List) => List,
  options: PagedOptions<List> = {},
) {
  const [paged, setPaged] = useState<Paged<List>>(() => ({
    list: options.kept ?? options.given ?? null,
    busy: false,
    failure: null,
  }));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ join, options });
  latest.current = { join, options };
  // Only the first read goes over a kept list; any after it starts afresh.
  const kept = useRef(options.kept != null);
  const given = useRef(options.kept == null ? (options.given ?? null) : null);
  const asking = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` asks again by changing `attempt`
  useEffect(() => {
    asking.current?.abort();
    const abort = new AbortController();
    asking.current = abort;
    const { signal } = abort;
    const keeping = kept.current;
    kept.current = false;
    const read = given.current;
    given.current = null;
    if (!keeping && !read) setPaged({ list: null, busy: false, failure: null });
    const joined = (page: List) =>
      setPaged((before) =>
        before.list ? { ...before, list: latest.current.join(before.list, page) } : before,
      );
    if (read) {
      latest.current.options.asked?.(Promise.resolve(read));
      const { rest } = latest.current.options;
      if (read.next && rest) api<List>(rest(read.next), { signal }).then(joined, () => {});
      return () => abort.abort();
    }
    const first = api<List>(pathOf(null), { signal });
    latest.current.options.asked?.(first);
    first.then(
      (page) => {
        if (signal.aborted) return;
        const { over, rest } = latest.current.options;
        setPaged((before) => ({
          list: keeping && before.list && over ? over(before.list, page) : page,
          busy: false,
          failure: null,
        }));
        if (!keeping && page.next && rest)
          api<List>(rest(page.next), { signal }).then(joined, () => {});
      },
      (failure: unknown) => {
        if (!signal.aborted) setPaged({ list: null, busy: false, failure });
      },
    );
    return () => abort.abort();
  }, [pathOf, attempt]);

  const next = paged.list?.next ?? null;
  const more = useCallback(async () => {
    const signal = asking.current?.signal;
    if (!next || !signal) return;
    setPaged((before) => ({ ...before, busy: true, failure: null }));
    try {
      const page = await api<List>(pathOf(next), { signal });
      if (signal.aborted) return;
      setPaged((before) => ({
        list: before.list ? latest.current.join(before.list, page) : before.list,
        busy: false,
        failure: null,
      }));
    } catch (failure) {
      if (!signal.aborted) setPaged((before) => ({ ...before, busy: false, failure }));
    }
  }, [pathOf, next]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (list: List) => List) =>
      setPaged((before) => (before.list ? { ...before, list: change(before.list) } : before)),
    [],
  );
  return { paged, more, retry, update };
}
