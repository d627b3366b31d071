/*
 * Full-text search on PostgreSQL: the table article_search of migration 0013_search_terms (one row
 * per article: its id, its date, and `terms`, a tsvector with a GIN index), written by the writers
 * through index() in their transaction. The tsvector holds what SQLite's FTS5 table holds, analysed
 * by the same JavaScript (app/text/analyze.ts), so both engines match the same articles:
 * - every word of the title (weight A) and the summary (weight B), folded, with its positions
 *   (phrases, words as written, the title);
 * - the stem of every word that is not a stopword, prefixed with STEM ("~eleccion"), at the first
 *   position it has in the title and in the summary (words by their stems, in the title or anywhere);
 * - facet lexemes without positions: "#c:<category>", "#n:<newspaper id>", "#d:<department>".
 * PostgreSQL's own parser, dictionaries and stemmer are never used: the tsvector and every tsquery
 * are written here, each lexeme quoted, so nothing a reader typed is tsquery syntax.
 *
 * How the newest matches are found: a GIN index answers "which rows match" but not "which are the
 * newest", so reading every match to sort it costs as much as the word is common (tens of
 * milliseconds for a common word). The newest matches are read through windows of ids instead,
 * from the newest article down: the first window is sized for the limit, the next ones from the
 * density of matches seen so far, so a common word reads little more than `limit` rows and a rare
 * one a few cheap index scans. The questions about each candidate are answered in the same
 * statement, from its stored tsvector (nothing is recomputed from the text).
 * The tsvector and tsquery texts are written in postgres-tsvector.ts, the lexeme counts that size
 * the windows are read in postgres-lexeme-counts.server.ts.
 */
import { type RawBuilder, sql } from "kysely";
import { storedSpellingKeys, typedSpellingKeys } from "../../text/spelling.js";
import type { Db } from "../schema.js";
import type { FullText, FullTextSearch } from "./engine.js";
import { type ArticleFilters, type Candidate, type IndexedArticle, type IndexedTerm, hasFilters, isDated } from "./full-text.js";
import { countFromLexemes, countsReader, estimate, lexemesOf, type ReadCounts, together } from "./postgres-lexeme-counts.server.js";
import { articleTerms, articleWords, filteredQuery, filterLexemes, tsquery } from "./postgres-tsvector.js";
import { rankByTypo, SPELLING_LOOKUP_ROWS } from "./spelling.js";

/**
 * The conditions a row of article_search is checked against beside its terms: the dates, and the
 * municipality (not a lexeme of the index: `cli places rebuild` re-tags articles without
 * rewriting their index rows; its rows are few, read through article_municipalities' key).
 */
