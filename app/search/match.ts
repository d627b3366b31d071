/*
 * What a parsed query asks of the full-text index, as a TextMatch both engines compile (pure).
 * Every word is already analysed (query.ts): folded, with the stems of its singular and plural, or
 * the forms it must be written in when its stem says too little. The engines never see the
 * reader's text, only these words (each a quoted string or lexeme in their own syntax).
 */
import type { Question, TextField, TextMatch } from "../db/engine/full-text.js";
import type { ParsedQuery, QueryTerm, QueryWord } from "./query.js";

/** A word by its stems, or (when its stem is too short) by its forms as written. */
function wordMatch(word: QueryWord, field: TextField): TextMatch {
  const parts: TextMatch[] = [];
  if (word.stems.length > 0) parts.push({ stems: word.stems, field });
  if (word.forms.length > 0) parts.push({ forms: word.forms, field });
  return parts.length === 1 ? (parts[0] as TextMatch) : { anyOf: parts };
}

/** One term in the title or anywhere: a word by its stems, exact words as a phrase. */
export function termMatch(term: QueryTerm, field: TextField = "text"): TextMatch {
  return term.kind === "word" ? wordMatch(term.word, field) : { phrase: term.words.map((word) => word.folded), field };
}

/** One required group (its terms joined by OR). */
export function groupMatch(group: readonly QueryTerm[], field: TextField = "text"): TextMatch {
  return group.length === 1 ? termMatch(group[0] as QueryTerm, field) : { anyOf: group.map((term) => termMatch(term, field)) };
}

/** The whole query: every required group and none of the exclusions; null when it requires nothing (no engine can list "everything but X"). */
export function queryMatch(query: ParsedQuery): TextMatch | null {
  if (query.required.length === 0) return null;
  const match: TextMatch = { allOf: query.required.map((group) => groupMatch(group)) };
  return query.excluded.length > 0 ? { ...match, noneOf: query.excluded.map((term) => termMatch(term)) } : match;
}

/**
 * Any of the required groups and none of the exclusions: the articles a partial match is looked
 * for among (search.server.ts keeps those that hold most of the groups); null when nothing is required.
 */
export function partialMatch(query: ParsedQuery): TextMatch | null {
  if (query.required.length === 0) return null;
  const match: TextMatch = { allOf: [{ anyOf: query.required.map((group) => groupMatch(group)) }] };
  return query.excluded.length > 0 ? { ...match, noneOf: query.excluded.map((term) => termMatch(term)) } : match;
}

/** The questions ranking asks about each candidate, and where each group's answers are in the list (-1: not asked). */
export interface RankQuestions {
  questions: Question[];
  /** Per required group: "it matched in the title". */
  titleAt: number[];
  /** Per required group: "a word of it appears as typed" (one-word queries only). */
  exactAt: number[];
  /** "The query's words appear as a phrase". */
  phraseAt: number;
}

/**
 * What rank.ts weighs: per group, whether it is in the title and (for one-word queries) whether a
 * word appears as typed rather than by its stem; and whether the typed words appear as a phrase.
 * A group's title form and its words as typed imply the group: with one group and no exclusion,
 * they imply the whole query too, which lets an engine ask them on their own.
 */
export function rankQuestions(query: ParsedQuery): RankQuestions {
  const questions: Question[] = [];
  const alone = query.required.length === 1 && query.excluded.length === 0;
  const ask = (match: TextMatch, impliesMatch: boolean) => questions.push({ match, impliesMatch }) - 1;
  const titleAt = query.required.map((group) => ask(groupMatch(group, "title"), alone));
  // The word as typed matters to one-word queries ("vacunas" before "vacunación"); with more words,
  // titles and phrases decide, and fewer questions keep them fast.
  const exactAt = query.required.map((group) => {
    const words = group.flatMap((term) => (term.kind === "word" ? [term.word.folded] : []));
    if (words.length === 0 || query.required.length > 1) return -1;
    return ask({ forms: words, field: "text" }, alone);
  });
  const phraseAt = query.proximity ? ask({ phrase: query.proximity.map((word) => word.folded), field: "text" }, false) : -1;
  return { questions, titleAt, exactAt, phraseAt };
}
