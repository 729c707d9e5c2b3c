import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api/client";

/** Where a list read a page at a time stands. */
export interface Paged<Item> {
  /** Every item read so far, in order; null until the first page is answered. */
  items: Item[] | null;
  /** The cursor of the page after the last one read; null at the end. */
  next: string | null;
  /** A page is being asked for. */
  busy: boolean;
  /** Why the last page asked for failed; null when it did not. */
  failure: unknown;
}

/**
 * A list read from `/desk/api` a page at a time: the first page as the page opens, `more` adds
 * the next below what is shown, keeping it (a failure keeps it too). `pathOf` and `itemsOf` are
 * read once: the page's address of a cursor, and a page's items. A page no longer wanted (the
 * list closed) is given up, so its answer never lands.
 */
export function usePaged<Answer extends { next: string | null }, Item>(
  pathOf: (cursor: string | null) => string,
  itemsOf: (answer: Answer) => Item[],
) {
  const [paged, setPaged] = useState<Paged<Item>>({
    items: null,
    next: null,
    busy: false,
    failure: null,
  });
  const asking = useRef<AbortController | null>(null);
  const read = useRef({ pathOf, itemsOf }).current;

  const load = useCallback(
    async (cursor: string | null) => {
      asking.current?.abort();
      const abort = new AbortController();
      asking.current = abort;
      setPaged((before) => ({ ...before, busy: true, failure: null }));
      try {
        const answer = await api<Answer>(read.pathOf(cursor), { signal: abort.signal });
        if (abort.signal.aborted) return;
        setPaged((before) => ({
          items: [...(cursor ? (before.items ?? []) : []), ...read.itemsOf(answer)],
          next: answer.next,
          busy: false,
          failure: null,
        }));
      } catch (failure) {
        if (!abort.signal.aborted) setPaged((before) => ({ ...before, busy: false, failure }));
      }
    },
    [read],
  );

  useEffect(() => {
    void load(null);
    return () => asking.current?.abort();
  }, [load]);

  const more = useCallback(() => {
    if (paged.next) void load(paged.next);
  }, [load, paged.next]);
  return { paged, more };
}
