/*
 * Full-text search on PostgreSQL: the same contract as search.server.ts (a ParsedQuery and
 * filters in, ranked article cards and a total out) and the same ranking (rank.ts), over the
 * weighted tsvector of migration 0003_search on PostgreSQL (articles.search_vector: title
 * weight A, summary weight B, 'spanish' Snowball stems of the text as rotativa_search_text folds
 * it, accents removed as app/lib/spanish.ts does; GIN index).
 *
 * Safety: nothing the reader typed is read as tsquery syntax. The parsed words go to
 * plainto_tsquery / phraseto_tsquery as bound parameters (those functions read plain text), and
 * the operators between them (&&, ||, !!) are ours.
 *
 * Matching follows SQLite's rules: a word by its stems (both numbers, numberForms), an exact term
 * (a quoted phrase or word, a compound such as "covid-19") as those words in that order as written,
 * a word whose stem says too little by its forms as written. The GIN index finds the rows by stems;
 * the "as written" rules are then checked on those rows with the unstemmed configuration
 * rotativa_simple (accents and case aside, as SQLite's unicode61 tokenizer folds them).
 *
 * How a search runs: the CANDIDATE_WINDOW newest matches (by id, as SQLite reads its rowids),
 * one query asking for each candidate the signals rank.ts weighs (a group in the title: the
 * weight-A lexemes, ts_filter; a word as typed and the phrase: rotativa_simple), the group
 * weights from how many articles match each group, and the cards of the page.
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/schema.js";
import { numberForms } from "./analyze.js";
import type { ParsedQuery, QueryTerm, QueryWord } from "./query.js";
import { type CandidateSignals, inverseFrequency, newestFirst, rankCandidates } from "./rank.js";
import { resultsPage, type SearchFilters, type SearchRequest, type SearchResults } from "./search.server.js";

type Condition = RawBuilder<unknown>;

const EMPTY: Omit<SearchResults, "page"> = { articles: [], total: 0, totalIsMinimum: false, pageCount: 0, windowLimited: false };

function anyOf(parts: Condition[], operator: "||" | "or" | "and" | "&&"): Condition {
  return parts.length === 1 ? (parts[0] as Condition) : sql`(${sql.join(parts, sql.raw(` ${operator} `))})`;
}

/** The stemmed tsquery of a word: any of its number forms, stemmed by PostgreSQL's Spanish Snowball. */
function stemQuery(word: QueryWord): Condition {
  const inputs = word.stems.length > 0 ? numberForms(word.folded) : word.forms;
  return anyOf(
    inputs.map((input) => sql`plainto_tsquery('rotativa_es', rotativa_search_text(${input}))`),
    "||",
  );
}

/** The words of an exact term, as one text (phraseto_tsquery keeps their order and gaps). */
function exactText(term: Extract<QueryTerm, { kind: "exact" }>): string {
  return term.words.map((w) => w.text).join(" ");
}

/** The tsquery the GIN index can answer for a term (broader than the term when it is written-form). */
function indexQuery(term: QueryTerm): Condition {
  return term.kind === "word" ? stemQuery(term.word) : sql`phraseto_tsquery('rotativa_es', rotativa_search_text(${exactText(term)}))`;
}

/** A text column as written, accents and case aside. */
function written(column: "title" | "summary"): Condition {
  return sql`to_tsvector('rotativa_simple', a.${sql.raw(column)})`;
}

/** Whether a term's words appear as written (phrase or forms) in the title, or in the title or the summary. */
function writtenMatch(query: Condition, where: "title" | "text"): Condition {
  return where === "title" ? sql`${written("title")} @@ ${query}` : sql`(${written("title")} @@ ${query} or ${written("summary")} @@ ${query})`;
}

/** The written-form tsquery of a term: its forms (a short-stem word) or its words as a phrase. */
function writtenQuery(term: QueryTerm): Condition | null {
  if (term.kind === "exact") return sql`phraseto_tsquery('rotativa_simple', ${exactText(term)})`;
  if (term.word.forms.length === 0) return null;
  return anyOf(
    term.word.forms.map((form) => sql`plainto_tsquery('rotativa_simple', ${form})`),
    "||",
  );
}

