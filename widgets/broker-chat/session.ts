import type { CallbackDetails } from "../../src/chat/callback-detection";
import { consentedStorage } from "../../src/tracking/consent";
import { CHAT_SESSION_KEY as KEY } from "./session-key";

/** One message as the panel shows it and the session keeps it. */
export interface StoredMessage {
  id: string;
  sender: "user" | "ai";
  content: string;
  /** The apology shown for a failed reply: shown, but never sent back as history. */
  failed?: boolean;
  /**
   * The call-back card, shown in place of words: what the visitor wrote, to check and send.
   * `sent` once its lead is stored. Never sent back as history.
   */
  callback?: { details: CallbackDetails; sent?: boolean };
}

export interface ChatSession {
  open: boolean;
  messages: StoredMessage[];
}

/*
 * The site's pages are separate documents, so the conversation and whether the panel is open
 * live in sessionStorage: they follow the visitor from page to page, and a new browser session
 * starts fresh. Nothing is sent anywhere.
 */

function isMessage(value: unknown): value is StoredMessage {
  const m = value as StoredMessage;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.id === "string" &&
    (m.sender === "user" || m.sender === "ai") &&
    typeof m.content === "string"
  );
}

export function readChatSession(): ChatSession {
  try {
    const saved = JSON.parse(consentedStorage("sessionStorage")?.getItem(KEY) ?? "{}");
    const messages = Array.isArray(saved.messages) ? saved.messages.filter(isMessage) : [];
    return { open: saved.open === true, messages };
  } catch {
    return { open: false, messages: [] };
  }
}

export function saveChatSession(change: Partial<ChatSession>): void {
  try {
    consentedStorage("sessionStorage")?.setItem(
      KEY,
      JSON.stringify({ ...readChatSession(), ...change }),
    );
  } catch {
    // Full or blocked storage: the conversation lasts as long as this page, which is still fine.
  }
}
