import { useCallback, useEffect, useRef } from "react";

/**
 * The live stream replays nothing: a lead stored after the list was read and before the stream
 * opened (the desk's first seconds, a reconnect after a dropped connection or a restart) would
 * show only on reload. So whenever the stream opens (`opens` grows) after the list was asked
 * for, `catchUp` runs once that read is over: the list's first page is read again and its new
 * rows merged. A list asked for after the latest opening needs none: the stream brings the rest.
 * `catchUp` is given the leads heard of live since it started, whose rows are newer than what
 * it reads.
 *
 * Returns `read(done)`, which the page calls as it asks for its list, `done` settling with it,
 * and `heard(id)`, which it calls for each lead the stream brings.
 */
export function useCatchUp(
  opens: number,
  catchUp: (signal: AbortSignal, heardSince: ReadonlySet<string>) => Promise<unknown>,
) {
  const latest = useRef({ opens, catchUp });
  latest.current = { opens, catchUp };
  const last = useRef<{ opens: number; done: Promise<unknown> } | null>(null);
  const heardSince = useRef(new Set<string>());

  useEffect(() => {
    const before = last.current;
    if (!before || before.opens >= opens) return;
    const abort = new AbortController();
    const done = before.done
      .then(() => {
        if (abort.signal.aborted) return;
        heardSince.current.clear();
        return latest.current.catchUp(abort.signal, heardSince.current);
      })
      .catch(() => {});
    last.current = { opens, done };
    return () => abort.abort();
  }, [opens]);

  const read = useCallback((done: Promise<unknown>) => {
    last.current = { opens: latest.current.opens, done };
  }, []);
  const heard = useCallback((id: string) => {
    heardSince.current.add(id);
  }, []);
  return { read, heard };
}
