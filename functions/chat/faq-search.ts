import MiniSearch from "minisearch";
import type { SiteConfig } from "../../src/config";
import { chatFaqReplies } from "../../src/content/chat";
import { homeSections } from "../../src/content/home";
import { locations } from "../../src/content/locations";
import { services } from "../../src/content/services";
import { suburbContentFor } from "../../src/content/suburbs";
import { fillTemplate } from "../../src/content/template";
import type { Faq } from "../../src/content/types";

/** One question and answer of the site's FAQ content. */
export interface FaqEntry {
  id: number;
  q: string;
  a: string;
  /** What the page holding it is about ("Refinance Loans", "Bondi"); searched as well. */
  topic: string;
}

/**
 * Every FAQ the site shows: the home page's, each service's and each suburb's, with the
 * business's names filled in. A question asked on several pages in the same words is kept once.
 */
export function siteFaqs(config: SiteConfig): FaqEntry[] {
  const groups: { topic: string; faqs: Faq[] }[] = [
    { topic: "", faqs: homeSections.faqs.items },
    ...services.map((service) => ({ topic: service.name, faqs: service.faqs })),
    ...locations.map((location) => ({
      topic: location.name,
      faqs: suburbContentFor(location.slug)?.faqs ?? [],
    })),
  ];
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const { topic, faqs } of groups) {
    for (const faq of faqs) {
      const q = fillTemplate(faq.q, config);
      if (seen.has(q.toLowerCase())) continue;
      seen.add(q.toLowerCase());
      entries.push({ id: entries.length, q, a: fillTemplate(faq.a, config), topic });
    }
  }
  return entries;
}

// Words that say nothing about the topic; without them "what is the weather" would match every
// "what is …" question.
const STOP_WORDS = new Set(
  (
    "a about am an and any are as at be been but by can could did do does for from get got have " +
    "how i if in into is it its i'm me my of on or our should so than that the their them then " +
    "there these they this to up us was we what when where which who why will with would you " +
    "your hey hi hello mate please thanks tell know want need much many like just any"
  ).split(" "),
);

// Words nearly every FAQ here shares are left out of questions (not of the index), so "refinance
// my home loan" is decided by "refinance" rather than by whichever answer says "home" most.
const COMMON_WORDS = new Set(["home", "loan", "mortgag", "broker", "property", "buy"]);

/** A light stemmer: "refinancing", "refinanced" and "refinance" all become "refinanc". */
const stem = (word: string): string =>
  word.length > 4 ? word.replace(/(?:ing|ed|es|s|e)$/, "") : word;

const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return word.length < 2 || STOP_WORDS.has(word) ? null : stem(word);
};

const processQueryTerm = (term: string): string | null => {
  const word = processTerm(term);
  return word === null || COMMON_WORDS.has(word) ? null : word;
};
const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/**
 * A result counts as the answer only when it matches at least half of the question's words that
 * carry meaning, and scores at least this much: "pizza in Bondi" shares a word with the Bondi
 * FAQs but is not answered by them.
 */
const MIN_SCORE = 6;
const MIN_MATCHED_SHARE = 0.5;

export interface FaqIndex {
  /** The FAQ that best answers `question`, or undefined when none matches well enough. */
  bestMatch(question: string): FaqEntry | undefined;
}

/** A full-text index of `entries`: questions weigh more than answers; typos and stems are forgiven. */
export function createFaqIndex(entries: FaqEntry[]): FaqIndex {
  const search = new MiniSearch<FaqEntry>({
    fields: ["q", "a", "topic"],
    storeFields: ["id"],
    processTerm,
    searchOptions: {
      boost: { q: 3, topic: 2 },
      processTerm: processQueryTerm,
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    },
  });
  search.addAll(entries);
  return {
    bestMatch(question) {
      const text = question.slice(0, 500);
      const words = new Set(tokenize(text).flatMap((token) => processQueryTerm(token) ?? []));
      const [best] = search.search(text);
      if (!best || best.score < MIN_SCORE) return undefined;
      if (best.queryTerms.length < words.size * MIN_MATCHED_SHARE) return undefined;
      return entries[best.id as number];
    },
  };
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9])/;

/**
 * The FAQ mode's reply to `question`: the best-matching answer cut to its first two sentences,
 * then the nudge to book a call; or, with no good match, an offer of the call.
 */
export function faqReply(question: string, index: FaqIndex, config: SiteConfig): string {
  const match = index.bestMatch(question);
  if (!match) return fillTemplate(chatFaqReplies.noMatch, config);
  const answer = match.a.split(SENTENCE_END).slice(0, 2).join(" ");
  return `${answer} ${fillTemplate(chatFaqReplies.nudge, config)}`;
}
