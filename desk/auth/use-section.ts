import { useState } from "react";
import { useResource } from "../app/use-resource";
import { messageOf } from "./messages";

/**
 * A settings section's list and what it says: loads `/desk/api<path>`, asks again after each
 * `act` (showing the list it had meanwhile), and keeps the last error or status to show.
 */
export function useSection<T>(path: string) {
  const { loaded, retry } = useResource<T>(path);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `action`; its result (a status line, or nothing) is shown, then the list reloads. */
  async function act(action: () => Promise<string | undefined>) {
    setError(null);
    setStatus(null);
    setBusy(true);
    try {
      const said = await action();
      if (said) setStatus(said);
      retry();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const failed = loaded.status === "failed" ? messageOf(loaded.failure) : null;
  const data =
    loaded.status === "ready" ? loaded.data : loaded.status === "loading" ? loaded.last : null;
  return { data: data ?? null, error: error ?? failed, status, busy, act };
}
