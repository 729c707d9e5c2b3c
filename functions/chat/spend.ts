/*
 * What the chat may cost the broker: a daily number of AI answers shared by every process, and
 * how much of a conversation goes to the provider with each message.
 */
import type { ChatMessage } from "../../src/schemas";
import type { FunctionContext } from "../context";
import { log } from "../log";

/** Earlier messages sent to the provider with a new one, at most. */
export const PROVIDER_HISTORY_TURNS = 10;
/**
 * Characters of those messages, at most (about 750 tokens). With the persona and its FAQs
 * (about 1,800 characters) and the new message (at most 1,000), one request stays under about
 * 1,500 input tokens, where 20 messages of 1,000 characters were over 5,000.
 */
export const PROVIDER_HISTORY_CHARS = 3000;

/**
 * The latest messages of `history` that fit both caps, oldest first. Older ones are dropped
 * whole: the reply keeps to the recent exchange, and the visitor's request is never refused for
 * a long conversation.
 */
export function providerHistory(history: readonly ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let chars = 0;
  for (let i = history.length - 1; i >= 0 && kept.length < PROVIDER_HISTORY_TURNS; i--) {
    const entry = history[i] as ChatMessage;
    if (chars + entry.content.length > PROVIDER_HISTORY_CHARS) break;
    chars += entry.content.length;
    kept.unshift(entry);
  }
  return kept;
}

const DAY_MS = 86_400_000;
/** The store key the day's AI answers are counted under. */
const BUDGET_KEY = "chat:ai-answers";

/**
 * Whether the AI may answer one more message today (a UTC day): `CHAT_DAILY_LIMIT` answers a
 * day, counted in the store so every process spends one budget (0: no limit). Past it, and
 * whenever the store cannot count, the chat answers from the FAQs, which costs nothing. The
 * request that first goes over says so in the log, once for all processes.
 */
export async function aiBudgetAllows(ctx: FunctionContext): Promise<boolean> {
  const limit = ctx.options.chat.dailyLimit;
  if (limit === 0) return true;
  const now = ctx.clock().getTime();
  const dayStart = now - (now % DAY_MS);
  let answers: number;
  try {
    answers = await ctx.store.countRequest(BUDGET_KEY, new Date(dayStart), DAY_MS);
  } catch (error) {
    log.warn("chat_budget_uncounted", { error, answering: "from the FAQs" });
    return false;
  }
  if (answers === limit + 1) {
    log.warn("chat_daily_budget_spent", {
      limit,
      answering: "from the FAQs",
      until: new Date(dayStart + DAY_MS).toISOString(),
    });
  }
  return answers <= limit;
}
