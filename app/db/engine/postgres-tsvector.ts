/* The text PostgreSQL's full-text search reads, written here: an article's tsvector, a match's tsquery, facet lexemes. */
import { indexedWords } from "../../text/analyze.js";
import type { ArticleFilters, IndexedArticle, TextField, TextMatch } from "./full-text.js";

/** Marks a stem lexeme apart from the words as written (a folded word never starts with it). */
export const STEM = "~";

/** The highest position a tsvector holds; later words share it (summaries are far shorter). */
const MAX_POSITION = 16_383;
/** Positions a tsvector keeps per lexeme. */
const MAX_POSITIONS = 256;
/** Bytes of the longest lexeme a tsvector holds; a longer "word" (a pasted token) is not indexed. */
const MAX_LEXEME_BYTES = 2_046;

/** A lexeme as a quoted tsvector/tsquery literal: quotes doubled, backslashes escaped. */
export function quoted(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

function fits(lexeme: string): boolean {
  return lexeme.length > 0 && Buffer.byteLength(lexeme) <= MAX_LEXEME_BYTES;
}

/** The facet lexemes of an article, or of a filter. */
function facetLexemes(facets: {
  category?: string | undefined;
  newspaperId?: number | undefined;
  departments?: readonly string[];
}): string[] {
  const lexemes: string[] = [];
  if (facets.category) lexemes.push(`#c:${facets.category}`);
  if (facets.newspaperId !== undefined) lexemes.push(`#n:${Math.trunc(facets.newspaperId)}`);
  for (const department of facets.departments ?? []) lexemes.push(`#d:${department}`);
  return lexemes;
}

/** An article's tsvector, as the text PostgreSQL reads with a ::tsvector cast. */
export function articleTerms(
  article: Pick<IndexedArticle, "title" | "summary" | "category_slug" | "newspaper_id" | "departments">,
): string {
  const positions = new Map<string, string[]>();
  const add = (lexeme: string, position: number, weight: "A" | "B") => {
    if (!fits(lexeme)) return;
    const list = positions.get(lexeme) ?? [];
    if (list.length < MAX_POSITIONS) list.push(`${Math.min(position, MAX_POSITION)}${weight}`);
    positions.set(lexeme, list);
  };
  const title = indexedWords(article.title);
  // The summary starts one position after the title's end: no phrase spans the two.
  const offset = title.length + 1;
  for (const [words, weight, start] of [
    [title, "A", 1],
    [indexedWords(article.summary), "B", offset + 1],
  ] as const) {
    const stemmed = new Set<string>();
    words.forEach((word, index) => {
      add(word.folded, start + index, weight);
      if (word.stem !== null && !stemmed.has(word.stem)) {
        stemmed.add(word.stem);
        add(`${STEM}${word.stem}`, start + index, weight);
      }
    });
  }
  const parts = [...positions].map(([lexeme, list]) => `${quoted(lexeme)}:${[...new Set(list)].join(",")}`);
  for (const facet of facetLexemes({
    category: article.category_slug,
    newspaperId: article.newspaper_id,
    departments: article.departments,
  }))
    parts.push(quoted(facet));
  return parts.join(" ");
}

/** The words of an article as written, for the index of words by spelling. */
export function articleWords(article: Pick<IndexedArticle, "title" | "summary">): string[] {
  return [...indexedWords(article.title), ...indexedWords(article.summary)].map((word) => word.folded).filter(fits);
}

function weighted(lexeme: string, field: TextField, prefix = false): string {
  const mark = `${prefix ? "*" : ""}${field === "title" ? "A" : ""}`;
  return mark ? `${quoted(lexeme)}:${mark}` : quoted(lexeme);
}

function either(parts: string[]): string {
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" | ")})`;
}

/** A TextMatch as tsquery text (read with a ::tsquery cast). */
export function tsquery(match: TextMatch): string {
  if ("stems" in match) return either(match.stems.map((stem) => weighted(`${STEM}${stem}`, match.field)));
  if ("forms" in match) return either(match.forms.map((form) => weighted(form, match.field)));
  if ("phrase" in match) {
    const words = match.phrase.map((word) => weighted(word, match.field));
    return words.length === 1 ? (words[0] as string) : `(${words.join(" <-> ")})`;
  }
  if ("prefix" in match) return weighted(match.prefix, match.field, true);
  if ("anyOf" in match) return either(match.anyOf.map(tsquery));
  const parts = [...match.allOf.map(tsquery), ...(match.noneOf ?? []).map((excluded) => `!${tsquery(excluded)}`)];
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" & ")})`;
}

/** A match with its facet filters, as one tsquery text (the facets are lexemes of the index). */
export function filteredQuery(match: TextMatch, filters: ArticleFilters): string {
  const facets = facetLexemes({
    category: filters.category,
    newspaperId: filters.newspaperId,
    departments: filters.department ? [filters.department] : [],
  });
  const base = tsquery(match);
  return facets.length === 0 ? base : [base, ...facets.map(quoted)].join(" & ");
}

/** The facet lexemes of a filter set. */
export function filterLexemes(filters: ArticleFilters): string[] {
  return facetLexemes({
    category: filters.category,
    newspaperId: filters.newspaperId,
    departments: filters.department ? [filters.department] : [],
  });
}
