import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { evalSet } from "./eval-set";
import { siteFaqs } from "./faq-entries";
import { isOffTopic, isSmallTalk } from "./topic";

const config = loadConfig({});

/** Questions that are not the broker's business, as visitors type them. */
const offTopic = [
  "recommend a good pizza place",
  "write my essay",
  "what's the weather like today?",
  "tell me a joke",
  "who won the footy last night",
  "how do i renew my passport",
  "whats the capital of france",
  "can you write me a poem",
  "best coffee near coogee beach",
  "where can i park in surry hills",
  "good schools in randwick?",
  "what time is it",
  "recipe for pavlova",
  "who is the prime minister",
  "translate hello into french",
  "asdfgh",
  "weather in maroubra",
  "do my maths homework",
  "what should I watch on netflix tonight",
  "is it going to rain tomorrow",
  "write a python script that sorts a list",
  "which dog breed is best for kids",
  "how tall is the harbour bridge",
  "give me a workout plan",
];

/** Questions the FAQs may not answer that are still about loans, property, money or the broker. */
const onTopic = [
  "whats the cash rate",
  "can you help me with a car loan",
  "what's the interest rate today",
  "how much can I borrow on 90k",
  "should i buy bitcoin",
  "are you open on saturdays",
  "who are you",
  "is now a good time to sell my apartment",
  "what's a guarantor",
  "I'm self-employed with an ABN",
  "can I use my super for a deposit",
];

describe("knowing what is not for the chat", () => {
  it.each(offTopic)("given %s, it is off-topic", (message) => {
    expect(isOffTopic(message, config)).toBe(true);
  });

  it.each(onTopic)("given %s, it is the broker's business", (message) => {
    expect(isOffTopic(message, config)).toBe(false);
  });

  it("never declines a question the FAQs answer, nor any FAQ's own question", () => {
    const answerable = evalSet.filter((item) => item.faq !== "none").map((item) => item.ask);
    const questions = siteFaqs(config).map((faq) => faq.q);
    expect([...answerable, ...questions].filter((ask) => isOffTopic(ask, config))).toEqual([]);
  });

  it("names the broker's business by its broker and trading names", () => {
    expect(isOffTopic(`who is ${config.brokerName}`, config)).toBe(false);
  });

  it("takes a hello or a thanks for small talk, not a question", () => {
    expect(["hi", "G'day mate!", "thanks heaps", "cheers"].map(isSmallTalk)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isSmallTalk("hi, what's an offset account?")).toBe(false);
  });
});
