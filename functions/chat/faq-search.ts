import MiniSearch, { type SearchResult } from "minisearch";
import type { SiteConfig } from "../../src/config";
import { chatFaqReplies } from "../../src/content/chat";
import { fillTemplate } from "../../src/content/template";
import type { FaqEntry } from "./faq-entries";
import { indexTerm, isCommon, placeTerms, queryTerms } from "./vocabulary";

export { type FaqEntry, siteFaqs } from "./faq-entries";

/*
 * How sure the search must be before a FAQ counts as the answer. It must score at least
 * MIN_SCORE, and the question's meaningful words (not suburbs' names) must be matched by half
 * or more; a word found only in the FAQ's answer, not its question or page, counts half. "Pizza
 * in Bondi" shares a word with the Bondi FAQs and "recommend" with many answers, yet none of
 * them answers it.
 */
const MIN_SCORE = 3;
const MIN_EVIDENCE = 0.5;
const ANSWER_ONLY_WEIGHT = 0.5;
/** How much a common word counts beside a meaningful one. */
const COMMON_WORD_WEIGHT = 0.3;
/**
 * Of two FAQs that share the visitor's words, the one whose own question is mostly those words
 * is the closer: "what credit score do I need" is "What credit score do I need?", not "Will
 * refinancing hurt my credit score?". A score is scaled between this and 1 by that share.
 */
const UNCOVERED_QUESTION_WEIGHT = 0.3;
/** A FAQ about one suburb, for a question that names none, is a weaker match than a general one. */
const OTHER_PLACE_WEIGHT = 0.6;

export interface FaqIndex {
  /** The FAQ that best answers `question`, or undefined when none matches well enough. */
  bestMatch(question: string): FaqEntry | undefined;
  /** Up to `limit` FAQs that answer `question` well enough, best first. */
  matches(question: string, limit: number): FaqEntry[];
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

interface Question {
  /** Each meaningful word as the index's forms of it. */
  words: string[][];
  /** Forms of the common words ("home", "loan"), searched with little weight. */
  common: string[];
  namesPlace: boolean;
}

function read(question: string): Question {
  const seen = new Set<string>();
  const words: string[][] = [];
  const common: string[] = [];
  for (const token of tokenize(question.slice(0, 500))) {
    const forms = queryTerms(token);
    const key = forms.join(" ");
    if (forms.length === 0 || seen.has(key)) continue;
    seen.add(key);
    if (forms.every(isCommon)) common.push(...forms);
    else words.push(forms);
  }
  const namesPlace = words.some((forms) => forms.some((form) => placeTerms.has(form)));
  return { words, common, namesPlace };
}

function isConfident(result: SearchResult, question: Question): boolean {
  if (result.score < MIN_SCORE) return false;
  // Which fields each of the question's forms was found in (prefix and typo matches included).
  const fieldsOf = new Map<string, Set<string>>();
  for (const [term, fields] of Object.entries(result.match)) {
    for (const form of result.terms.includes(term) ? result.queryTerms : []) {
      if (!fieldsOf.has(form)) fieldsOf.set(form, new Set());
      for (const field of fields) fieldsOf.get(form)?.add(field);
    }
  }
  const topical = question.words.filter((forms) => !forms.some((form) => placeTerms.has(form)));
  if (topical.length === 0) return false;
  let evidence = 0;
  for (const forms of topical) {
    const fields = new Set(forms.flatMap((form) => [...(fieldsOf.get(form) ?? [])]));
    if (fields.has("q") || fields.has("service") || fields.has("place")) evidence += 1;
    else if (fields.has("a")) evidence += ANSWER_ONLY_WEIGHT;
  }
  return evidence >= topical.length * MIN_EVIDENCE;
}

/**
 * A full-text index of `entries`: questions weigh more than answers, a suburb's name more than a
 * service's; typos and stems are forgiven.
 */
export function createFaqIndex(entries: FaqEntry[]): FaqIndex {
  const search = new MiniSearch<FaqEntry>({
    fields: ["q", "a", "service", "place"],
    storeFields: ["id"],
    processTerm: indexTerm,
    extractField: (entry, field) => {
      if (field === "service") return entry.kind === "service" ? entry.topic : "";
      if (field === "place") return entry.kind === "place" ? entry.topic : "";
      return String(entry[field as keyof FaqEntry]);
    },
    searchOptions: {
      boost: { q: 3, a: 0.5, place: 2, service: 0.5 },
      // The question's words are already in the index's forms (see read).
      processTerm: (term) => term,
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    },
  });
  search.addAll(entries);
  // Each FAQ's question as the index reads it, without the words nearly all of them share.
  const questionTerms = entries.map(
    (entry) =>
      new Set(
        tokenize(entry.q)
          .flatMap((token) => indexTerm(token) ?? [])
          .filter((term) => !isCommon(term)),
      ),
  );
  const coverage = (result: SearchResult): number => {
    const terms = questionTerms[result.id as number];
    if (!terms || terms.size === 0) return 1;
    const matched = [...terms].filter((term) => result.match[term]?.includes("q"));
    return matched.length / terms.size;
  };

  const matches = (text: string, limit: number): FaqEntry[] => {
    const question = read(text);
    if (question.words.length === 0) return [];
    return search
      .search([...question.words.flat(), ...question.common].join(" "), {
        boostTerm: (term) => (isCommon(term) ? COMMON_WORD_WEIGHT : 1),
        boostDocument: (id) =>
          entries[id]?.kind === "place" && !question.namesPlace ? OTHER_PLACE_WEIGHT : 1,
      })
      .filter((result) => isConfident(result, question))
      .map((result) => ({
        entry: entries[result.id as number] as FaqEntry,
        score:
          result.score *
          (UNCOVERED_QUESTION_WEIGHT + (1 - UNCOVERED_QUESTION_WEIGHT) * coverage(result)),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ entry }) => entry);
  };
  return { matches, bestMatch: (question) => matches(question, 1)[0] };
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9])/;

/**
 * The FAQ mode's reply to `question`: the best-matching answer cut to its first two sentences,
 * then the nudge to book a call unless the answer already offers one; or, with no good match,
 * an offer of the call and the phone.
 */
export function faqReply(question: string, index: FaqIndex, config: SiteConfig): string {
  const match = index.bestMatch(question);
  if (!match) return fillTemplate(chatFaqReplies.noMatch, config);
  const answer = match.a.split(SENTENCE_END).slice(0, 2).join(" ");
  if (answer.includes("/schedule-call")) return answer;
  return `${answer} ${fillTemplate(chatFaqReplies.nudge, config)}`;
}
