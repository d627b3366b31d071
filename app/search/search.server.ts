/*
 * Full-text search on SQLite FTS5: the one function pages and the CLI call (searchArticles), and
 * all of its SQL. On PostgreSQL, search-postgres.server.ts keeps the contract: it takes a
 * ParsedQuery (query.ts) and filters, and returns ranked article cards and a total.
 *
 * How a search runs (see docs/architecture.md, "Search"):
 * 1. The candidates: the CANDIDATE_WINDOW newest articles matching the query and its category,
 *    newspaper and department (facet tokens in the index), read newest first by rowid, which
 *    FTS5 walks without sorting. A date filter narrows the rowid range through article_search_days
 *    (the first and last article id of each day) and is then checked exactly.
 * 2. The ranking (relevance only): a few narrowed MATCH queries tell, per candidate, which terms are
 *    in the title, which words appear as typed, and whether the words appear as a phrase; rank.ts
 *    weighs them and blends in recency. Ranking a bounded window keeps every query's cost bounded:
 *    sorting a large match set by date or by bm25 is what makes full-text search slow.
 * 3. The page: the cards of one page of the ranked window, and the total (counted up to a limit).
 */
import { sql } from "kysely";
import { isPostgres } from "../db/dialect.server.js";
import type { Db } from "../db/schema.js";
import { type ArticleCard, cardQuery, toCard } from "../models/article.server.js";
import {
  both,
  exactFormExpression,
  facetTokens,
  groupMatchExpression,
  groupTitleExpression,
  matchExpression,
  phraseExpression,
  type SearchFacets,
} from "./fts.js";
import type { ParsedQuery } from "./query.js";
import type { SearchOrderValue } from "./search-form.js";
import { type CandidateSignals, inverseFrequency, newestFirst, rankCandidates } from "./rank.js";
import { countSearchResultsPostgres, searchArticlesPostgres } from "./search-postgres.server.js";

/** How many of the newest matches are ranked; pages reach this far (50 pages of 20). */
export const CANDIDATE_WINDOW = 1000;

/** Totals above this are reported as "more than" (counting every match of a common word costs more than ranking). */
export const COUNT_LIMIT = 10_000;

/** Days are UTC days of published_at, as article_search_days stores them. */
const DAY_MS = 86_400_000;

/** The order of results: relevance blended with recency, or newest first. */
export type SearchOrder = SearchOrderValue;

/** What to search among: facets the index answers, and a date range (epoch ms, inclusive). */
export interface SearchFilters extends SearchFacets {
  from?: number;
  to?: number;
}

/** One search. */
export interface SearchRequest {
  query: ParsedQuery;
  filters?: SearchFilters;
  order?: SearchOrder;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  /** The time recency is measured from. */
  now: number;
  /** Count matches up to this many (default COUNT_LIMIT); Infinity counts them all. */
  countLimit?: number;
}

/** One page of results. */
export interface SearchResults {
  articles: ArticleCard[];
  /** How many articles match; a lower bound when totalIsMinimum. */
  total: number;
  totalIsMinimum: boolean;
  page: number;
  /** Pages the ranked window holds (0 when nothing matched). */
  pageCount: number;
  /** Whether more articles match than the ranked window holds (older ones need a date filter). */
  windowLimited: boolean;
}

const EMPTY: Omit<SearchResults, "page"> = { articles: [], total: 0, totalIsMinimum: false, pageCount: 0, windowLimited: false };

/** The rowid range a date filter can hold, or null when no article was published in it. */
async function dateBounds(db: Db, filters: SearchFilters): Promise<{ lo: number; hi: number } | null | undefined> {
  if (filters.from === undefined && filters.to === undefined) return undefined;
  const fromDay = filters.from === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(filters.from / DAY_MS);
  const toDay = filters.to === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(filters.to / DAY_MS);
  if (fromDay > toDay) return null;
  const { rows } = await sql<{ lo: number | null; hi: number | null }>`
    select min(first_id) as lo, max(last_id) as hi from article_search_days where day between ${fromDay} and ${toDay}
  `.execute(db);
  const row = rows[0];
  return row && row.lo !== null && row.hi !== null ? { lo: row.lo, hi: row.hi } : null;
}

