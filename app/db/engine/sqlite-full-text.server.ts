/*
 * Full-text search on SQLite: the FTS5 table article_search of migration 0003_search (title and
 * summary as written, tokenizer unicode61 remove_diacritics 2; their stems from indexStems();
 * facet tokens), kept by triggers. A TextMatch becomes one MATCH string in which every word is a
 * double-quoted FTS5 string, passed as a bound parameter: nothing a reader typed is FTS5 syntax.
 *
 * How the newest matches are found: FTS5 walks a MATCH newest first by rowid without sorting;
 * a date filter narrows the rowid range through article_search_days (the first and last article
 * id of each UTC day) and is then checked exactly. The questions about the candidates are asked
 * the same way, narrowed by the match: the newest |candidates| matches of "match AND question"
 * hold every candidate that answers yes (reading newest first is what FTS5 does cheaply).
 */
import { sql } from "kysely";
import { typedSpellingKeys } from "../../text/spelling.js";
import type { Db } from "../schema.js";
import type { FullText, FullTextSearch } from "./engine.js";
import {
  type ArticleFilters,
  type Candidate,
  type IndexedTerm,
  isDated,
  type Question,
  type TextField,
  type TextMatch,
} from "./full-text.js";
import { rankByTypo, SPELLING_LOOKUP_ROWS } from "./spelling.js";

/** Days are UTC days of published_at, as article_search_days stores them. */
const DAY_MS = 86_400_000;

/** An FTS5 string literal: the tokenizer reads what is inside; nothing inside is syntax. */
export function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/*
 * Facet tokens, one per category, newspaper, department and municipality of an article, in the facets column.
 * The view article_search_source (migration 0003_search) writes them with the same rules:
 * 'c' + category slug without hyphens, 'n' + newspaper id, 'd' + department slug without hyphens,
 * 'm' + DIVIPOLA code (migration 0012_municipalities).
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
export function municipalityFacet(code: string): string {
  return `m${code.replace(/\D/g, "")}`;
}

/** The facet tokens a filter requires. */
export function facetTokens(filters: ArticleFilters): string[] {
  const tokens: string[] = [];
  if (filters.category) tokens.push(categoryFacet(filters.category));
  if (filters.newspaperId !== undefined) tokens.push(newspaperFacet(filters.newspaperId));
  if (filters.department) tokens.push(departmentFacet(filters.department));
  if (filters.municipality) tokens.push(municipalityFacet(filters.municipality));
  return tokens;
}

function anyOf(strings: readonly string[]): string {
  const quoted = strings.map(ftsString);
  return quoted.length === 1 ? (quoted[0] as string) : `(${quoted.join(" OR ")})`;
}

function columns(field: TextField, stems: boolean): string {
  if (stems) return field === "title" ? "{title_stems}" : "{title_stems summary_stems}";
  return field === "title" ? "{title}" : "{title summary}";
}

/** A TextMatch as an FTS5 MATCH expression. */
export function ftsExpression(match: TextMatch): string {
  if ("stems" in match) return `${columns(match.field, true)} : ${anyOf(match.stems)}`;
  if ("forms" in match) return `${columns(match.field, false)} : ${anyOf(match.forms)}`;
  if ("phrase" in match) return `${columns(match.field, false)} : ${ftsString(match.phrase.join(" "))}`;
  if ("prefix" in match) return `${columns(match.field, false)} : ${ftsString(match.prefix)} *`;
  if ("anyOf" in match) {
    const parts = match.anyOf.map(ftsExpression);
    return parts.length === 1 ? (parts[0] as string) : parts.map((part) => `(${part})`).join(" OR ");
  }
  let expression = match.allOf.map((part) => `(${ftsExpression(part)})`).join(" AND ");
  for (const excluded of match.noneOf ?? []) expression = `(${expression}) NOT (${ftsExpression(excluded)})`;
  return expression;
}

/** A match with its facet filters, as one MATCH expression (the facets are tokens of the index). */
export function filteredExpression(match: TextMatch, filters: ArticleFilters): string {
  const facets = facetTokens(filters).map((token) => `({facets} : ${ftsString(token)})`);
  if (facets.length === 0) return ftsExpression(match);
  return [`(${ftsExpression(match)})`, ...facets].join(" AND ");
}

/** Narrows an expression to the rows of another (both already valid expressions). */
function both(expression: string, narrower: string): string {
  return `(${expression}) AND (${narrower})`;
}

type Bounds = { lo: number; hi: number };