/** A term anywhere in the article (where = "text") or in its title: a boolean SQL condition on `a`. */
function termCondition(term: QueryTerm, where: "title" | "text"): Condition {
  const vector = where === "title" ? sql`ts_filter(a.search_vector, '{a}')` : sql`a.search_vector`;
  const query = indexQuery(term);
  const stemmed = sql`${vector} @@ ${query}`;
  // Words PostgreSQL's Spanish configuration drops as stopwords give an empty tsquery, which
  // matches nothing: such a term is matched as written instead (SQLite matches "de" as written too).
  const dropped = sql`numnode(${query}) = 0`;
  const writtenForm = writtenQuery(term);
  if (term.kind === "word" && term.word.stems.length > 0) {
    const forms = anyOf(
      numberForms(term.word.folded).map((form) => sql`plainto_tsquery('rotativa_simple', ${form})`),
      "||",
    );
    return sql`(${stemmed} or (${dropped} and ${writtenMatch(forms, where)}))`;
  }
  // As written only: the index narrows by stems (a superset) when it can, the written form decides.
  const written = writtenMatch(writtenForm as Condition, where);
  return where === "title" ? written : sql`((${dropped} or ${stemmed}) and ${written})`;
}

function groupCondition(group: QueryTerm[], where: "title" | "text"): Condition {
  return anyOf(
    group.map((term) => termCondition(term, where)),
    "or",
  );
}

