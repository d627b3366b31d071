/*
 * FTS5 MATCH expressions built from a parsed query. Pure. Every word goes in as a double-quoted
 * FTS5 string (with any double quote doubled), so nothing a reader types is ever read as FTS5
 * syntax: no operators, column filters, prefixes or NEAR groups come from the reader. The
 * expression is then passed to SQLite as a bound parameter, never spliced into SQL.
 *
 * The index (migration 0003_search) has five columns: title and summary as written (folded by
 * the unicode61 tokenizer with remove_diacritics 2), their stems (search_stems()) and the facets.
 */
import type { ParsedQuery, QueryTerm, QueryWord } from "./query.js";

/** A filter the index answers itself: category, newspaper or department of an article. */
export interface SearchFacets {
  category?: string;
  newspaperId?: number;
  department?: string;
}

/** Column sets of the index. */
const TEXT = "{title summary}";
const STEMS = "{title_stems summary_stems}";

/** An FTS5 string literal: the tokenizer reads what is inside; nothing inside is syntax. */
export function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/*
 * Facet tokens, one per category, newspaper and department of an article, in the facets column.
 * The view article_search_source (migration 0003_search) writes them with the same rules:
 * 'c' + category slug without hyphens, 'n' + newspaper id, 'd' + department slug without hyphens.
 */
export function categoryFacet(slug: string): string {
  return `c${slug.replace(/-/g, "")}`;
}
export function newspaperFacet(id: number): string {
  return `n${Math.trunc(id)}`;
}
export function departmentFacet(slug: string): string {
  return `d${slug.replace(/-/g, "")}`;
}

/** The facet tokens a filter requires. */
export function facetTokens(facets: SearchFacets): string[] {
  const tokens: string[] = [];
  if (facets.category) tokens.push(categoryFacet(facets.category));
  if (facets.newspaperId !== undefined) tokens.push(newspaperFacet(facets.newspaperId));
  if (facets.department) tokens.push(departmentFacet(facets.department));
  return tokens;
}

function exactText(term: Extract<QueryTerm, { kind: "exact" }>): string {
  return ftsString(term.words.map((w) => w.text).join(" "));
}

function anyOf(strings: string[]): string {
  const quoted = strings.map(ftsString);
  return quoted.length === 1 ? (quoted[0] as string) : `(${quoted.join(" OR ")})`;
}

/** A word by its stems, or (when its stem is too short) by its forms as written. */
function wordExpression(word: QueryWord, stemColumns: string, textColumns: string): string {
  const parts: string[] = [];
  if (word.stems.length > 0) parts.push(`${stemColumns} : ${anyOf(word.stems)}`);
  if (word.forms.length > 0) parts.push(`${textColumns} : ${anyOf(word.forms)}`);
  return parts.join(" OR ");
}

/** One term anywhere in the title or summary: a word by its stems, exact words as a phrase. */
export function termExpression(term: QueryTerm): string {
  return term.kind === "word" ? wordExpression(term.word, STEMS, TEXT) : `${TEXT} : ${exactText(term)}`;
}

/** One term in the title only (for ranking). */
export function titleExpression(term: QueryTerm): string {
  return term.kind === "word" ? wordExpression(term.word, "{title_stems}", "{title}") : `{title} : ${exactText(term)}`;
}

/** A word as typed, accents and case aside, rather than another word with its stem (for ranking). */
export function exactFormExpression(term: Extract<QueryTerm, { kind: "word" }>): string {
  return `${TEXT} : ${ftsString(term.word.text)}`;
}

/** A run of words as a phrase (for ranking). */
export function phraseExpression(words: { text: string }[]): string {
  return `${TEXT} : ${ftsString(words.map((w) => w.text).join(" "))}`;
}

function groupExpression(group: QueryTerm[], expression: (term: QueryTerm) => string): string {
  return group.length === 1 ? `(${expression(group[0] as QueryTerm)})` : `(${group.map((t) => `(${expression(t)})`).join(" OR ")})`;
}

/**
 * The whole query with its facet filters as one MATCH expression, or null when the query asks for
 * nothing (no required term): FTS5 cannot list "everything but X".
 */
export function matchExpression(query: ParsedQuery, facets: SearchFacets = {}): string | null {
  if (query.required.length === 0) return null;
  const parts = query.required.map((group) => groupExpression(group, termExpression));
  for (const token of facetTokens(facets)) parts.push(`({facets} : ${ftsString(token)})`);
  let expression = parts.join(" AND ");
  for (const term of query.excluded) expression = `(${expression}) NOT (${termExpression(term)})`;
  return expression;
}

/** One required group on its own (for weighing how common it is). */
export function groupMatchExpression(group: QueryTerm[]): string {
  return groupExpression(group, termExpression);
}

/** A group's title expression, for the signal "this group matched in the title". */
export function groupTitleExpression(group: QueryTerm[]): string {
  return groupExpression(group, titleExpression);
}

/** Narrows an expression to the rows of another (both already valid expressions). */
export function both(expression: string, narrower: string): string {
  return `(${expression}) AND (${narrower})`;
}
