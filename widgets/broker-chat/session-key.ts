/**
 * The sessionStorage key of the chat's session (./session.ts), apart so the button's entry can
 * look for a panel left open without loading the session's code.
 */
export const CHAT_SESSION_KEY = "ebw-chat";
