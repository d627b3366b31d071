/*
 * The reader's query, parsed. Pure and total: any string (quotes left open, operators, emoji,
 * control characters, thousands of characters) gives a ParsedQuery, never an exception. Nothing
 * the reader typed reaches the full-text engine as syntax: the parser keeps only words, and the
 * match (match.ts) hands them to the engine, which quotes every one of them.
 *
 * What a reader can write:
 * - words: every word must appear, in any inflection sharing its Snowball stem, accents and case
 *   ignored ("elección" finds "elecciones", "bogota" finds "Bogotá");
 * - "a quoted phrase": those words, in that order (a single quoted word: that exact word);
 * - -word or -"a phrase": articles with it are left out;
 * - OR between two terms: either will do (AND is the default and is accepted too).
 * Spanish function words ("de", "la", "para") are left out. A query of nothing but function words
 * ("de la") asks for nothing: the page says so instead of listing a thousand arbitrary articles
 * (a quoted phrase of them, "\"de la\"", is still searched as written).
 */
import { isStopword, MIN_STEM_LENGTH, numberForms, searchStem, textWords } from "../text/analyze.js";

/** The longest query read, in characters; the rest is cut, never rejected. */
export const MAX_QUERY_LENGTH = 200;

/** The most terms (required, alternatives and exclusions) one query may hold; later ones are dropped. */
export const MAX_TERMS = 12;

/** The most words of one quoted phrase. */
export const MAX_PHRASE_WORDS = 12;

/** One word of the query. */
export interface QueryWord {
  /** As typed (NFC). */
  text: string;
  folded: string;
  /** The stems it matches: its own and its other number's (see numberForms). */
  stems: string[];
  /** Forms it matches as written instead, when its stem is too short to say much (see MIN_STEM_LENGTH). */
  forms: string[];
}

/**
 * One thing to look for: a word in any inflection, or exact words in order (a quoted phrase, a
 * quoted word, or a compound such as "covid-19" or "4.000").
 */
export type QueryTerm = { kind: "word"; word: QueryWord } | { kind: "exact"; words: QueryWord[] };

/** A parsed query: what every result must contain, what none may contain, and what was left out. */
export interface ParsedQuery {
  /** The query as read: cut to MAX_QUERY_LENGTH, control characters removed, spaces collapsed. */
  text: string;
  /** Every group must match; a group matches when any of its terms does (terms joined by OR). */
  required: QueryTerm[][];
  /** Terms no result may contain. */
  excluded: QueryTerm[];
  /** Function words left out of the search, as typed. */
  ignored: string[];
  /**
   * The longest run of plain words typed one after another, from its first to its last topic word
   * ("reforma a la salud"): results holding it as a phrase rank higher. Null when there is none.
   */
  proximity: QueryWord[] | null;
  /** Whether the query was cut (too long, or too many terms). */
  truncated: boolean;
  /** Whether terms past MAX_TERMS were dropped (the page says so, with the limit). */
  termsDropped: boolean;
  /** Whether the reader typed only function words (outside quotes): nothing is searched. */
  onlyFunctionWords: boolean;
}

