/**
 * What the chat shows and says without the AI provider: the panel's labels, the greeting, the
 * apology, and the replies of the FAQ mode. The persona's instructions to the provider are not
 * copy and stay on the server (functions/chat/persona.ts).
 */
export const chatCopy = {
  closeLabel: "Close chat",
  /** The header's title; the bot name. */
  title: "{brokerName} from {tradingName}",
  subtitle: "Ask me anything about getting your loan today",
  greeting: "Hey mate! {brokerName} here from {tradingName}. What can I help you with today?",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send Message",
  loading: "{brokerName} is typing…",
  scrollToBottom: "Scroll to latest message",
  /** The spec's visible reply to every failure (provider error, timeout, network). */
  failure: "Sorry mate, having a bit of trouble connecting right now. Mind trying again?",
  /** Announced to screen readers before each reply. */
  replyPrefix: "{brokerName} says:",
  /** The route shared in replies; any occurrence becomes a link. */
  scheduleCallPath: "/schedule-call",
} as const;

/** Replies of the FAQ mode, used when no AI provider is configured. */
export const chatFaqReplies = {
  /** Added after the FAQ answer: the nudge to book. */
  nudge: "Happy to run through your situation on a quick call: book one at /schedule-call.",
  noMatch:
    "Good question, and not one I can answer well here. The best bet is a quick chat with {brokerName}: book a free call at /schedule-call.",
} as const;
