import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./messages";

/**
 * A settings section's list and what it says: loads with `load`, reloads after each `act`, and
 * keeps the last error or status to show.
 */
export function useSection<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setData(await load());
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs `action`; its result (a status line, or nothing) is shown, then the list reloads. */
  async function act(action: () => Promise<string | undefined | undefined>) {
    setError(null);
    setStatus(null);
    setBusy(true);
    try {
      const said = await action();
      if (said) setStatus(said);
      await reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return { data, error, status, busy, act };
}
