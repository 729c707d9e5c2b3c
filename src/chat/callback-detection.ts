/*
 * Whether a chat message asks for a call-back, and the details the visitor gave in their own
 * words: an Australian phone number, an e-mail address, a name, a time that suits them. Pure and
 * without a DOM, so the server's chat and the widget read a message the same way.
 *
 * A number alone is no ask: amounts, rates, terms, years and postcodes are what people tell a
 * mortgage broker. Only a number that is a whole Australian phone number counts.
 */

/** What a visitor's messages tell of them, each field as read (the latest message wins). */
export interface CallbackDetails {
  name?: string;
  /** In its national written form: `0466 555 666`, `(02) 9123 4567`, `1300 123 456`. */
  phone?: string;
  email?: string;
  /** As they put it: "after 5", "tomorrow morning". */
  preferredTime?: string;
}

/** Why a message asks for the call-back: it holds a number, an address, or asks in words. */
export type CallbackAsk = "phone" | "email" | "request";

/**
 * The chat's `callback` event: show the card, prefilled with `details`. `asked` when the visitor
 * asked (shown every time they do), `offer` when the chat offers it (once per conversation).
 */
export interface CallbackProposal {
  reason: "asked" | "offer";
  details: CallbackDetails;
}

/*
 * A run of digits as people write phone numbers: digits, spaces, dots, dashes, brackets, an
 * optional leading `+`. Not after `$` or a letter, nor before `%`, `k` or another digit group
 * glued by a comma or a point (amounts).
 */
const PHONE_RUN = /(?<![\w$.,])\+?\(?\d[\d\s().-]{6,20}\d(?![\w%]|[.,]\d)/g;

/** A run's digits as a national number, or undefined when it is not an Australian one. */
function nationalNumber(run: string): string | undefined {
  let digits = run.replace(/\D/g, "");
  if (run.trim().startsWith("+") || /^61[2-478]\d{8}$/.test(digits) || /^610[2-478]/.test(digits)) {
    if (!digits.startsWith("61")) return undefined;
    // "+61 (0)4…": the trunk zero some write after the country code.
    digits = `0${digits.slice(2).replace(/^0/, "")}`;
  }
  if (/^0[2378]\d{8}$/.test(digits) || /^04\d{8}$/.test(digits) || /^05\d{8}$/.test(digits)) {
    return digits;
  }
  if (/^1[38]00\d{6}$/.test(digits)) return digits;
  return undefined;
}

/** How the broker reads a national number: mobiles 4-3-3, landlines (area) 4-4, 1300 4-3-3. */
function written(digits: string): string {
  if (digits.startsWith("04") || digits.startsWith("05") || digits.startsWith("1")) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** The first Australian phone number in `text`, written as the broker reads it. */
export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_RUN)) {
    const digits = nationalNumber(match[0]);
    if (digits) return written(digits);
  }
  return undefined;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0];
}

const CONTACT_VERB = "(?:call|ring|phone|text|contact|email|e-mail|message|reach|bell)";

/** The ways people ask to be called, e-mailed or booked in. */
const REQUESTS: RegExp[] = [
  // "call me", "ring me after 5", "email me", "contact us"
  new RegExp(String.raw`\b${CONTACT_VERB}\s+(?:me|us)\b`, "i"),
  // "call back", "callback", "a call-back"
  /\bcall[\s-]?back\b/i,
  // "can someone call", "could you please ring", "would a broker phone"
  new RegExp(
    String.raw`\b(?:can|could|would|will|pls|please)\s+(?:someone|somebody|anyone|you|a broker|the broker|one of you)\s+(?:please\s+)?(?:give\s+me\s+a\s+)?${CONTACT_VERB}\b`,
    "i",
  ),
  // "give me a call", "give me a ring", "give us a bell"
  /\bgive\s+(?:me|us)\s+a\s+(?:call|ring|bell|buzz)\b/i,
  // "my number is", "my mobile's", "here's my email"
  /\b(?:my|here'?s\s+my|here\s+is\s+my)\s+(?:mobile|mob|phone|number|cell|email|e-mail)(?:\s+number)?(?:\s+is|'s|\b)/i,
  // "book me in", "book a call", "schedule an appointment", "set up a meeting"
  /\b(?:book|schedule)\s+(?:me|us)\b/i,
  /\b(?:book|schedule|arrange|set\s+up|make)\s+(?:a|an|in\s+a)\s+(?:call|appointment|meeting|chat|consult(?:ation)?|time)\b/i,
  // "speak to someone", "talk to a broker", "chat with a real person"
  /\b(?:speak|talk|chat)\s+(?:to|with)\s+(?:someone|somebody|a\s+(?:broker|person|human|real\s+person)|a\s+real\s+person|the\s+broker|a\s+human)\b/i,
  // "get in touch with me"
  /\bget\s+in\s+touch\s+with\s+(?:me|us)\b/i,
];

