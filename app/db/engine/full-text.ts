/*
 * What the full-text index is asked, in terms both engines understand (pure types). search/ turns
 * a reader's parsed query into a TextMatch; each engine compiles it to its own syntax (an FTS5
 * MATCH string on SQLite, a tsquery on PostgreSQL) and answers the same few questions over its
 * own index. The words in a match are already analysed by app/text/analyze.ts (folded, stemmed),
 * the same analysis both indexes store, so both engines match the same articles.
 */

/** Where a term must appear: anywhere in the title or the summary, or in the title. */
export type TextField = "text" | "title";

/** A condition on an article's indexed words. */
export type TextMatch =
  /** Any of these stems (Snowball stems of folded words, as indexStems() writes them). */
  | { stems: readonly string[]; field: TextField }
  /** Any of these folded words, as written (accents and case aside). */
  | { forms: readonly string[]; field: TextField }
  /** These folded words one after the other. */
  | { phrase: readonly string[]; field: TextField }
  /** A folded word as written that starts with this (a partial word). */
  | { prefix: string; field: TextField }
  | { anyOf: readonly TextMatch[] }
  /** Every one of `allOf`, and none of `noneOf` (a negation needs something positive beside it). */
  | { allOf: readonly TextMatch[]; noneOf?: readonly TextMatch[] };

/** Filters the index answers with the words: an article's category, newspaper and departments, and a date range (epoch ms, inclusive). */
export interface ArticleFilters {
  category?: string;
  newspaperId?: number;
  department?: string;
  /** DIVIPOLA code of a municipality the article is about. */
  municipality?: string;
  from?: number;
  to?: number;
}

/** A yes/no question asked about each candidate (rank.ts weighs the answers). */
export interface Question {
  match: TextMatch;
  /**
   * Whether every article this question matches also matches the search's own match (a group's
   * title form implies the group): an engine may then ask it without the search's match.
   */
  impliesMatch: boolean;
}

/** One of the newest matches, with the answers to the questions in the order asked. */
export interface Candidate {
  id: number;
  publishedAt: number;
  answers: boolean[];
  /** The article's story (null: none yet), when the engine read it with the match (SQLite); else asked later by id. */
  storyId?: number | null;
}

/** What an article's index row is made of (the writer has it at hand when it stores the article). */
export interface IndexedArticle {
  id: number;
  title: string;
  summary: string;
  category_slug: string;
  newspaper_id: number;
  published_at: number;
  departments: readonly string[];
}

/** A word of the index and how far it is from the word asked about, for corrections of search words. */
export interface IndexedTerm {
  term: string;
  /** Edits from the typed word (½: sounds the same; text/spelling.ts typoDistance). */
  distance: number;
}

/** Whether a filter set asks for anything the index must check besides words. */
export function hasFilters(filters: ArticleFilters): boolean {
  return (
    filters.category !== undefined ||
    filters.newspaperId !== undefined ||
    filters.department !== undefined ||
    filters.municipality !== undefined ||
    isDated(filters)
  );
}

/** Whether a filter set has a date range. */
export function isDated(filters: ArticleFilters): boolean {
  return filters.from !== undefined || filters.to !== undefined;
}
