import { locations } from "../../src/content/locations";
import words from "./vocabulary.json" with { type: "json" };

/*
 * How the FAQ search reads words: which carry no meaning, which mean the same thing, and how
 * endings are trimmed. Used alike for the FAQs and for visitors' questions. The tables of
 * spellings and synonyms are in `vocabulary.json`, a word and the words it is read as.
 */

const SUFFIXES = ["ations", "ation", "ings", "ing", "ies", "als", "al", "ed", "ly", "es", "s", "e"];

/** A light stemmer: "refinancing", "refinanced" and "refinance" all become "refinanc". */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const root = word.slice(0, -suffix.length);
      return suffix === "ies" ? `${root}y` : root;
    }
  }
  return word;
}

// Words that say nothing about the topic; without them "what is the weather" would match every
// "what is …" question. Fillers of chat ("hey", "u", "pls") and of time ("today", "now") too.
const STOP_WORDS = new Set(
  (
    "a about am an and any are as at be been but by can could did do does doing for from get got " +
    "have has how i if in into is it its im i'm me my of on or our so than that the their " +
    "them then there these they this to up us was we what whats when where which who why will " +
    "with would you your u ur ya hey hi hello g'day gday please pls thanks thank tell know want " +
    "need much like use using used just some still also really yes no ok okay good great best near over " +
    "all one there's time today now tonight tomorrow yesterday last night day week"
  ).split(" "),
);

/**
 * Words that say a question is about loans but not which question: those nearly every FAQ here
 * shares, and asking words such as "should" and "help". They weigh little in a question and do
 * not count towards a match, so "refinance my home loan" is decided by "refinance" rather than
 * by whichever answer says "home" most, and "should I buy bitcoin" or "what's the cash rate"
 * is not taken for a FAQ about buying or rates.
 */
const COMMON_WORDS = new Set(
  [
    "home",
    "loan",
    "mortgage",
    "broker",
    "property",
    "buy",
    "should",
    "help",
    "rate",
    "interest",
  ].map(stem),
);

export function isCommon(form: string): boolean {
  return COMMON_WORDS.has(form);
}

/** Irregular forms and shorthand, read the same in the FAQs and in questions. */
const SPELLINGS: Record<string, string[]> = words.spellings;

/**
 * A visitor's word and the words the site's copy uses for it, so "is it free" finds what a
 * broker charges and "which banks" finds the lenders. Read in questions only: an answer's
 * "free credit report" is not about fees.
 */
const SYNONYMS: Record<string, string[]> = words.synonyms;

/** Single letters and stop words; a lone digit stays, as in "a 5% deposit". */
const isNoise = (word: string): boolean =>
  (word.length < 2 && !/\d/.test(word)) || STOP_WORDS.has(word);

/** The index's form of a word of the FAQs, or null for a word that carries no meaning. */
export function indexTerm(term: string): string[] | null {
  const word = term.toLowerCase();
  if (isNoise(word)) return null;
  return (SPELLINGS[word] ?? [word]).map(stem);
}

/** The index's forms of a visitor's word: none, its own, or those of the words it stands for. */
export function queryTerms(term: string): string[] {
  const word = term.toLowerCase();
  if (isNoise(word)) return [];
  return [...new Set((SYNONYMS[word] ?? SPELLINGS[word] ?? [word]).map(stem))];
}

/** The stems of the suburbs' names: they say where, not what, so never make a match alone. */
export const placeTerms: ReadonlySet<string> = new Set(
  locations.flatMap((location) => location.name.toLowerCase().split(/\s+/).map(stem)),
);
