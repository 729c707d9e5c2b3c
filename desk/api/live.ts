import type { LeadSummary } from "./types";

/**
 * New leads as they arrive, from `/desk/api/leads/stream` (server-sent events, `event: lead`,
 * `data: LeadSummary`), and leads whose forwarding changed (`event: change`, the same data).
 * EventSource reconnects by itself after a dropped connection, but gives up for good when the
 * server answers with an error (a restart behind a proxy, a 503): then this opens a new one after
 * a back-off, doubling from `retryMs` up to `maxRetryMs`. `event: ended` means the session ended
 * (signed out, revoked, expired): the stream closes for good and `onEnded` is called.
 */

export type LiveState = "connecting" | "open" | "closed";

/** What `connectLive` needs of an EventSource (the browser's, or a test's). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(
    type: "lead" | "change" | "ended",
    listener: (event: MessageEvent<string>) => void,
  ): void;
  close(): void;
}

export interface LiveOptions {
  url: string;
  onLead(lead: LeadSummary): void;
  /** A lead already heard of changed: its e-mail or webhook went, failed, is sent again. */
  onChange?(lead: LeadSummary): void;
  onState(state: LiveState): void;
  /** The session ended: the desk shows the sign-in. */
  onEnded?(): void;
  createSource?: (url: string) => EventSourceLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
}

const CLOSED = 2;

function isLead(value: unknown): value is LeadSummary {
  if (typeof value !== "object" || value === null) return false;
  const lead = value as Partial<LeadSummary>;
  return typeof lead.id === "string" && typeof lead.createdAt === "string";
}

/** Opens the stream; the returned function closes it for good. */
export function connectLive({
  url,
  onLead,
  onChange = () => {},
  onState,
  onEnded = () => {},
  createSource = (to) => new EventSource(to) as unknown as EventSourceLike,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  retryMs = 1000,
  maxRetryMs = 30_000,
}: LiveOptions): () => void {
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let delay = retryMs;
  let stopped = false;

  const open = () => {
    timer = null;
    onState("connecting");
    const current = createSource(url);
    source = current;
    current.onopen = () => {
      delay = retryMs;
      onState("open");
    };
    current.onerror = () => {
      if (stopped || source !== current) return;
      if (current.readyState !== CLOSED) {
        onState("connecting");
        return;
      }
      current.close();
      onState("closed");
      timer = setTimer(open, delay);
      delay = Math.min(delay * 2, maxRetryMs);
    };
    const hear = (then: (lead: LeadSummary) => void) => (event: MessageEvent<string>) => {
      if (stopped) return;
      let lead: unknown;
      try {
        lead = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isLead(lead)) then(lead);
    };
    current.addEventListener("lead", hear(onLead));
    current.addEventListener("change", hear(onChange));
    current.addEventListener("ended", () => {
      if (stopped || source !== current) return;
      stopped = true;
      current.close();
      onState("closed");
      onEnded();
    });
  };

  open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
  };
}
