/* How many articles a match holds, from article_search_lexemes' counts: estimates to size windows, exact counts when they tell. */
import { sql } from "kysely";
import type { Db } from "../schema.js";
import type { TextMatch } from "./full-text.js";
import { quoted, STEM } from "./postgres-tsvector.js";

/** How many articles a match holds, from how many index rows hold each lexeme (article_search_lexemes) and how many rows there are. */
type Estimate = (frequency: (lexeme: string) => number, rows: number) => number;

/** The lexemes a match asks for, in the form article_search_lexemes counts them. */
export function lexemesOf(match: TextMatch): string[] {
  if ("stems" in match) return match.stems.map((stem) => `${STEM}${stem}`);
  if ("forms" in match) return [...match.forms];
  if ("phrase" in match) return [...match.phrase];
  if ("prefix" in match) return [];
  if ("anyOf" in match) return match.anyOf.flatMap(lexemesOf);
  return match.allOf.flatMap(lexemesOf);
}

/** Articles holding all of several parts, if the parts were independent (a guess for sizing windows, never for answers). */
export function together(parts: number[], rows: number): number {
  return parts.reduce((estimate, part) => (estimate * part) / Math.max(rows, 1), rows);
}

/**
 * How many articles a match (with its facets) may hold, to decide how to read its newest: a
 * lexeme's count, the sum over alternatives (at most every row), the share of rows holding all of
 * what must be there as if independent. Zero only when a lexeme it needs is in no row (then it
 * matches nothing); every row for a partial word.
 */
export function estimate(match: TextMatch): Estimate {
  if ("stems" in match || "forms" in match) {
    const lexemes = lexemesOf(match);
    return (frequency, rows) =>
      Math.min(
        rows,
        lexemes.reduce((sum, lexeme) => sum + frequency(lexeme), 0),
      );
  }
  if ("phrase" in match) return (frequency, rows) => together(match.phrase.map(frequency), rows);
  if ("prefix" in match) return (_, rows) => rows;
  if ("anyOf" in match) {
    const parts = match.anyOf.map(estimate);
    return (frequency, rows) =>
      Math.min(
        rows,
        parts.reduce((sum, part) => sum + part(frequency, rows), 0),
      );
  }
  const parts = match.allOf.map(estimate);
  return (frequency, rows) =>
    together(
      parts.map((part) => part(frequency, rows)),
      rows,
    );
}

/**
 * The lexemes a match is any of, when it is nothing else (words by their stems or forms anywhere,
 * alternatives of those): its rows are the union of those lexemes' rows. Null for anything else.
 */
function alternatives(match: TextMatch): string[] | null {
  if ("stems" in match || "forms" in match) return match.field === "text" ? [...new Set(lexemesOf(match))] : null;
  if ("anyOf" in match) {
    const parts = match.anyOf.map(alternatives);
    return parts.every((part) => part !== null) ? [...new Set(parts.flat() as string[])] : null;
  }
  if ("allOf" in match && match.allOf.length === 1 && (match.noneOf ?? []).length === 0) return alternatives(match.allOf[0] as TextMatch);
  return null;
}

/**
 * A count the lexeme counts answer with at most one small statement: one lexeme (its count), two
 * alternatives (both counts less the rows holding both), one lexeme without another (its count
 * less the rows holding both). The rows holding two lexemes are few beside either's; counting
 * every row of a common word is what costs (a visit to each matching row). Null when the match is
 * none of these.
 */
export async function countFromLexemes(db: Db, match: TextMatch, readCounts: ReadCounts): Promise<number | null> {
  const both = async (a: string, b: string) => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from article_search where terms @@ ${`${quoted(a)} & ${quoted(b)}`}::tsquery`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  const any = alternatives(match);
  if (any !== null && any.length <= 2) {
    const { frequency } = await readCounts(any);
    const [a, b] = any as [string, string | undefined];
    return b === undefined ? frequency(a) : frequency(a) + frequency(b) - (await both(a, b));
  }
  if ("allOf" in match && match.allOf.length === 1 && match.noneOf?.length === 1) {
    const kept = alternatives(match.allOf[0] as TextMatch);
    const left = alternatives(match.noneOf[0] as TextMatch);
    if (kept?.length !== 1 || left?.length !== 1) return null;
    const [a, b] = [kept[0] as string, left[0] as string];
    const { frequency } = await readCounts([a]);
    return frequency(a) - (a === b ? frequency(a) : await both(a, b));
  }
  return null;
}

/** How many index rows hold each lexeme asked about, and the highest indexed id. */
interface LexemeCounts {
  frequency(lexeme: string): number;
  top: number;
}

/** The lexeme counts a search needs, read once for everything named ahead and again only for a lexeme it did not name. */
export type ReadCounts = (lexemes: readonly string[]) => Promise<LexemeCounts>;

/** Reads how many index rows hold each of these lexemes (0 for one no article holds), and the highest indexed id. */
async function readLexemeCounts(db: Db, lexemes: readonly string[]): Promise<{ counts: Map<string, number>; top: number }> {
  const asked = [...new Set(lexemes)];
  const { rows } = await sql<{ lexeme: string | null; articles: number }>`
    select lexeme, articles from article_search_lexemes where lexeme = any(${asked}::text[])
    union all select null, coalesce(max(id), 0) from article_search
  `.execute(db);
  const counts = new Map(asked.map((lexeme) => [lexeme, 0]));
  let top = 0;
  for (const row of rows) {
    if (row.lexeme === null) top = Number(row.articles);
    else counts.set(row.lexeme, Number(row.articles));
  }
  return { counts, top };
}

/** The counts of one search: one round trip for what was named ahead, another only for a lexeme it did not name. */
export function countsReader(db: Db, ahead: readonly string[]): ReadCounts {
  let known: Promise<{ counts: Map<string, number>; top: number }> | null = null;
  return async (lexemes) => {
    known ??= readLexemeCounts(db, [...ahead, ...lexemes]);
    const { counts, top } = await known;
    const missing = lexemes.filter((lexeme) => !counts.has(lexeme));
    if (missing.length > 0) for (const [lexeme, articles] of (await readLexemeCounts(db, missing)).counts) counts.set(lexeme, articles);
    return { frequency: (lexeme) => counts.get(lexeme) ?? 0, top };
  };
}
