/*
 * What the chat's button loads once the visitor reaches for it (or had the panel open on the
 * previous page): the panel, and the session that says whether to reopen it and holds the
 * conversation. Nothing of this is part of the button's own, tiny, entry.
 */
export { renderChatPanel } from "./chat-panel";
export { readChatSession, saveChatSession } from "./session";
