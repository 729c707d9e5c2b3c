import type { SiteConfig } from "../../src/config";

/*
 * Whether a message the FAQs do not answer is still the broker's business: loans, property,
 * money, or the broker. What is not ("recommend a good pizza place", "write my essay") gets a
 * friendly decline rather than the offer to talk it through with the broker.
 *
 * Stems match at the start of a word ("refinanc" finds "refinancing"); short words that start
 * others ("home" in "homework", "car" in "careers") match whole.
 */
const TOPIC_STEMS = [
  // loans and lending
  "loan mortgag refinanc lend borrow bank credit debt interest repay variable offset redraw",
  "equity approv preapprov pre-approv prequal guarant bridging construct default bankrupt",
  "arrears hardship consolidat comparison cashback secured unsecured",
  // property
  "house propert apartment townhouse purchas invest auction settle conveyanc strata valuation",
  "valuer deposit renovat downsiz upsiz knockdown rebuild builder trust",
  // money
  "money financ income salary wage payslip saving budget afford expens dollar asset liabilit",
  "self-employ employ business centrelink divorc separat insur tax currenc contract gst",
  "registrar charg",
  // the broker
  "broker commission appointment",
]
  .join(" ")
  .split(" ");
const TOPIC_WORDS = new Set(
  [
    "home homes unit units land buy buying bought sell selling rent renting rental rate rates",
    "fixed lmi apr refi first fhb fhog grant grants scheme stamp duty build building reno smsf",
    "move moving fund funds pay paying paid save cost costs fee fees price cash super bill bills",
    "card cards car cars abn trail visa free doc docs",
    "office hours open contact call book advice meet talk person phone number $",
  ]
    .join(" ")
    .split(" "),
);
/** "who are you", "what do you do": about the broker, though no word of it is. */
const ABOUT_THE_BROKER = /\b(?:who\s+(?:are|r)\s+(?:you|u)|what\s+do\s+you\s+do)\b/i;

/** A hello, a thanks or a goodbye on its own. */
const SMALL_TALK =
  /^(?:hi+|hey+|hello|g'?day|yo|howdy|good\s+(?:morning|afternoon|evening)|thanks?(?:\s+you)?|thank\s+you|ta|cheers|ok(?:ay)?|bye|see\s+ya)(?:\s+(?:mate|there|again|heaps|so\s+much))?[\s!.?]*$/i;

export function isSmallTalk(message: string): boolean {
  return SMALL_TALK.test(message.trim());
}

/** Words of a message: letters, digits, `$`, `'` and `-` kept within them. */
const words = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}$][\p{L}\p{N}$'’-]*/gu) ?? [];

/**
 * True when no word of `message` is about loans, property, money or the broker (named by its
 * broker's or trading name). A message with digits in it is given the benefit of the doubt.
 */
export function isOffTopic(message: string, config: SiteConfig): boolean {
  if (/\d/.test(message)) return false;
  const names = new Set(words(`${config.brokerName} ${config.tradingName}`));
  if (ABOUT_THE_BROKER.test(message)) return false;
  return !words(message).some(
    (word) =>
      names.has(word) || TOPIC_WORDS.has(word) || TOPIC_STEMS.some((stem) => word.startsWith(stem)),
  );
}
