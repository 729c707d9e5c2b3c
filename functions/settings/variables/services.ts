import type { Variable } from "../declare";
import { httpUrl, optional, orDefault, wholeNumber } from "../env";

/* The chat's AI provider and the payment provider: their keys stay on the server. */

/** A GPT-4-family model: fast and cheap for 150-token replies, and good at keeping to the persona. */
export const DEFAULT_CHAT_MODEL = "gpt-4.1-mini";
/**
 * Messages a day the AI answers, across every process: a busy day's conversations many times
 * over, and a few dollars of a small model at most.
 */
export const DEFAULT_CHAT_DAILY_LIMIT = 2000;

export const serviceVariables = [
  {
    name: "OPENAI_API_KEY",
    default: "empty",
    meaning: "the chat's AI provider key; empty means the chat answers from the FAQs",
    secret: true,
    read: optional,
  },
  {
    name: "OPENAI_BASE_URL",
    default: "OpenAI's",
    meaning: "any OpenAI-compatible provider (`https://…/v1`)",
    read: optional,
  },
  {
    name: "CHAT_MODEL",
    default: `\`${DEFAULT_CHAT_MODEL}\``,
    meaning: "the model the chat asks",
    read: orDefault(DEFAULT_CHAT_MODEL),
  },
  {
    name: "CHAT_TIMEOUT_MS",
    default: "`20000`",
    meaning:
      "how long the provider may take to start replying, and may pause between words, before the chat apologises",
    read: wholeNumber(20_000, "ms"),
  },
  {
    name: "CHAT_RATE_LIMIT",
    default: "`10`",
    meaning:
      "chat messages per client a minute (counted in the store, shared by every process; 0 turns it off)",
    read: wholeNumber(10, "messages per minute"),
  },
  {
    name: "CHAT_DAILY_LIMIT",
    default: `\`${DEFAULT_CHAT_DAILY_LIMIT}\``,
    meaning:
      "messages a UTC day the AI answers, counted in the store across every process; past it the chat answers from the FAQs until the next day, and the log says so once (`chat_daily_budget_spent`); 0: no limit",
    read: wholeNumber(DEFAULT_CHAT_DAILY_LIMIT, "messages a day"),
  },
  {
    name: "STRIPE_SECRET_KEY",
    default: "empty",
    meaning: 'payment provider key; empty: checkout answers 503 "not configured"',
    secret: true,
    read: optional,
  },
  {
    name: "STRIPE_API_BASE",
    default: "the provider",
    meaning: "another address for its API (tests use a fake on 127.0.0.1)",
    read: httpUrl("http://127.0.0.1:12111"),
  },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    default: "empty",
    meaning: "signing secret of `/api/stripe-webhook`; empty: events refused",
    secret: true,
    read: optional,
  },
] as const satisfies readonly Variable[];
