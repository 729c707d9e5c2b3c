import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { sendChat } from "../../src/api/chat";
import { siteConfig } from "../../src/config";
import { chatCallbackCopy, chatCopy } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from "../../src/schemas/limits";
import { dispatch } from "../shared/element/events";
import { readChatSession, type StoredMessage, saveChatSession } from "./session";

let counter = 0;
const newId = (): string => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

const greeting = (): StoredMessage => ({
  id: "greeting",
  sender: "ai",
  content: fillTemplate(chatCopy.greeting, siteConfig),
});

export interface ChatState {
  messages: StoredMessage[];
  /** The reply arriving now: "" before its first words, undefined when none is awaited. */
  streaming: string | undefined;
  /** The last complete reply, for the live region. */
  announcement: string;
  /** When the server's rate limit lets the visitor send again; undefined when it does now. */
  pausedUntil: Date | undefined;
  /** Sends `text` unless it is blank, a reply is awaited or sending is paused; true when sent. */
  send(text: string): boolean;
  /** The call-back card `id` has sent its lead: it shows the thanks from now on. */
  callbackSent(id: string): void;
}

/** How long to pause when the server refuses for the rate limit without saying how long. */
const DEFAULT_PAUSE_S = 60;

/**
 * The conversation: starts with the greeting (or the one this browser session already had),
 * sends each message with the history before it, streams the reply in, and appends the apology
 * when no reply comes. Kept in sessionStorage after every change.
 */
export function useChat(host: HTMLElement, apiBase: string): ChatState {
  const [messages, setMessages] = useState<StoredMessage[]>(() => {
    const saved = readChatSession().messages;
    return saved.length > 0 ? saved : [greeting()];
  });
  const [streaming, setStreaming] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  const [pausedUntil, setPausedUntil] = useState<Date | undefined>(undefined);
  const busy = useRef(false);
  const pauseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pauseTimer.current), []);

  // Sending again before the server's Retry-After has passed can only fail, so it waits.
  const pause = useCallback((seconds: number) => {
    clearTimeout(pauseTimer.current);
    setPausedUntil(new Date(Date.now() + seconds * 1000));
    pauseTimer.current = setTimeout(() => setPausedUntil(undefined), seconds * 1000);
  }, []);

  // Saved as part of the commit, so a visitor who leaves the page at once keeps their message.
  useLayoutEffect(() => saveChatSession({ messages }), [messages]);

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || busy.current || pausedUntil) return false;
      busy.current = true;
      const history = messages
        .filter((m) => !m.failed && !m.callback)
        .slice(-CHAT_HISTORY_MAX)
        .map(({ sender, content }) => ({ sender, content: content.slice(0, CHAT_MESSAGE_MAX) }));
      setMessages((list) => [...list, { id: newId(), sender: "user", content: message }]);
      setStreaming("");
      dispatch(host, "chat-message", { sender: "user" });

      let reply = "";
      const callbackOffered = messages.some((m) => m.callback);
      void sendChat(
        `${apiBase}/api/chat`,
        { message, history, ...(callbackOffered ? { callbackOffered } : {}) },
        {
          onDelta: (piece) => {
            reply += piece;
            setStreaming(reply);
          },
        },
      ).then((result) => {
        const ok = result.ok && reply.trim() !== "";
        const limited = !result.ok && result.error === "rate_limited";
        if (limited) pause(result.retryAfterSeconds ?? DEFAULT_PAUSE_S);
        const failure = (limited && result.message) || chatCopy.failure;
        const answer: StoredMessage = ok
          ? { id: newId(), sender: "ai", content: reply }
          : { id: newId(), sender: "ai", content: failure, failed: true };
        const callback = ok && result.ok ? result.callback : undefined;
        const card: StoredMessage[] = callback
          ? [{ id: newId(), sender: "ai", content: "", callback: { details: callback.details } }]
          : [];
        setMessages((list) => [...list, answer, ...card]);
        setStreaming(undefined);
        setAnnouncement(
          [
            fillTemplate(chatCopy.replyPrefix, siteConfig),
            answer.content,
            ...(callback ? [chatCallbackCopy.appeared] : []),
          ].join(" "),
        );
        busy.current = false;
        dispatch(
          host,
          "chat-message",
          result.ok && ok ? { sender: "ai", mode: result.mode } : { sender: "ai", failed: true },
        );
      });
      return true;
    },
    [messages, host, apiBase, pausedUntil, pause],
  );

  const callbackSent = useCallback((id: string) => {
    setMessages((list) =>
      list.map((m) =>
        m.id === id && m.callback ? { ...m, callback: { ...m.callback, sent: true } } : m,
      ),
    );
  }, []);

  return { messages, streaming, announcement, pausedUntil, send, callbackSent };
}