/** Quote marks readers type, straight and typographic, opening and closing. */
const QUOTES = new Set(['"', "“", "”", "„", "«", "»", "＂"]);
/** Characters that join the parts of one compound token ("covid-19", "4.000", "d'Artagnan", "1/2"). */
const JOINERS = /^[-.'’/_]+$/u;

interface Token {
  kind: "chunk" | "phrase";
  text: string;
  /** Preceded by '-' (or NOT): an exclusion. */
  negated: boolean;
}

/** Removes what no query means: control and format characters, unpaired surrogates, odd spaces. */
function clean(raw: string): { text: string; truncated: boolean } {
  const codePoints = Array.from(raw);
  const truncated = codePoints.length > MAX_QUERY_LENGTH;
  const text = codePoints
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .replace(/[\uD800-\uDFFF]/gu, " ")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  return { text, truncated };
}

/** Splits the cleaned query into phrases and space-separated chunks, noting exclusions. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] as string;
    if (char === " ") {
      i += 1;
      continue;
    }
    let negated = false;
    if (char === "-" && i + 1 < chars.length && chars[i + 1] !== " " && chars[i + 1] !== "-") {
      negated = true;
      i += 1;
    }
    const start = chars[i] as string;
    if (QUOTES.has(start)) {
      let j = i + 1;
      while (j < chars.length && !QUOTES.has(chars[j] as string)) j += 1;
      tokens.push({ kind: "phrase", text: chars.slice(i + 1, j).join(""), negated });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < chars.length && chars[j] !== " " && !QUOTES.has(chars[j] as string)) j += 1;
    tokens.push({ kind: "chunk", text: chars.slice(i, j).join(""), negated });
    i = j;
  }
  return tokens;
}

function queryWord(text: string, folded: string): QueryWord {
  if (isStopword(folded)) return { text, folded, stems: [], forms: [folded] };
  const forms = numberForms(folded);
  const stems = [...new Set(forms.map(searchStem))];
  if (stems.some((stem) => stem.length < MIN_STEM_LENGTH)) return { text, folded, stems: [], forms };
  return { text, folded, stems, forms: [] };
}

/** The words of a piece of the query, as typed and folded. */
function wordsOf(text: string): QueryWord[] {
  return textWords(text).map((w) => queryWord(text.slice(w.start, w.end).normalize("NFC"), w.folded));
}

/**
 * The terms of one space-separated chunk: one word, or an exact compound when its words are only
 * joined by hyphens, dots, apostrophes or slashes; anything else separates words.
 */
function chunkTerms(text: string): { terms: QueryTerm[]; plain: boolean } {
  const positions = textWords(text);
  if (positions.length === 0) return { terms: [], plain: false };
  const words = wordsOf(text);
  const joined =
    words.length > 1 &&
    positions.every((w, index) => index === 0 || JOINERS.test(text.slice((positions[index - 1] as { end: number }).end, w.start)));
  if (joined) return { terms: [{ kind: "exact", words: words.slice(0, MAX_PHRASE_WORDS) }], plain: false };
  return { terms: words.map((word) => ({ kind: "word", word })), plain: true };
}

function termKey(term: QueryTerm): string {
  return term.kind === "word"
    ? `w:${term.word.stems.join(" ")}|${term.word.forms.join(" ")}`
    : `e:${term.words.map((w) => w.folded).join(" ")}`;
}

function isStopwordTerm(term: QueryTerm): boolean {
  return term.kind === "word" && isStopword(term.word.folded);
}

/** Parses what a reader typed into the search box; never throws. */
export function parseQuery(raw: string): ParsedQuery {
  const { text, truncated: cut } = clean(typeof raw === "string" ? raw : "");
  const truncated = cut;
  const groups: QueryTerm[][] = [];
  const excluded: QueryTerm[] = [];
  // Runs of plain words typed one after another, for the proximity bonus.
  const runs: QueryWord[][] = [[]];
  let pendingOr = false;
  let pendingNot = false;

  const breakRun = () => {
    if ((runs[runs.length - 1] as QueryWord[]).length > 0) runs.push([]);
  };

  for (const token of tokenize(text)) {
    if (token.kind === "chunk" && !token.negated) {
      if (token.text === "OR" || token.text === "|" || token.text === "||") {
        pendingOr = groups.length > 0;
        breakRun();
        continue;
      }
      if (token.text === "AND" || token.text === "&&" || token.text === "+") {
        breakRun();
        continue;
      }
      if (token.text === "NOT") {
        pendingNot = true;
        breakRun();
        continue;
      }
    }
    const negated = token.negated || pendingNot;
    pendingNot = false;
    let terms: QueryTerm[];
    let plain = false;
    if (token.kind === "phrase") {
      const words = wordsOf(token.text).slice(0, MAX_PHRASE_WORDS);
      terms = words.length > 0 ? [{ kind: "exact", words }] : [];
    } else {
      ({ terms, plain } = chunkTerms(token.text));
    }
    if (terms.length === 0) continue;
    if (negated) {
      // "-word" excludes the word; "-covid-19" excludes the compound.
      excluded.push(...terms);
      pendingOr = false;
      breakRun();
      continue;
    }
    if (plain && !pendingOr) {
      for (const term of terms) if (term.kind === "word") (runs[runs.length - 1] as QueryWord[]).push(term.word);
    } else breakRun();
    const [first, ...others] = terms;
    if (pendingOr && first) {
      (groups[groups.length - 1] as QueryTerm[]).push(first);
      for (const term of others) groups.push([term]);
    } else for (const term of terms) groups.push([term]);
    pendingOr = false;
  }

  // Function words drown results: leave them out. With nothing else, nothing is searched (the
  // page explains why); each of them is in nearly every article.
  const ignored: string[] = [];
  const onlyStopwords = groups.length > 0 && groups.every((group) => group.every(isStopwordTerm));
  const required: QueryTerm[][] = [];
  for (const group of groups) {
    const kept = group.filter((term) => {
      if (!isStopwordTerm(term)) return true;
      if (term.kind === "word") ignored.push(term.word.text);
      return false;
    });
    if (kept.length > 0) required.push(kept);
  }
  const keptExcluded = excluded.filter((term) => {
    if (!isStopwordTerm(term)) return true;
    if (term.kind === "word") ignored.push(`-${term.word.text}`);
    return false;
  });

  // The same term twice adds nothing; past MAX_TERMS the rest is dropped.
  const seen = new Set<string>();
  const dedupe = (term: QueryTerm) => {
    const key = termKey(term);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  let budget = MAX_TERMS;
  let termsDropped = false;
  const finalRequired: QueryTerm[][] = [];
  for (const group of required) {
    const unique = group.filter(dedupe);
    const terms = unique.slice(0, budget);
    if (terms.length < unique.length) termsDropped = true;
    budget -= terms.length;
    if (terms.length > 0) finalRequired.push(terms);
  }
  // An exclusion of a required term would empty every result: the requirement wins.
  const uniqueExcluded = keptExcluded.filter(dedupe);
  const finalExcluded = uniqueExcluded.slice(0, budget);
  if (finalExcluded.length < uniqueExcluded.length) termsDropped = true;

  return {
    text,
    required: finalRequired,
    excluded: finalExcluded,
    ignored: [...new Set(ignored)],
    proximity: onlyStopwords ? null : proximityOf(runs),
    truncated: truncated || termsDropped,
    termsDropped,
    onlyFunctionWords: onlyStopwords,
  };
}

/** The longest run with two topic words or more, trimmed of function words at both ends. */
function proximityOf(runs: QueryWord[][]): QueryWord[] | null {
  let best: QueryWord[] | null = null;
  for (const run of runs) {
    let start = 0;
    let end = run.length;
    while (start < end && isStopword((run[start] as QueryWord).folded)) start += 1;
    while (end > start && isStopword((run[end - 1] as QueryWord).folded)) end -= 1;
    const trimmed = run.slice(start, Math.min(end, start + MAX_PHRASE_WORDS));
    const topical = trimmed.filter((w) => !isStopword(w.folded)).length;
    if (topical >= 2 && (!best || trimmed.length > best.length)) best = trimmed;
  }
  return best;
}

/** Terms a query may hold at the price of one search; each one beyond costs one more (queryCost). */
export const TERMS_PER_SEARCH = 3;

/**
 * What a query costs against the search rate limit: 1 for up to TERMS_PER_SEARCH terms, one more
 * for each term beyond (alternatives joined by OR and exclusions included). Every term is one
 * more posting list the index walks, so a 12-term OR chain costs 10 simple searches.
 */
export function queryCost(query: ParsedQuery): number {
  const terms = query.required.reduce((sum, group) => sum + group.length, 0) + query.excluded.length;
  return 1 + Math.max(0, terms - TERMS_PER_SEARCH);
}

/** Whether the query asks for anything: at least one term every result must contain. */
export function hasRequiredTerms(query: ParsedQuery): boolean {
  return query.required.length > 0;
}

/** Every word a result may be highlighted for: the required terms (never the exclusions). */
export function requiredTerms(query: ParsedQuery): QueryTerm[] {
  return query.required.flat();
}

function termText(term: QueryTerm): string {
  if (term.kind === "word") return term.word.text;
  return `"${term.words.map((w) => w.text).join(" ")}"`;
}

/** Writes terms back as a query a reader could type (for "search without this word" links). */
export function formatQuery(required: readonly QueryTerm[][], excluded: readonly QueryTerm[]): string {
  return [...required.map((group) => group.map(termText).join(" OR ")), ...excluded.map((term) => `-${termText(term)}`)].join(" ");
}
