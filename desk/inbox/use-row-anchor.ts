import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Where a row was, in the document (not the screen), before the list changed. */
interface Held {
  id: string;
  top: number;
}

const rowOf = (list: HTMLElement | null, id: string) =>
  list?.querySelector<HTMLElement>(`[data-lead-id="${CSS.escape(id)}"]`) ?? null;

/** Whether the row of `id` is in the list and wholly above the screen. */
const hiddenAbove = (list: HTMLElement | null, id: string) => {
  const row = rowOf(list, id);
  return row !== null && row.getBoundingClientRect().bottom <= 0;
};

/**
 * Rows never move under the broker's finger. Before rows are put in (a lead heard of live, the
 * newest ones after coming back), `hold` notes the first row on screen; once they are in, the
 * page scrolls by what the new rows took, so every row on screen stays exactly where it was (as
 * the best inboxes keep a scrolled list). New rows that end up above the screen are counted
 * (`above`) until they are scrolled into view; `showNew` scrolls up to the topmost of them.
 *
 * The browser's own scroll anchoring is off for the inbox (`overflow-anchor: none` in
 * `inbox-live.css`): Safari has none, and two anchorings would scroll twice.
 */
export function useRowAnchor(list: RefObject<HTMLElement | null>, rows: unknown) {
  const held = useRef<Held | null>(null);
  const added = useRef<string[]>([]);
  const [above, setAbove] = useState<ReadonlySet<string>>(() => new Set());

  const hold = useCallback(
    (id?: string) => {
      if (id) added.current.push(id);
      held.current = null;
      for (const row of list.current?.children ?? []) {
        const { top, bottom } = row.getBoundingClientRect();
        if (top >= window.innerHeight) return;
        if (bottom > 0) {
          held.current = {
            id: (row as HTMLElement).dataset.leadId ?? "",
            top: top + window.scrollY,
          };
          return;
        }
      }
    },
    [list],
  );

  useLayoutEffect(() => {
    const anchor = held.current;
    const put = added.current;
    held.current = null;
    added.current = [];
    void rows;
    if (!anchor) return;
    const row = rowOf(list.current, anchor.id);
    if (row) {
      const moved = row.getBoundingClientRect().top + window.scrollY - anchor.top;
      if (moved !== 0) window.scrollBy(0, moved);
    }
    const hidden = put.filter((id) => hiddenAbove(list.current, id));
    if (hidden.length > 0) setAbove((before) => new Set([...before, ...hidden]));
  }, [rows, list]);

  // Scrolled up to them (or they left the list): they are counted no more.
  useEffect(() => {
    if (above.size === 0) return;
    const seen = () =>
      setAbove((before) => {
        const after = new Set([...before].filter((id) => hiddenAbove(list.current, id)));
        return after.size === before.size ? before : after;
      });
    window.addEventListener("scroll", seen, { passive: true });
    return () => window.removeEventListener("scroll", seen);
  }, [above, list]);

  const showNew = useCallback(() => {
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The topmost of them, wherever the list's order put each.
    const first = [...(list.current?.children ?? [])].find((row) =>
      above.has((row as HTMLElement).dataset.leadId ?? ""),
    );
    (first ?? list.current)?.scrollIntoView({
      block: first ? "center" : "start",
      behavior: still ? "auto" : "smooth",
    });
    setAbove(new Set());
  }, [list, above]);

  return { hold, above: above.size, showNew };
}
