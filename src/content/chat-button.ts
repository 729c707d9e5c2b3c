/**
 * The chat's round button, in a file of its own: it loads on every main-site page, and the rest
 * of the chat's copy (src/content/chat.ts) only when the chat is opened.
 */
export const chatButtonCopy = {
  /** The button's accessible name. */
  open: "Chat with us",
} as const;