/** The facet and date filters, as conditions on `a`. */
function filterConditions(filters: SearchFilters): Condition[] {
  const conditions: Condition[] = [];
  if (filters.category) conditions.push(sql`a.category_slug = ${filters.category}`);
  if (filters.newspaperId !== undefined) conditions.push(sql`a.newspaper_id = ${Math.trunc(filters.newspaperId)}`);
  if (filters.department) {
    conditions.push(sql`exists (select 1 from article_departments ad where ad.article_id = a.id and ad.department_slug = ${filters.department})`);
  }
  if (filters.from !== undefined) conditions.push(sql`a.published_at >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`a.published_at <= ${filters.to}`);
  return conditions;
}

/**
 * The whole query and its filters as one WHERE clause, or null when it asks for nothing. The
 * first condition is one tsquery of every required group (stems), which the GIN index answers in
 * one scan; the exact conditions (written forms, exclusions) then check its rows.
 */
async function whereClause(db: Db, query: ParsedQuery, filters: SearchFilters): Promise<Condition | null> {
  if (query.required.length === 0) return null;
  const conditions: Condition[] = [];
  const prefilter = anyOf(
    query.required.map((group) => anyOf(group.map(indexQuery), "||")),
    "&&",
  );
  // A query of words PostgreSQL's 'spanish' configuration drops (its stopwords) has no lexeme:
  // matching against it finds nothing, so the written-form conditions alone decide.
  const { rows } = await sql<{ nodes: number }>`select numnode(${prefilter}) as nodes`.execute(db);
  if (Number(rows[0]?.nodes ?? 0) > 0) conditions.push(sql`a.search_vector @@ ${prefilter}`);
  for (const group of query.required) conditions.push(groupCondition(group, "text"));
  for (const term of query.excluded) conditions.push(sql`not coalesce(${termCondition(term, "text")}, false)`);
  conditions.push(...filterConditions(filters));
  return sql.join(conditions, sql` and `);
}

async function countWhere(db: Db, where: Condition, limit: number): Promise<number> {
  const cap = Number.isFinite(limit) ? sql`limit ${limit + 1}` : sql``;
  const { rows } = await sql<{ total: number }>`select count(*) as total from (select 1 from articles a where ${where} ${cap}) as matches`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** How rare each required group is, as search.server.ts weighs it. */
async function groupWeights(db: Db, query: ParsedQuery, countLimit: number): Promise<number[]> {
  if (query.required.length < 2) return query.required.map(() => 1);
  const { rows } = await sql<{ total: number | null }>`select max(id) as total from articles`.execute(db);
  const articles = Number(rows[0]?.total ?? 0);
  const weights: number[] = [];
  for (const group of query.required) {
    const where = await whereClause(db, { ...query, required: [group], excluded: [] }, {});
    weights.push(inverseFrequency(where ? await countWhere(db, where, countLimit) : 0, articles));
  }
  return weights;
}

/** What rank.ts needs about each candidate, asked in one query over the candidates' rows. */
async function candidateSignals(db: Db, query: ParsedQuery, candidates: { id: number; publishedAt: number }[]): Promise<CandidateSignals[]> {
  const columns: Condition[] = [];
  const titleAt = query.required.map((group) => columns.push(groupCondition(group, "title")) - 1);
  // As SQLite does: the word as typed matters to one-word queries only.
  const exactAt = query.required.map((group) => {
    const words = group.filter((term): term is Extract<QueryTerm, { kind: "word" }> => term.kind === "word");
    if (words.length === 0 || query.required.length > 1) return -1;
    const typed = anyOf(
      words.map((term) => sql`plainto_tsquery('rotativa_simple', ${term.word.text})`),
      "||",
    );
    return columns.push(writtenMatch(typed, "text")) - 1;
  });
  const phraseAt = query.proximity
    ? columns.push(writtenMatch(sql`phraseto_tsquery('rotativa_simple', ${query.proximity.map((w) => w.text).join(" ")})`, "text")) - 1
    : -1;
  const selected = columns.map((column, index) => sql`coalesce(${column}, false) as ${sql.raw(`s${index}`)}`);
  const { rows } = await sql<Record<string, unknown> & { id: number }>`
    select a.id as id ${selected.length > 0 ? sql`, ${sql.join(selected)}` : sql``}
    from articles a where a.id = any(${candidates.map((c) => c.id)}::integer[])
  `.execute(db);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const has = (row: Record<string, unknown> | undefined, index: number) => index >= 0 && row?.[`s${index}`] === true;
  return candidates.map((c) => {
    const row = byId.get(c.id);
    return {
      id: c.id,
      publishedAt: c.publishedAt,
      inTitle: titleAt.map((index) => has(row, index)),
      exactForm: exactAt.map((index) => has(row, index)),
      phrase: has(row, phraseAt),
    };
  });
}

/** countSearchResults on PostgreSQL. */
export async function countSearchResultsPostgres(db: Db, query: ParsedQuery, filters: SearchFilters, limit: number): Promise<number> {
  const where = await whereClause(db, query, filters);
  if (where === null) return 0;
  return Math.min(limit, await countWhere(db, where, limit));
}

/** searchArticles on PostgreSQL (see search.server.ts for the contract; the constants come from there). */
export async function searchArticlesPostgres(
  db: Db,
  request: SearchRequest,
  limits: { candidateWindow: number; countLimit: number },
): Promise<SearchResults> {
  const filters = request.filters ?? {};
  const pageSize = Math.max(1, Math.min(100, Math.trunc(request.pageSize ?? 20)));
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) return { ...EMPTY, page };
  const where = await whereClause(db, request.query, filters);
  if (where === null) return { ...EMPTY, page };

  const { rows } = await sql<{ id: number; published_at: number }>`
    select a.id as id, a.published_at as published_at from articles a where ${where} order by a.id desc limit ${limits.candidateWindow}
  `.execute(db);
  const candidates = rows.map((row) => ({ id: Number(row.id), publishedAt: Number(row.published_at) }));
  if (candidates.length === 0) return { ...EMPTY, page };
  const windowLimited = candidates.length >= limits.candidateWindow;
  const countLimit = request.countLimit ?? limits.countLimit;
  let total = candidates.length;
  let totalIsMinimum = false;
  if (windowLimited) {
    total = await countWhere(db, where, countLimit);
    totalIsMinimum = total > countLimit;
    total = Math.min(total, countLimit);
  }

  let ordered: { id: number }[];
  if (request.order === "recientes") {
    ordered = newestFirst(candidates);
  } else {
    const signals = await candidateSignals(db, request.query, candidates);
    const weights = await groupWeights(db, request.query, limits.countLimit);
    ordered = rankCandidates(signals, weights, request.now);
  }
  return resultsPage(db, ordered, { page, pageSize, total, totalIsMinimum, windowLimited });
}
