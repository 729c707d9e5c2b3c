import {
  type CallbackProposal,
  callbackAsk,
  readCallbackDetails,
} from "../../src/chat/callback-detection";
import type { SiteConfig } from "../../src/config";
import { chatFaqReplies } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import type { ChatBody } from "../../src/schemas";
import { type FaqIndex, faqReply } from "./faq-search";
import { isOffTopic, isSmallTalk } from "./topic";

/*
 * The call-back in the chat's answers. The card is prefilled from the visitor's own messages
 * only: whoever answers (the FAQs or a model), nothing it writes reaches the lead.
 */

/** The visitor's messages of the conversation, oldest first, the new one last. */
export const visitorMessages = (body: ChatBody): string[] => [
  ...body.history.filter((entry) => entry.sender === "user").map((entry) => entry.content),
  body.message,
];

export const proposal = (body: ChatBody, reason: CallbackProposal["reason"]): CallbackProposal => ({
  reason,
  details: readCallbackDetails(visitorMessages(body)),
});

/** Whether the visitor's new message asks for the call-back (a number, an address, words). */
export const asksForCallback = (body: ChatBody): boolean => callbackAsk(body.message) !== undefined;

export interface FaqAnswer {
  text: string;
  callback?: CallbackProposal;
}

/**
 * The FAQ mode's answer: the card with the visitor's details when they ask for a call; a hello
 * back for a hello; a friendly decline for a question that is not the broker's business; else
 * the best FAQ answer, or the admission that this one needs the broker. The card is offered with either of the
 * last two, once per conversation.
 */
export function faqAnswer(body: ChatBody, index: FaqIndex, config: SiteConfig): FaqAnswer {
  const fill = (text: string) => fillTemplate(text, config);
  if (asksForCallback(body)) {
    const callback = proposal(body, "asked");
    const { name } = callback.details;
    return {
      text: fill(name ? chatFaqReplies.askedNamed(name) : chatFaqReplies.asked),
      callback,
    };
  }
  if (isSmallTalk(body.message)) return { text: fill(chatFaqReplies.smallTalk) };
  // Before the FAQs: "a good pizza place" shares words with some answer, yet none answers it.
  const offTopic = isOffTopic(body.message, config);
  if (!offTopic && index.bestMatch(body.message)) {
    return { text: faqReply(body.message, index, config) };
  }
  const offer = !body.callbackOffered;
  const callback = offer ? proposal(body, "offer") : undefined;
  if (offTopic) {
    const then = offer ? chatFaqReplies.offTopicOffer : chatFaqReplies.offTopicNoOffer;
    return { text: fill(`${chatFaqReplies.offTopic} ${then}`), ...(callback ? { callback } : {}) };
  }
  return offer
    ? { text: fill(chatFaqReplies.noMatchOffer), ...(callback ? { callback } : {}) }
    : { text: fill(chatFaqReplies.noMatch) };
}