/** The exact date checks, joined to articles only when a date filter is set. */
function dateConditions(filters: SearchFilters) {
  const conditions = [];
  if (filters.from !== undefined) conditions.push(sql`and a.published_at >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`and a.published_at <= ${filters.to}`);
  return sql.join(conditions, sql` `);
}

function rowidRange(bounds: { lo: number; hi: number } | undefined) {
  return bounds ? sql`and article_search.rowid between ${bounds.lo} and ${bounds.hi}` : sql``;
}

/** The newest matches, with their dates: at most `limit`, newest (highest id) first. */
async function findCandidates(
  db: Db,
  expression: string,
  filters: SearchFilters,
  bounds: { lo: number; hi: number } | undefined,
  limit: number,
): Promise<{ id: number; publishedAt: number }[]> {
  // CROSS JOIN keeps the full-text index as the outer loop, walked newest first.
  const { rows } = await sql<{ id: number; published_at: number }>`
    select article_search.rowid as id, a.published_at as published_at
    from article_search cross join articles a on a.id = article_search.rowid
    where article_search match ${expression} ${rowidRange(bounds)} ${dateConditions(filters)}
    order by article_search.rowid desc
    limit ${limit}
  `.execute(db);
  return rows.map((row) => ({ id: Number(row.id), publishedAt: Number(row.published_at) }));
}

/** How many articles match, counting at most `limit` + 1. */
async function countMatches(
  db: Db,
  expression: string,
  filters: SearchFilters,
  bounds: { lo: number; hi: number } | undefined,
  limit: number,
): Promise<number> {
  const dated = filters.from !== undefined || filters.to !== undefined;
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
 * For each expression (the query narrowed by one more condition), the ids of its newest `limit`
 * matches, at most `hi` when a date filter ends before the newest articles. Read newest first
 * like the candidates: FTS5 walks that order cheaply, while a lower rowid bound on an AND costs
 * a walk through whole posting lists (5-8 ms for a common word at a million articles).
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

/** How rare each required group is (matches among all articles, counted up to COUNT_LIMIT). */
async function groupWeights(db: Db, query: ParsedQuery): Promise<number[]> {
  if (query.required.length < 2) return query.required.map(() => 1);
  const { rows } = await sql<{ total: number | null }>`select max(id) as total from articles`.execute(db);
  const articles = Number(rows[0]?.total ?? 0);
  return Promise.all(
    query.required.map(async (group) => inverseFrequency(await countMatches(db, groupMatchExpression(group), {}, undefined, COUNT_LIMIT), articles)),
  );
}

/**
 * Asks the index what rank.ts needs about each candidate. Each question is the query narrowed by
 * one condition, so its matches are a subset of the query's: without a date filter the candidates
 * are all the query's matches from the oldest candidate on, and the newest |candidates| matches of
 * a question hold every candidate that answers yes. A date filter can leave out matches between
 * candidates, so the questions then read further (twice as many), bounded by the range's end.
 */
async function candidateSignals(
  db: Db,
  query: ParsedQuery,
  expression: string,
  candidates: { id: number; publishedAt: number }[],
  filters: SearchFilters,
): Promise<CandidateSignals[]> {
  const dated = filters.from !== undefined || filters.to !== undefined;
  const hi = filters.to !== undefined ? Math.max(...candidates.map((c) => c.id)) : null;
  const limit = dated ? candidates.length * 2 : candidates.length;
  // With one required term and nothing else, every question's matches are already matches of the
  // query (a title match, or the word as typed, implies the term): asking without the query
  // spares FTS5 walking its posting lists twice.
  const alone = query.required.length === 1 && query.excluded.length === 0 && facetTokens(filters).length === 0 && !dated;
  const narrow = (condition: string) => (alone ? condition : both(expression, condition));
  const expressions: string[] = [];
  const titleAt = query.required.map((group) => expressions.push(narrow(groupTitleExpression(group))) - 1);
  // The word as typed matters to one-word queries ("vacunas" before "vacunación"); with more words,
  // titles and phrases decide, and two fewer walks of the posting lists keep them fast.
  const exactAt = query.required.map((group) => {
    const words = group.filter((term) => term.kind === "word");
    if (words.length === 0 || query.required.length > 1) return -1;
    return expressions.push(narrow(words.map((term) => `(${exactFormExpression(term)})`).join(" OR "))) - 1;
  });
  const phraseAt = query.proximity ? expressions.push(both(expression, phraseExpression(query.proximity))) - 1 : -1;
  const sets = await newestMatches(db, expressions, limit, hi);
  const has = (index: number, id: number) => index >= 0 && Boolean(sets[index]?.has(id));
  return candidates.map((c) => ({
    id: c.id,
    publishedAt: c.publishedAt,
    inTitle: titleAt.map((index) => has(index, c.id)),
    exactForm: exactAt.map((index) => has(index, c.id)),
    phrase: has(phraseAt, c.id),
  }));
}

/**
 * How many articles a search would find, counting at most `limit` (the empty state's suggestions
 * use it to offer only searches that find something).
 */
export async function countSearchResults(db: Db, query: ParsedQuery, filters: SearchFilters, limit: number): Promise<number> {
  if (isPostgres(db)) return countSearchResultsPostgres(db, query, filters, limit);
  const expression = matchExpression(query, filters);
  if (expression === null) return 0;
  const bounds = await dateBounds(db, filters);
  if (bounds === null) return 0;
  return Math.min(limit, await countMatches(db, expression, filters, bounds, limit));
}

/**
 * Searches the articles: one page of results, best first (or newest first), and how many match.
 * Any ParsedQuery is safe: its words reach FTS5 only as quoted strings in a bound parameter.
 */
export async function searchArticles(db: Db, request: SearchRequest): Promise<SearchResults> {
  if (isPostgres(db)) return searchArticlesPostgres(db, request, { candidateWindow: CANDIDATE_WINDOW, countLimit: COUNT_LIMIT });
  const filters = request.filters ?? {};
  const pageSize = Math.max(1, Math.min(100, Math.trunc(request.pageSize ?? 20)));
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const expression = matchExpression(request.query, filters);
  if (expression === null) return { ...EMPTY, page };
  const bounds = await dateBounds(db, filters);
  if (bounds === null) return { ...EMPTY, page };

  const candidates = await findCandidates(db, expression, filters, bounds, CANDIDATE_WINDOW);
  if (candidates.length === 0) return { ...EMPTY, page };
  const windowLimited = candidates.length >= CANDIDATE_WINDOW;
  const countLimit = request.countLimit ?? COUNT_LIMIT;
  let total = candidates.length;
  let totalIsMinimum = false;
  if (windowLimited) {
    total = await countMatches(db, expression, filters, bounds, countLimit);
    totalIsMinimum = total > countLimit;
    total = Math.min(total, countLimit);
  }

  let ordered: { id: number }[];
  if (request.order === "recientes") {
    ordered = newestFirst(candidates);
  } else {
    const [signals, weights] = await Promise.all([
      candidateSignals(db, request.query, expression, candidates, filters),
      groupWeights(db, request.query),
    ]);
    ordered = rankCandidates(signals, weights, request.now);
  }
  return resultsPage(db, ordered, { page, pageSize, total, totalIsMinimum, windowLimited });
}

/** The cards of one page of the ranked window, and what the page says about the whole (both engines). */
export async function resultsPage(
  db: Db,
  ordered: { id: number }[],
  result: { page: number; pageSize: number; total: number; totalIsMinimum: boolean; windowLimited: boolean },
): Promise<SearchResults> {
  const { page, pageSize, total, totalIsMinimum, windowLimited } = result;
  const pageCount = Math.ceil(ordered.length / pageSize);
  const pageIds = ordered.slice((page - 1) * pageSize, page * pageSize).map((c) => c.id);
  let articles: ArticleCard[] = [];
  if (pageIds.length > 0) {
    const rows = await cardQuery(db).where("a.id", "in", pageIds).execute();
    const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
    articles = pageIds.map((id) => byId.get(id)).filter((card): card is ArticleCard => card !== undefined);
  }
  return { articles, total, totalIsMinimum, page, pageCount, windowLimited };
}

