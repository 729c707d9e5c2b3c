import {
  type DeliveryDeclaration,
  type Detail,
  type ElementDeclaration,
  widgetErrorEvent,
} from "../shared/element/declaration.ts";
import type { LeadSubmitDetail } from "../shared/form/page-submission.ts";

/** What `chat-open` carries: the panel was opened by the visitor or by `show()`. */
export type ChatOpenDetail = Record<string, never>;

/**
 * What `chat-message` carries, for each message added to the conversation. The words stay out:
 * events are pushed to analytics, and what a visitor types is theirs.
 */
export interface ChatMessageDetail {
  sender: "user" | "ai";
  /** Who answered, for a reply: the AI provider, or the site's FAQs when none is configured. */
  mode?: "ai" | "faq";
  /** True for the apology shown when no reply came. */
  failed?: boolean;
}

/**
 * A chat with the broker persona: a round button at the bottom right of the page that opens a panel
 * where the visitor asks questions and the replies stream in. Answers come from `/api/chat` (an AI
 * provider behind the server, or the site's FAQs when none is configured). The conversation and the
 * open state follow the visitor across the site's pages for the browser session. A visitor who
 * leaves a phone number or an e-mail, or asks to be called, gets the call-back card in the
 * conversation, prefilled from their words; sending it stores a `chat` lead with their messages. Full screen under
 * 768 px, keeping clear of the on-screen keyboard. The shared `--ebw-*` properties (font, colours,
 * radius, focus) apply as in every widget.
 */
export const brokerChat = {
  tag: "broker-chat",
  attributes: {
    /** Origin of the server with `/api/chat`; default: where this script came from. */
    apiBase: "string",
  },
  events: {
    /** The visitor opened the panel. Detail `{}`. */
    "chat-open": {} as Detail<ChatOpenDetail>,
    /** A message was added: `{ sender, mode?, failed? }`, never its words. */
    "chat-message": {} as Detail<ChatMessageDetail>,
    /** The call-back card's lead was stored: `{ id, source: "chat" }`. */
    "lead-submit": {} as Detail<LeadSubmitDetail>,
    ...widgetErrorEvent,
  },
  methods: {
    /** Opens the panel and moves focus into it. */
    show: true,
    /** Closes the panel and returns focus to the button. */
    hide: true,
  },
  parts: {
    /** The round button. */
    launcher: true,
    /** The chat panel. */
    panel: true,
    /** The panel's header with the bot's name. */
    header: true,
    /** The message list. */
    messages: true,
    /** The text box. */
    input: true,
    /** The 'Send Message' button. */
    send: true,
    /** The call-back card in the conversation, and its thanks once sent. */
    "callback-card": true,
  },
  cssProperties: {
    /** The round button's colour (default `--ebw-primary`). */
    "--ebw-chat-launcher-bg": true,
    /** Distance of button and panel from the screen's edges (20px). */
    "--ebw-chat-offset": true,
    /** Their distance from the bottom edge alone, e.g. above a fixed bar (`--ebw-chat-offset`). */
    "--ebw-chat-offset-bottom": true,
    /**
     * Raises the closed button by this much without moving the layout, e.g. off content resting
     * beneath it (0px).
     */
    "--ebw-chat-lift": true,
    /** Stacking order over the page (2147483000). */
    "--ebw-chat-z-index": true,
  },
} satisfies ElementDeclaration;

export const delivery = { strategy: "idle", plain: true } satisfies DeliveryDeclaration;
