import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { deskInbox, deskShell } from "../../src/content/desk";
import { API_BASE, SIGNED_OUT_EVENT } from "../api/client";
import { connectLive, type LiveState } from "../api/live";
import type { LeadSummary } from "../api/types";
import { navigate } from "./router";
import { leadPath } from "./routes";

/**
 * The live stream, open while the broker is signed in, whatever page is shown: the top bar shows
 * its state, the tab's title counts the leads that came in since the broker last touched the
 * desk, a screen reader hears each one, and (if allowed) the browser shows a notification when
 * the desk is not in front.
 */
interface Live {
  state: LiveState;
  /**
   * How many times the stream has opened (0 before the first). The stream replays nothing, so a
   * list read before the latest opening may lack a lead stored in between: read it again.
   */
  opens: number;
  /** Leads that came in live and are not seen yet, newest first. */
  unseen: ReadonlySet<string>;
  /**
   * Calls `listener` with every lead that arrives (`new`) and every lead whose forwarding changed
   * (`change`); returns the unsubscribe.
   */
  subscribe(listener: LiveListener): () => void;
  markSeen(id: string): void;
}

export type LiveListener = (lead: LeadSummary, news: "new" | "change") => void;

const LiveContext = createContext<Live | null>(null);

export function useLive(): Live {
  const live = useContext(LiveContext);
  if (!live) throw new Error("useLive outside LiveProvider");
  return live;
}

function notify(lead: LeadSummary) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible" && document.hasFocus()) return;
  const notification = new Notification(deskInbox.notificationTitle, {
    body: [lead.name ?? deskInbox.unnamed, lead.what].join(" · "),
    tag: lead.id,
  });
  notification.onclick = () => {
    window.focus();
    navigate(leadPath(lead.id));
    notification.close();
  };
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LiveState>("connecting");
  const [opens, setOpens] = useState(0);
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const listeners = useRef(new Set<LiveListener>());

  useEffect(
    () =>
      connectLive({
        url: `${API_BASE}/leads/stream`,
        onState: (next) => {
          setState(next);
          if (next === "open") setOpens((n) => n + 1);
        },
        onEnded: () => window.dispatchEvent(new Event(SIGNED_OUT_EVENT)),
        onLead: (lead) => {
          setUnseen((before) => new Set([lead.id, ...before]));
          setAnnouncement(deskInbox.newLeadNotice(lead.name ?? deskInbox.unnamed));
          for (const listener of listeners.current) listener(lead, "new");
          notify(lead);
        },
        onChange: (lead) => {
          for (const listener of listeners.current) listener(lead, "change");
        },
      }),
    [],
  );

  useEffect(() => {
    document.title = unseen.size > 0 ? deskShell.titleWithUnseen(unseen.size) : deskShell.title;
  }, [unseen]);

  // A tap or a key at the desk means the broker is looking: the count goes.
  useEffect(() => {
    if (unseen.size === 0) return;
    const seen = (event: Event) => {
      // The control that leads to them (the inbox's "N new leads") does not count as seeing them.
      if (event.target instanceof Element && event.target.closest("[data-keep-unseen]")) return;
      if (document.visibilityState === "visible") setUnseen(new Set());
    };
    document.addEventListener("pointerdown", seen);
    document.addEventListener("keydown", seen);
    return () => {
      document.removeEventListener("pointerdown", seen);
      document.removeEventListener("keydown", seen);
    };
  }, [unseen]);

  const subscribe = useCallback((listener: LiveListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const markSeen = useCallback((id: string) => {
    setUnseen((before) => {
      if (!before.has(id)) return before;
      const after = new Set(before);
      after.delete(id);
      return after;
    });
  }, []);

  const value = useMemo(
    () => ({ state, opens, unseen, subscribe, markSeen }),
    [state, opens, unseen, subscribe, markSeen],
  );
  return (
    <LiveContext.Provider value={value}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </LiveContext.Provider>
  );
}
