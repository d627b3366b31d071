/*
 * Related words (pure): a query word that belongs to a class of related-words.ts also finds the
 * other words of its class, as alternatives (OR) searched after the reader's own words. A word
 * belongs to a class when it shares a stem with one of the class's single words ("temblores" is
 * "temblor"); quoted words, compounds and exclusions never widen (a reader's quotes ask for that
 * word, and "-sismo" leaves out sismo only), and a query with operators (-word, OR) is searched as
 * written: its reader is steering ("lluvias -Bogotá" must not bring back an aguacero in Suba).
 */
import { memoize } from "../text/memo.js";
import { type ParsedQuery, parseQuery, type QueryTerm, type QueryWord } from "./query.js";
import { RELATED_CLASSES } from "./related-words.js";

/** The most related terms one word adds (each is one more posting list the index walks). */
export const MAX_RELATED_PER_WORD = 6;
/** The most related terms one query adds. */
export const MAX_RELATED_TERMS = 10;

/** A class's entry as a query term: a word by its stems, a phrase as a phrase. */
function entryTerm(entry: string): QueryTerm | null {
  const phrase = entry.includes(" ") || entry.includes("-");
  const parsed = parseQuery(phrase ? `"${entry}"` : entry).required[0]?.[0];
  return parsed ?? null;
}

/** What leads a word to a class: its stems, or its forms when its stem is too short to say much ("ipc", "bus"). */
function wordKeys(word: QueryWord): string[] {
  return [...word.stems.map((stem) => `s:${stem}`), ...word.forms.map((form) => `f:${form}`)];
}

interface ClassTerms {
  /** Single words that lead to the class, by stem. */
  keys: string[];
  /** Every term the class finds. */
  terms: QueryTerm[];
}

const CLASSES: readonly ClassTerms[] = RELATED_CLASSES.map((cls) => {
  const keys = cls.words.flatMap((entry) => {
    const term = entryTerm(entry);
    return term && term.kind === "word" ? wordKeys(term.word) : [];
  });
  const terms = [...cls.words, ...(cls.alsoFinds ?? [])].flatMap((entry) => {
    const term = entryTerm(entry);
    return term ? [term] : [];
  });
  return { keys, terms };
});

/** Key (wordKeys) → the classes it leads to. */
const BY_KEY: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  CLASSES.forEach((cls, index) => {
    for (const key of cls.keys) map.set(key, [...(map.get(key) ?? []), index]);
  });
  return map;
})();

/** What a term matches, to tell a related term from the reader's own. */
function termSignature(term: QueryTerm): string {
  return term.kind === "word"
    ? `w:${term.word.stems.join(" ")}|${term.word.forms.join(" ")}`
    : `e:${term.words.map((w) => w.folded).join(" ")}`;
}

/** The terms related to a query word (not the word itself), or none. */
export const relatedTerms: (folded: string) => readonly QueryTerm[] = memoize(5_000, (folded) => {
  const word = parseQuery(folded).required[0]?.[0];
  if (!word || word.kind !== "word") return [];
  const own = termSignature(word);
  const classes = new Set(wordKeys(word.word).flatMap((key) => BY_KEY.get(key) ?? []));
  const seen = new Set([own]);
  const terms: QueryTerm[] = [];
  for (const index of classes) {
    for (const term of (CLASSES[index] as ClassTerms).terms) {
      const signature = termSignature(term);
      const sharesStem = term.kind === "word" && wordKeys(term.word).some((key) => wordKeys(word.word).includes(key));
      if (seen.has(signature) || sharesStem) continue;
      seen.add(signature);
      terms.push(term);
    }
  }
  return terms.slice(0, MAX_RELATED_PER_WORD);
});

/**
 * A word's siblings by derivation: the one who does a thing and the thing ("turista" and
 * "turismo", "ciclistas" and "ciclismo", "machista" and "machismo"), Spanish's -ista / -ismo pair,
 * and the adjective in -ístico / -ística. Where the stemmer already joins them ("terrorista" and
 * "terrorismo" are both "terror") nothing is added. A rule of the language, not a list: a sibling
 * no article holds finds nothing and is never shown (only the related words the results hold are
 * named).
 */
const DERIVATION = /^([a-z]{3,}?)(?:istas?|ismos?|isticos?|isticas?)$/u;

export const derivedTerms: (folded: string) => readonly QueryTerm[] = memoize(5_000, (folded) => {
  const root = DERIVATION.exec(folded)?.[1];
  const word = root ? parseQuery(folded).required[0]?.[0] : undefined;
  if (!root || !word || word.kind !== "word") return [];
  const own = new Set(wordKeys(word.word));
  return [`${root}ista`, `${root}ismo`].flatMap((sibling) => {
    const term = parseQuery(sibling).required[0]?.[0];
    if (!term || term.kind !== "word" || wordKeys(term.word).some((key) => own.has(key))) return [];
    return [term];
  });
});

/** Whether a query word has related words of the lexicon (it is then a known word, never a misspelling). */
export function hasRelated(word: QueryWord): boolean {
  return relatedTerms(word.folded).length > 0;
}

/** A query whose plain words also find their related words, and those words as a reader would read them. */
export interface ExpandedQuery {
  query: ParsedQuery;
  /** The related terms added, each with how a reader reads it («temblor», «siniestro vial»). */
  added: { term: QueryTerm; text: string }[];
}

/**
 * The query with each required group widened by the related words of its plain words, and their
 * siblings by derivation (derivedTerms), as alternatives (OR), at
 * most MAX_RELATED_TERMS in all; null when no word has related words or the query has operators.
 */
export function expandQuery(query: ParsedQuery): ExpandedQuery | null {
  // A reader who writes operators (-word, OR) writes the query they mean: it is searched as written.
  if (query.excluded.length > 0 || query.required.some((group) => group.length > 1)) return null;
  let budget = MAX_RELATED_TERMS;
  const added: ExpandedQuery["added"] = [];
  const required = query.required.map((group) => {
    const present = new Set(group.map(termSignature));
    const widened = [...group];
    for (const term of group) {
      if (term.kind !== "word") continue;
      for (const related of [...relatedTerms(term.word.folded), ...derivedTerms(term.word.folded)]) {
        const signature = termSignature(related);
        if (budget === 0 || present.has(signature)) continue;
        present.add(signature);
        widened.push(related);
        added.push({ term: related, text: related.kind === "word" ? related.word.text : related.words.map((w) => w.text).join(" ") });
        budget -= 1;
      }
    }
    return widened;
  });
  if (added.length === 0) return null;
  return { query: { ...query, required, proximity: null }, added };
}
