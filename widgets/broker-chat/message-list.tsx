import { Fragment, useCallback, useLayoutEffect, useRef, useState } from "react";
import { siteConfig } from "../../src/config";
import { chatCopy } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import { CallbackCard } from "./callback-card";
import type { StoredMessage } from "./session";

/**
 * A message's words as text (React escapes them: markup shows as characters), with every
 * '/schedule-call' turned into a link to that page.
 */
function MessageText({ text, scheduleHref }: { text: string; scheduleHref: string }) {
  const parts = text.split(chatCopy.scheduleCallPath);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <a href={scheduleHref}>{chatCopy.scheduleCallPath}</a> : null}
        </Fragment>
      ))}
    </>
  );
}

/** Within this many pixels of the end, the list counts as scrolled to the bottom. */
const NEAR_BOTTOM_PX = 48;

interface MessageListProps {
  messages: StoredMessage[];
  streaming: string | undefined;
  scheduleHref: string;
  /** Where a call-back card sends its lead from. */
  callback: { host: HTMLElement; apiBase: string; onSent: (id: string) => void };
}

export function MessageList({ messages, streaming, scheduleHref, callback }: MessageListProps) {
  const conversation = () => messages.filter((m) => m.sender === "user").map((m) => m.content);
  const list = useRef<HTMLOListElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const shownCount = useRef(messages.length);

  const scrollToBottom = useCallback((behavior: ScrollBehavior) => {
    const element = list.current;
    element?.scrollTo?.({ top: element.scrollHeight, behavior });
  }, []);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    setAtBottom(element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX);
  };

  // New words follow the conversation down, unless the visitor scrolled up to read; a message
  // the visitor just sent is always brought into view, with the reply under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content grows
  useLayoutEffect(() => {
    const grew = messages.length > shownCount.current;
    const sent = grew && messages.at(-1)?.sender === "user";
    shownCount.current = messages.length;
    if (sent) setAtBottom(true);
    const element = list.current;
    const reply = element?.lastElementChild?.previousElementSibling;
    if (grew && messages.at(-1)?.callback && element && reply) {
      // A card just came, taller than the list on a phone: the reply above it goes to the top,
      // so the visitor reads the thanks and the card from its start.
      element.scrollTop += reply.getBoundingClientRect().top - element.getBoundingClientRect().top;
      return;
    }
    if (atBottom || sent) scrollToBottom("auto");
  }, [messages, streaming]);

  return (
    <div className="list-wrap">
      <ol className="messages" part="messages" ref={list} onScroll={onScroll}>
        {messages.map((message) =>
          message.callback ? (
            <li key={message.id} className="message message-card" data-sender="ai">
              <CallbackCard
                host={callback.host}
                apiBase={callback.apiBase}
                details={message.callback.details}
                conversation={conversation}
                sent={message.callback.sent === true}
                onSent={() => callback.onSent(message.id)}
              />
            </li>
          ) : (
            <li
              key={message.id}
              className="message"
              data-sender={message.sender}
              dir="auto"
              data-failed={message.failed ? "" : undefined}
            >
              <MessageText text={message.content} scheduleHref={scheduleHref} />
            </li>
          ),
        )}
        {streaming ? (
          <li className="message" data-sender="ai" data-state="streaming">
            <MessageText text={streaming} scheduleHref={scheduleHref} />
          </li>
        ) : null}
        {streaming === "" ? (
          <li className="message typing" data-sender="ai" aria-busy="true">
            <span className="visually-hidden">{fillTemplate(chatCopy.loading, siteConfig)}</span>
            <span className="dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </li>
        ) : null}
      </ol>
      {atBottom ? null : (
        <button
          type="button"
          className="to-bottom"
          aria-label={chatCopy.scrollToBottom}
          onClick={() => scrollToBottom("smooth")}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      )}
    </div>
  );
}
