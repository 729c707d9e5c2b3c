import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from "react";
import { siteConfig } from "../../src/config";
import { chatCopy } from "../../src/content/chat";
import { CHAT_MESSAGE_MAX } from "../../src/schemas/limits";
import { Button } from "../shared/ui/button";

/** From this many characters on, the count shows by the text box. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

const formatNumber = (value: number) => value.toLocaleString(siteConfig.locale);

interface ComposerProps {
  input: RefObject<HTMLTextAreaElement | null>;
  /** Sends the text; false when it was not taken (nothing but blanks, or a reply still coming). */
  onSend: (text: string) => boolean;
  /** A reply is on its way. */
  waiting: boolean;
  /** The server's rate limit: sending waits until then. */
  pausedUntil: Date | undefined;
}

/**
 * The text box and Send. A message longer than the server takes is kept whole, pasted or typed,
 * and counted, with Send held until it is shortened: cutting it silently would send something
 * the visitor did not write.
 */
export function Composer({ input, onSend, waiting, pausedUntil }: ComposerProps) {
  const inputId = useId();
  const noteId = useId();
  // Kept while the panel is closed; emptied once a message is sent.
  const [draft, setDraft] = useState("");
  const length = draft.length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const showCount = length >= COUNTER_FROM;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!tooLong && onSend(draft)) setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {chatCopy.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={input}
        part="input"
        rows={2}
        // The visitor's own words run in their script's direction (Hebrew right to left).
        dir="auto"
        placeholder={chatCopy.placeholder}
        value={draft}
        aria-invalid={tooLong || undefined}
        aria-describedby={showCount || pausedUntil ? noteId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer-row">
        <p className="composer-note" id={noteId}>
          {pausedUntil ? (
            <span className="paused">
              {chatCopy.pausedUntil(
                pausedUntil.toLocaleTimeString(siteConfig.locale, { timeStyle: "medium" }),
              )}
            </span>
          ) : null}
          {showCount ? (
            <span className="counter" data-over={tooLong ? "" : undefined}>
              {(tooLong ? chatCopy.counterOver : chatCopy.counter)(
                formatNumber(length),
                formatNumber(CHAT_MESSAGE_MAX),
              )}
            </span>
          ) : null}
        </p>
        <Button
          type="submit"
          variant="accent"
          part="send"
          disabled={waiting || pausedUntil !== undefined || tooLong}
        >
          {chatCopy.send}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {tooLong ? chatCopy.tooLong(formatNumber(CHAT_MESSAGE_MAX)) : ""}
      </p>
    </form>
  );
}
