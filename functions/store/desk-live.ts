import type { Sql } from "./sql";

/** The channel the database announces each new lead on (migration 9's trigger): its id only. */
const NEW_LEAD_CHANNEL = "desk_new_lead";

/**
 * News of new leads for every desk connected to this process, through one listening connection
 * opened for the first and closed after the last.
 */
export function createNewLeadNews(sql: Sql) {
  const listeners = new Set<(id: string) => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  const hear = (id: string) => {
    for (const listener of listeners) listener(id);
  };

  return {
    async onNewLead(onLead: (id: string) => void): Promise<() => Promise<void>> {
      listeners.add(onLead);
      listening ??= sql.listen(NEW_LEAD_CHANNEL, hear);
      const started = listening;
      try {
        await started;
      } catch (error) {
        listeners.delete(onLead);
        if (listening === started) listening = null;
        throw error;
      }
      return async () => {
        if (!listeners.delete(onLead) || listeners.size > 0) return;
        const stop = listening;
        listening = null;
        await (await stop)?.();
      };
    },
  };
}