/** Why `message` asks for a call-back, or undefined when it does not. */
export function callbackAsk(message: string): CallbackAsk | undefined {
  if (findPhone(message)) return "phone";
  if (findEmail(message)) return "email";
  if (REQUESTS.some((pattern) => pattern.test(message))) return "request";
  return undefined;
}

/** Words that follow "I'm" or "this is" and are not a name. */
const NOT_NAMES = new Set(
  (
    "a an the in on at after before around about from looking keen interested wanting thinking " +
    "trying hoping after just not so very really currently still new first self sick tired " +
    "buying selling refinancing married single renting working employed unemployed retired " +
    "happy sure free available home here there back out going getting calling asking wondering " +
    "also only and but or with within over under near living based located please call ring " +
    "me my you your it is was be"
  ).split(" "),
);

const NAME_WORD = String.raw`[\p{L}][\p{L}'’-]*`;
/** "my name is sam", "name's Sam Lee": any case, since the words before say it is a name. */
const NAMED = new RegExp(
  String.raw`\b(?:my\s+name\s+is|my\s+name's|name's|name\s+is|names)\s+(${NAME_WORD}(?:\s+${NAME_WORD})?)`,
  "iu",
);
/** "I'm Sam", "this is Sam", "Sam here": only a capitalised word, as these often lead elsewhere. */
const INTRODUCED =
  /\b(?:[Ii]'?m|[Ii]\s+am|[Tt]his\s+is|[Ii]t'?s)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u;
const SIGNED = /(?:^|[.!?]\s+)(\p{Lu}[\p{L}'’-]+)\s+here\b/u;

const capitalised = (word: string): string =>
  word.charAt(0).toLocaleUpperCase("en-AU") + word.slice(1);

/** The name's words up to the first that is no name ("sam and my number…" is "Sam"). */
function nameFrom(words: string): string | undefined {
  const kept: string[] = [];
  for (const word of words.split(/\s+/)) {
    if (NOT_NAMES.has(word.toLowerCase())) break;
    kept.push(capitalised(word));
  }
  const name = kept.join(" ");
  return name.length >= 2 ? name : undefined;
}

export function findName(text: string): string | undefined {
  for (const pattern of [NAMED, INTRODUCED, SIGNED]) {
    const words = pattern.exec(text)?.[1];
    const name = words ? nameFrom(words) : undefined;
    if (name) return name;
  }
  return undefined;
}

const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?`;
/** When someone may ring: each phrase is kept as typed and joined in the order written. */
const TIMES: RegExp[] = [
  // "after 5", "before 9am", "around 3:30pm", "at 12" — but not "after 5 years", "at 6.2%"
  new RegExp(
    String.raw`\b(?:after|before|around|about|from|at|by|between)\s+${CLOCK}(?:\s*(?:-|and|to)\s*${CLOCK})?(?![\d%]|[.,]\d|\s*(?:%|per|years?|yrs?|months?|weeks?|days?|k\b|m\b|mil|percent|thousand|million|\$))`,
    "i",
  ),
  /\b(?:after|before|around|at|during)\s+(?:noon|midday|lunch(?:time)?|work|school(?:\s+pick-?up)?|dinner)\b/i,
  /\b(?:today|tonight|tomorrow|this|next)(?:\s+(?:morning|afternoon|arvo|evening|night|week))\b/i,
  /\b(?:today|tonight|tomorrow)\b/i,
  /\b(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?)(?:\s+(?:morning|afternoon|arvo|evening|night))?\b/i,
  /\b(?:in\s+the\s+(?:morning|afternoon|evening)|mornings|afternoons|evenings|arvo|any\s*time|anytime)\b/i,
];

export function findPreferredTime(text: string): string | undefined {
  const found: { at: number; end: number; text: string }[] = [];
  for (const pattern of TIMES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const at = match.index;
    const end = at + match[0].length;
    // A phrase inside one already found ("tomorrow" in "tomorrow morning") adds nothing.
    if (found.some((f) => at < f.end && end > f.at)) continue;
    found.push({ at, end, text: match[0].trim() });
  }
  if (found.length === 0) return undefined;
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text)
    .join(" ");
}

/**
 * The details in the visitor's own messages, oldest first: for each field, the latest message
 * that gives it. A time is read only from a message that asks for the call-back, so "after 5
 * years" in a question about fixed rates is never taken for one.
 */
export function readCallbackDetails(messages: readonly string[]): CallbackDetails {
  const details: CallbackDetails = {};
  for (const message of messages) {
    const name = findName(message);
    const phone = findPhone(message);
    const email = findEmail(message);
    const preferredTime = callbackAsk(message) ? findPreferredTime(message) : undefined;
    if (name) details.name = name;
    if (phone) details.phone = phone;
    if (email) details.email = email;
    if (preferredTime) details.preferredTime = preferredTime;
  }
  return details;
}