function rowConditions(filters: ArticleFilters): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.municipality) {
    conditions.push(
      sql`exists (select 1 from article_municipalities am where am.article_id = article_search.id and am.municipality_code = ${filters.municipality})`,
    );
  }
  if (filters.from !== undefined) conditions.push(sql`published_at >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`published_at <= ${filters.to}`);
  return conditions;
}

/**
 * Below this many expected matches per candidate wanted, the newest are read in one statement: the
 * GIN index finds every match, each is read and the newest kept. Above it, a window of ids reads
 * fewer rows than there are matches.
 */
const ONE_READ_PER_CANDIDATE = 2;
/** How much wider each window may grow than the last (a rare match reaches the oldest articles in a few steps). */
const GROWTH = 16;
/** Room a window is given over the density it was sized from. */
const SLACK = 1.5;

/**
 * The newest matches with the answers to the questions. The lexeme counts tell how many articles
 * a match may hold: a match few articles hold is read in one statement (the GIN index finds its
 * rows); a common one in windows of ids from the newest article down, the first sized from that
 * estimate, the next ones from the density seen so far, so that a common word reads little more
 * than `limit` rows (the planner then walks the primary key and checks each row's tsvector, which
 * costs far less per row than gathering every match). With a date filter, one statement over the
 * dates' rows (the btree on published_at narrows them beside the GIN index).
 */
async function newest(db: Db, search: Parameters<FullTextSearch["newest"]>[0], readCounts: ReadCounts): Promise<Candidate[]> {
  const { match, filters, limit, questions } = search;
  if (limit <= 0) return [];
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) return [];
  const query = filteredQuery(match, filters);
  const answers = questions.map((question, index) => sql`terms @@ ${tsquery(question.match)}::tsquery as ${sql.raw(`a${index}`)}`);
  const read = async (range: RawBuilder<unknown>[], wanted: number) => {
    const conditions = [sql`terms @@ ${query}::tsquery`, ...range, ...rowConditions(filters)];
    const { rows } = await sql<Record<string, unknown> & { id: number; published_at: number }>`
      select id, published_at ${answers.length > 0 ? sql`, ${sql.join(answers)}` : sql``}
      from article_search where ${sql.join(conditions, sql` and `)}
      order by id desc limit ${wanted}
    `.execute(db);
    return rows.map((row) => ({
      id: Number(row.id),
      publishedAt: Number(row.published_at),
      answers: questions.map((_, index) => row[`a${index}`] === true),
    }));
  };
  // Dates and a municipality narrow the rows outside the GIN index: one statement reads them.
  if (isDated(filters) || filters.municipality !== undefined) return read([], limit);

  const facets = filterLexemes(filters);
  const { frequency, top } = await readCounts([...lexemesOf(match), ...facets]);
  const expected = together([estimate(match)(frequency, top), ...facets.map(frequency)], top);
  if (expected === 0) return [];
  if (expected < ONE_READ_PER_CANDIDATE * limit) return read([], limit);

  const found: Candidate[] = [];
  let hi = top;
  let scanned = 0;
  let window = Math.max(limit, Math.ceil((limit / (expected / top)) * SLACK));
  while (hi > 0 && found.length < limit) {
    const lo = hi - window;
    const range = lo > 0 ? [sql`id > ${lo}`, sql`id <= ${hi}`] : [sql`id <= ${hi}`];
    found.push(...(await read(range, limit - found.length)));
    scanned += hi - Math.max(lo, 0);
    hi = lo;
    // The next window holds about what is still wanted at the density seen so far (with room to
    // spare), never more than GROWTH times the last one.
    const density = found.length / scanned;
    window = density > 0 ? Math.min(window * GROWTH, Math.ceil(((limit - found.length) / density) * SLACK)) : window * GROWTH;
  }
  return found;
}

/** How many articles match, at most `limit` + 1: from the lexeme counts when they tell (countFromLexemes), else by counting the rows. */
async function count(db: Db, search: Parameters<FullTextSearch["count"]>[0], readCounts: ReadCounts): Promise<number> {
  const { match, filters, limit } = search;
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) return 0;
  if (!hasFilters(filters)) {
    const counted = await countFromLexemes(db, match, readCounts);
    if (counted !== null) return Math.min(counted, limit + 1);
  }
  const conditions = [sql`terms @@ ${filteredQuery(match, filters)}::tsquery`, ...rowConditions(filters)];
  const cap = Number.isFinite(limit) ? sql`limit ${limit + 1}` : sql``;
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from (select 1 from article_search where ${sql.join(conditions, sql` and `)} ${cap}) as matches
  `.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Rows per statement when index rows are written. */
const INDEX_CHUNK = 200;

/**
 * Writes (or rewrites) the index rows of articles, and adds their words to the index of words by
 * spelling, in the caller's transaction. The words are sorted: two writers adding overlapping
 * words in one order cannot deadlock.
 */
async function index(trx: Db, articles: readonly IndexedArticle[]): Promise<void> {
  await writeIndexRows(trx, articles, { spellingKeys: true });
}

/**
 * index(), and for the schema's own steps: before migration 0020 there is no table of spelling
 * keys, so 0013's fill writes the rows and words only (0020 then keys every word).
 */
export async function writeIndexRows(
  trx: Db,
  articles: readonly IndexedArticle[],
  { spellingKeys }: { spellingKeys: boolean },
): Promise<void> {
  for (let at = 0; at < articles.length; at += INDEX_CHUNK) {
    const chunk = articles.slice(at, at + INDEX_CHUNK);
    const rows = chunk.map((article) => [article.id, article.published_at, articleTerms(article)]);
    await sql`
      insert into article_search (id, published_at, terms)
      select (value ->> 0)::integer, (value ->> 1)::bigint, (value ->> 2)::tsvector from json_array_elements(${JSON.stringify(rows)}::json) as value
      on conflict (id) do update set published_at = excluded.published_at, terms = excluded.terms
    `.execute(trx);
  }
  const words = [...new Set(articles.flatMap(articleWords))].sort();
  for (let at = 0; at < words.length; at += 5_000) {
    const { rows } = await sql<{ term: string }>`
      insert into search_terms (term) select unnest(${words.slice(at, at + 5_000)}::text[]) order by 1 on conflict (term) do nothing
      returning term
    `.execute(trx);
    // Only the words this statement added: a word another writer added has its keys from that writer.
    if (spellingKeys)
      await addSpellingKeys(
        trx,
        rows.map((row) => row.term),
      );
  }
}

/** Stores words under their spelling keys (text/spelling.ts), in (key, term) order: two writers cannot deadlock on them. */
export async function addSpellingKeys(trx: Db, terms: readonly string[]): Promise<void> {
  const pairs = terms.flatMap((term) => storedSpellingKeys(term).map((key) => [key, term] as const));
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  for (let at = 0; at < pairs.length; at += 10_000) {
    const slice = pairs.slice(at, at + 10_000);
    await sql`
      insert into search_spellings (key, term)
      select * from unnest(${slice.map((pair) => pair[0])}::text[], ${slice.map((pair) => pair[1])}::text[])
      on conflict do nothing
    `.execute(trx);
  }
}

/** Index words a misspelt `word` may have meant: those sharing a spelling key with it (text/spelling.ts), ranked by spelling.ts as on SQLite. */
async function termsSpelledLike(db: Db, word: string, limit: number): Promise<IndexedTerm[]> {
  const keys = typedSpellingKeys(word);
  if (keys.length === 0 || limit <= 0) return [];
  const { rows } = await sql<{ term: string }>`
    select distinct term collate "C" as term from search_spellings where key = any(${keys}::text[]) order by 1 limit ${SPELLING_LOOKUP_ROWS}
  `.execute(db);
  return rankByTypo(
    word,
    rows.map((row) => row.term),
    limit,
  );
}

/**
 * Checks the index against the articles: every article has its row and no row outlives its
 * article, and for the newest articles the row is the one their text gives now (an article edited
 * outside Rotativa keeps its old words until it is indexed again).
 */
async function check(db: Db, sample: number): Promise<{ problems: string[]; rows: number }> {
  const problems: string[] = [];
  const { rows: counts } = await sql<{ missing: number; orphans: number; indexed: number }>`
    select (select count(*) from articles a where not exists (select 1 from article_search s where s.id = a.id)) as missing,
      (select count(*) from article_search s where not exists (select 1 from articles a where a.id = s.id)) as orphans,
      (select count(*) from article_search) as indexed
  `.execute(db);
  const { missing = 0, orphans = 0, indexed = 0 } = counts[0] ?? {};
  if (Number(missing) > 0) problems.push(`search index: ${missing} articles are not indexed`);
  if (Number(orphans) > 0) problems.push(`search index: ${orphans} index rows have no article`);
  const { rows: newest } = await sql<{
    id: number;
    title: string;
    summary: string;
    category_slug: string;
    newspaper_id: number;
    departments: string[] | null;
  }>`
    select a.id, a.title, a.summary, a.category_slug, a.newspaper_id,
      (select array_agg(d.department_slug order by d.department_slug) from article_departments d where d.article_id = a.id) as departments
    from articles a order by a.id desc limit ${sample}
  `.execute(db);
  const { rows: differing } = await sql<{ n: number }>`
    select count(*) as n from unnest(${newest.map((a) => a.id)}::integer[], ${newest.map((a) => articleTerms({ ...a, departments: a.departments ?? [] }))}::text[]) as expected (id, terms)
    join article_search s on s.id = expected.id where s.terms <> expected.terms::tsvector
  `.execute(db);
  const stale = Number(differing[0]?.n ?? 0);
  if (stale > 0)
    problems.push(
      `search index: ${stale} of the ${newest.length} newest articles are indexed with other words than they hold (edited outside Rotativa?)`,
    );
  return { problems, rows: Number(indexed) };
}

/** PostgreSQL's full-text index (article_search, written by the writers). */
export const postgresFullText: FullText = {
  search(db, ahead) {
    const readCounts = countsReader(db, [...ahead.matches.flatMap(lexemesOf), ...filterLexemes(ahead.filters)]);
    return { newest: (asked) => newest(db, asked, readCounts), count: (asked) => count(db, asked, readCounts) };
  },
  index,
  termsSpelledLike,
  check,
};