/** The rowid range a date filter can hold, null when no article was published in it, undefined without dates. */
async function dateBounds(db: Db, filters: ArticleFilters): Promise<Bounds | null | undefined> {
  if (!isDated(filters)) return undefined;
  const fromDay = filters.from === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(filters.from / DAY_MS);
  const toDay = filters.to === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(filters.to / DAY_MS);
  if (fromDay > toDay) return null;
  const { rows } = await sql<{ lo: number | null; hi: number | null }>`
    select min(first_id) as lo, max(last_id) as hi from article_search_days where day between ${fromDay} and ${toDay}
  `.execute(db);
  const row = rows[0];
  return row && row.lo !== null && row.hi !== null ? { lo: row.lo, hi: row.hi } : null;
}

/** The exact date checks, on articles joined as `a`. */
function dateConditions(filters: ArticleFilters) {
  const conditions = [];
  if (filters.from !== undefined) conditions.push(sql`and a.published_at >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`and a.published_at <= ${filters.to}`);
  return sql.join(conditions, sql` `);
}

function rowidRange(bounds: Bounds | undefined) {
  return bounds ? sql`and article_search.rowid between ${bounds.lo} and ${bounds.hi}` : sql``;
}

/** The newest matches, with their dates and stories (read from the same row): at most `limit`, newest (highest id) first. */
async function findCandidates(db: Db, expression: string, filters: ArticleFilters, bounds: Bounds | undefined, limit: number) {
  // CROSS JOIN keeps the full-text index as the outer loop, walked newest first.
  const { rows } = await sql<{ id: number; published_at: number; story_id: number | null }>`
    select article_search.rowid as id, a.published_at as published_at, a.story_id as story_id
    from article_search cross join articles a on a.id = article_search.rowid
    where article_search match ${expression} ${rowidRange(bounds)} ${dateConditions(filters)}
    order by article_search.rowid desc
    limit ${limit}
  `.execute(db);
  return rows.map((row) => ({ id: Number(row.id), publishedAt: Number(row.published_at), storyId: row.story_id }));
}

/** How many articles match, counting at most `limit` + 1. */
async function countMatches(
  db: Db,
  expression: string,
  filters: ArticleFilters,
  bounds: Bounds | undefined,
  limit: number,
): Promise<number> {
  const dated = isDated(filters);
  const cap = Number.isFinite(limit) ? sql`limit ${limit + 1}` : sql``;
  const join = dated ? sql`cross join articles a on a.id = article_search.rowid` : sql``;
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from (
      select 1 from article_search ${join}
      where article_search match ${expression} ${rowidRange(bounds)} ${dated ? dateConditions(filters) : sql``}
      ${cap}
    )
  `.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * For each expression, the ids of its newest `limit` matches, at most `hi` when a date filter ends
 * before the newest articles. Read newest first like the candidates: FTS5 walks that order
 * cheaply, while a lower rowid bound on an AND costs a walk through whole posting lists (5-8 ms
 * for a common word at a million articles).
 */
async function newestMatches(db: Db, expressions: string[], limit: number, hi: number | null): Promise<Set<number>[]> {
  if (expressions.length === 0) return [];
  const upper = hi === null ? sql`` : sql`and rowid <= ${hi}`;
  const selects = expressions.map(
    (expression, index) => sql`
      select * from (
        select ${index} as signal, rowid as id from article_search
        where article_search match ${expression} ${upper}
        order by rowid desc limit ${limit}
      )`,
  );
  const { rows } = await sql<{ signal: number; id: number }>`${sql.join(selects, sql` union all `)}`.execute(db);
  const sets = expressions.map(() => new Set<number>());
  for (const row of rows) sets[Number(row.signal)]?.add(Number(row.id));
  return sets;
}

/**
 * The answers of the questions for the candidates. Each question is asked narrowed by the match,
 * so its matches are a subset of the match's: without a date filter the candidates are all the
 * match's rows from the oldest candidate on, and the newest |candidates| matches of a question hold
 * every candidate that answers yes. A date filter can leave out matches between candidates, so the
 * questions then read further (twice as many), bounded by the range's end.
 */
async function answers(
  db: Db,
  expression: string,
  filters: ArticleFilters,
  candidates: { id: number; publishedAt: number }[],
  questions: readonly Question[],
) {
  const dated = isDated(filters);
  const hi = filters.to !== undefined ? Math.max(...candidates.map((c) => c.id)) : null;
  const limit = dated ? candidates.length * 2 : candidates.length;
  // A question whose matches are all matches of the search's own (a group's title form, with no
  // filter beside it) is asked alone: FTS5 then walks its posting lists once instead of twice.
  const facets = facetTokens(filters).length > 0;
  const expressions = questions.map((question) =>
    question.impliesMatch && !facets && !dated ? ftsExpression(question.match) : both(expression, ftsExpression(question.match)),
  );
  const sets = await newestMatches(db, expressions, limit, hi);
  return (id: number) => sets.map((set) => set.has(id));
}

/** Index words a misspelt `word` may have meant: those sharing a spelling key with it (text/spelling.ts), ranked by spelling.ts. */
async function termsSpelledLike(db: Db, word: string, limit: number): Promise<IndexedTerm[]> {
  const keys = typedSpellingKeys(word);
  if (keys.length === 0 || limit <= 0) return [];
  const { rows } = await sql<{ term: string }>`
    select distinct term from search_spellings where key in (select value from json_each(${JSON.stringify(keys)}))
    order by term limit ${SPELLING_LOOKUP_ROWS}
  `.execute(db);
  return rankByTypo(
    word,
    rows.map((row) => row.term),
    limit,
  );
}

/** How many of the newest articles have their index row's words and facets checked one by one. */
async function check(db: Db, sample: number): Promise<{ problems: string[]; rows: number }> {
  const problems: string[] = [];
  try {
    // FTS5's own structural check of the index (a command, written as an insert).
    await sql`insert into article_search (article_search) values ('integrity-check')`.execute(db);
  } catch (error) {
    problems.push(`search index: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = await sql<{ n: number }>`
    select count(*) as n from articles a where not exists (select 1 from article_search s where s.rowid = a.id)`.execute(db);
  const orphans = await sql<{ n: number }>`
    select count(*) as n from article_search s where not exists (select 1 from articles a where a.id = s.rowid)`.execute(db);
  if (Number(missing.rows[0]?.n) > 0) problems.push(`search index: ${missing.rows[0]?.n} articles are not indexed`);
  if (Number(orphans.rows[0]?.n) > 0) problems.push(`search index: ${orphans.rows[0]?.n} index rows have no article`);
  // The index must answer for each article's own content, not only hold a row for it.
  const newest = await db.selectFrom("articles").select(["id", "title", "newspaper_id"]).orderBy("id", "desc").limit(sample).execute();
  let unfindable = 0;
  for (const article of newest) {
    const word = /[\p{L}\p{N}]{3,}/u.exec(article.title)?.[0];
    const terms = [`facets : "n${article.newspaper_id}"`, ...(word ? [`title : "${word}"`] : [])].join(" AND ");
    // "rowid + 0": FTS5 does not narrow a MATCH by a plain rowid equality, so SQLite filters.
    const found = await sql<{
      n: number;
    }>`select count(*) as n from article_search where article_search match ${terms} and rowid + 0 = ${article.id}`.execute(db);
    if (Number(found.rows[0]?.n) !== 1) unfindable += 1;
  }
  if (unfindable > 0)
    problems.push(`search index: ${unfindable} of the ${newest.length} newest articles are not found by their own title and newspaper`);
  const { rows } = await sql<{ n: number }>`select count(*) as n from article_search`.execute(db);
  return { problems, rows: Number(rows[0]?.n ?? 0) };
}

/** The newest matches, with the answers to the questions. */
async function newest(db: Db, { match, filters, limit, questions }: Parameters<FullTextSearch["newest"]>[0]): Promise<Candidate[]> {
  const bounds = await dateBounds(db, filters);
  if (bounds === null) return [];
  const expression = filteredExpression(match, filters);
  const found = await findCandidates(db, expression, filters, bounds, limit);
  if (found.length === 0 || questions.length === 0) return found.map((c) => ({ ...c, answers: [] }));
  const answersOf = await answers(db, expression, filters, found, questions);
  return found.map((c) => ({ ...c, answers: answersOf(c.id) }));
}

/** How many articles match, at most `limit` + 1. */
async function count(db: Db, { match, filters, limit }: Parameters<FullTextSearch["count"]>[0]): Promise<number> {
  const bounds = await dateBounds(db, filters);
  if (bounds === null) return 0;
  return countMatches(db, filteredExpression(match, filters), filters, bounds, limit);
}

/** SQLite's full-text index (FTS5, kept by triggers). */
export const sqliteFullText: FullText = {
  // Every question is a query of its own: in process, each costs only its own work.
  search: (db) => ({ newest: (asked) => newest(db, asked), count: (asked) => count(db, asked) }),
  // The triggers of migration 0003_search wrote the index rows in the writer's statement.
  index: async () => {},
  termsSpelledLike,
  check,
};
