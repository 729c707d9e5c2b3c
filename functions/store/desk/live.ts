import type { Sql } from "../database/sql";

/** The channel the database announces each new lead on (migration 9's trigger): its id only. */
const NEW_LEAD_CHANNEL = "desk_new_lead";
/** The channel the database announces each ended desk session on (migration 12's trigger). */
const SESSION_ENDED_CHANNEL = "desk_session_ended";
/** The channel the database announces a lead's forwarding changing on (migration 23's trigger). */
const LEAD_CHANGED_CHANNEL = "desk_lead_changed";

/**
 * What the database announces on `channel`, for every listener in this process, through one
 * listening connection opened for the first and closed after the last.
 */
function createNews(sql: Sql, channel: string) {
  const listeners = new Set<(payload: string) => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  const hear = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };

  return async (onNews: (payload: string) => void): Promise<() => Promise<void>> => {
    listeners.add(onNews);
    listening ??= sql.listen(channel, hear);
    const started = listening;
    try {
      await started;
    } catch (error) {
      listeners.delete(onNews);
      if (listening === started) listening = null;
      throw error;
    }
    return async () => {
      if (!listeners.delete(onNews) || listeners.size > 0) return;
      const stop = listening;
      listening = null;
      await (await stop)?.();
    };
  };
}

/** News of new and changed leads and of ended sessions, from every process on one database. */
export function createDeskNews(sql: Sql) {
  return {
    onNewLead: createNews(sql, NEW_LEAD_CHANNEL),
    onSessionEnded: createNews(sql, SESSION_ENDED_CHANNEL),
    onLeadChanged: createNews(sql, LEAD_CHANGED_CHANNEL),
  };
}
