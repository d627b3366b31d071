/*
 * Full-text search: the one function pages and the CLI call (searchArticles), the same on both
 * engines. The query becomes a TextMatch (match.ts); the engine's full-text index (db/engine/,
 * FTS5 on SQLite, a tsvector table on PostgreSQL, both built from the same analysis) answers it.
 *
 * How a search runs (see docs/architecture.md, "Search"):
 * 0. Corrections (correct.server.ts): a word no article holds is replaced by the closest word
 *    some do; with two groups or more, each group is counted: a group no article holds at all
 *    ("vs", a year) is left out and named, and the counts weigh the groups (rarer weigh more, a
 *    place's name more than a common noun).
 * 1. The candidates: the CANDIDATE_WINDOW newest articles matching every group and the category,
 *    newspaper, department and dates, each with the answers to the ranking's questions (is the
 *    group in the title? is the word there as typed?); whether the typed words appear as a
 *    phrase is read from the text of the COVERAGE_RERANKED best ranked (withPhrases).
 * 1b. Related words: when fewer than PARTIAL_BELOW articles hold the reader's own words, the query
 *    widened by related words (related.ts) finds more, ranked after every full match.
 * 2. Partial matches: when fewer than PARTIAL_BELOW articles hold every group, the PARTIAL_WINDOW
 *    newest that hold any of them, with which groups they hold; those that hold most of them
 *    (rank.ts, partialQuorum) follow the full matches. Exclusions and filters still apply.
 * 3. The count: when the window is full, how many match, counted up to a limit.
 * 4. The ranking (relevance only): rank.ts weighs the answers, rarer groups weigh more, and blends
 *    in recency and the story's coverage. Ranking a bounded window keeps every query's cost
 *    bounded: sorting a large match set by date or by bm25 is what makes full-text search slow.
 * 5. Grouping (the page): versions of one story show once, under the best ranked one.
 * 6. The page: the cards of one page of the ranked window.
 */
import { sql } from "kysely";
import type { FullTextSearch } from "../db/engine/engine.js";
import type { Candidate } from "../db/engine/full-text.js";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";
import { type ArticleStory, storiesOf, storyIdsOf } from "../models/story-coverage.server.js";
import { type Corrections, correctQuery } from "./correct.server.js";
import { groupMatch, partialMatch, queryMatch, type RankQuestions, rankQuestions, termMatch } from "./match.js";
import { isAllCaps, isNameWord } from "./names.js";
import { formatQuery, type ParsedQuery, parseQuery, type QueryTerm } from "./query.js";
import { type ExpandedQuery, expandQuery } from "./related.js";
import { placesNamed, withPhrases, withPlaces } from "./rerank.server.js";
import {
  type CandidateSignals,
  inverseFrequency,
  NAME_WEIGHT,
  newestFirst,
  type PartialSignals,
  rankCandidates,
  rankPartial,
} from "./rank.js";
import {
  CANDIDATE_WINDOW,
  COUNT_LIMIT,
  type RankedEntry,
  resultsPage,
  type SearchFilters,
  type SearchRequest,
  type SearchResults,
} from "./search-results.server.js";

export { CANDIDATE_WINDOW, COUNT_LIMIT, resultsPage } from "./search-results.server.js";
export type { SearchFilters, SearchOrder, SearchRequest, SearchResult, SearchResults } from "./search-results.server.js";

/** Partial matches are looked for when fewer articles than this hold every word (five pages of the page's 20). */
export const PARTIAL_BELOW = 100;
/** How many of the newest articles holding any of the words are weighed as partial matches. */
export const PARTIAL_WINDOW = 500;
/**
 * How many of the best ranked results are ranked again with their story's coverage: counting a
 * story's newspapers is the dearest read of a search, and coverage only reorders close scores.
 */
export const COVERAGE_RERANKED = 60;

const NO_CORRECTIONS: Corrections = { applied: null, offered: null };

function empty(query: ParsedQuery, page: number, corrections: Corrections, missing: string[] = []): SearchResults {
  return {
    articles: [],
    total: 0,
    totalIsMinimum: false,
    page,
    pageCount: 0,
    windowLimited: false,
    fullTotal: 0,
    relatedTotal: 0,
    relatedWords: [],
    partialTotal: 0,
    missing,
    query,
    corrections,
  };
}

/** Whether a group names a place or a name (its only word does): it then weighs NAME_WEIGHT times. */
function namesSomething(group: readonly QueryTerm[], query: ParsedQuery): boolean {
  const allCaps = isAllCaps(query.text);
  const position = (word: { folded: string }) => query.text.toLowerCase().indexOf(word.folded) > 0;
  return group.every((term) => {
    const words = term.kind === "word" ? [term.word] : term.words;
    return words.some((word) => isNameWord(word, position(word) ? 1 : 0, allCaps));
  });
}

/**
 * Groups are counted up to this many: enough to tell a group no article holds, and to weigh rare
 * groups against common ones (a group held by more weighs as one held by this many: at a million
 * articles ln(1 + 1000) against ln(1 + 100) for a group ten times rarer). Counting a common word
 * further walks its whole posting list for a weight that changes no ranking.
 */
export const GROUP_COUNT_LIMIT = 1000;

/** How many articles hold each required group (all articles, counted up to GROUP_COUNT_LIMIT). */
async function groupCounts(index: FullTextSearch, query: ParsedQuery): Promise<number[]> {
  return Promise.all(query.required.map((group) => index.count({ match: groupMatch(group), filters: {}, limit: GROUP_COUNT_LIMIT })));
}

/** For each group no article holds by its own words, how many hold it through related words (0 for the others). */
async function widenedCounts(index: FullTextSearch, query: ParsedQuery, counts: readonly number[]): Promise<number[]> {
  return Promise.all(
    query.required.map(async (group, i) => {
      if ((counts[i] ?? 0) > 0) return 0;
      const wide = expandQuery({ ...query, required: [group] })?.query.required[0];
      return wide ? index.count({ match: groupMatch(wide), filters: {}, limit: GROUP_COUNT_LIMIT }) : 0;
    }),
  );
}

/** Each group's weight: how rare it is among all articles, and NAME_WEIGHT for a name. */
async function groupWeights(db: Db, query: ParsedQuery, counts: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ total: number | null }>`select max(id) as total from articles`.execute(db);
  const articles = Number(rows[0]?.total ?? 0);
  return query.required.map(
    (group, index) => inverseFrequency(counts[index] ?? 0, articles) * (namesSomething(group, query) ? NAME_WEIGHT : 1),
  );
}

/** What rank.ts needs about each candidate, from its answers. */
function signalsOf(candidates: Candidate[], asked: RankQuestions): CandidateSignals[] {
  const answer = (candidate: Candidate, index: number) => index >= 0 && candidate.answers[index] === true;
  return candidates.map((candidate) => ({
    id: candidate.id,
    publishedAt: candidate.publishedAt,
    inTitle: asked.titleAt.map((index) => answer(candidate, index)),
    exactForm: asked.exactAt.map((index) => answer(candidate, index)),
    phrase: answer(candidate, asked.phraseAt),
  }));
}

/**
 * How many articles a search would find, counting at most `limit` (the empty state's suggestions
 * use it to offer only searches that find something).
 */
export async function countSearchResults(db: Db, query: ParsedQuery, filters: SearchFilters, limit: number): Promise<number> {
  const match = queryMatch(query);
  if (match === null) return 0;
  return Math.min(
    limit,
    await engineOf(db)
      .fullText.search(db, { matches: [match], filters })
      .count({ match, filters, limit }),
  );
}

/** The articles holding most of the groups but not all, ranked (or newest first), with the questions that tell which groups each holds. */
async function partialMatches(
  index: FullTextSearch,
  query: ParsedQuery,
  filters: SearchFilters,
  weights: readonly number[],
  request: SearchRequest,
  fullIds: ReadonlySet<number>,
  storiesFor: (ids: number[]) => Promise<Map<number, ArticleStory>>,
): Promise<PartialSignals[]> {
  const match = partialMatch(query);
  if (match === null) return [];
  // A group implies "any group" only when nothing is excluded beside them.
  const implies = query.excluded.length === 0;
  const questions = query.required.flatMap((group) => [
    { match: groupMatch(group), impliesMatch: implies },
    { match: groupMatch(group, "title"), impliesMatch: implies },
  ]);
  const found = (await index.newest({ match, filters, limit: PARTIAL_WINDOW, questions })).filter((c) => !fullIds.has(c.id));
  const signals = found.map((candidate) => ({
    id: candidate.id,
    publishedAt: candidate.publishedAt,
    matched: query.required.map((_, i) => candidate.answers[2 * i] === true),
    inTitle: query.required.map((_, i) => candidate.answers[2 * i + 1] === true),
  }));
  const ranked = rankPartial(signals, weights, request.now);
  if (request.order === "recientes") return newestFirst(ranked);
  return withCoverage(ranked, (top) => rankPartial(top, weights, request.now), storiesFor);
}

/**
 * The articles that hold every group only through related words (related.ts), ranked like full
 * matches (or newest first), and which of the related words they hold (one question each, so the
 * page names only words that are there).
 */
async function relatedMatches(
  index: FullTextSearch,
  expansion: ExpandedQuery,
  filters: SearchFilters,
  weights: readonly number[],
  request: SearchRequest,
  knownIds: ReadonlySet<number>,
  storiesFor: (ids: number[]) => Promise<Map<number, ArticleStory>>,
): Promise<{ ranked: CandidateSignals[]; words: string[] }> {
  const match = queryMatch(expansion.query);
  if (match === null) return { ranked: [], words: [] };
  const asked = request.order === "recientes" ? null : rankQuestions(expansion.query);
  const first = asked?.questions.length ?? 0;
  const questions = [...(asked?.questions ?? []), ...expansion.added.map(({ term }) => ({ match: termMatch(term), impliesMatch: false }))];
  const found = (await index.newest({ match, filters, limit: PARTIAL_WINDOW, questions })).filter((c) => !knownIds.has(c.id));
  const words = expansion.added.filter((_, i) => found.some((c) => c.answers[first + i] === true)).map(({ text }) => text);
  if (!asked) return { ranked: newestFirst(found).map((c) => ({ ...c, inTitle: [], exactForm: [], phrase: false })), words };
  const ranked = await withCoverage(
    rankCandidates(signalsOf(found, asked), weights, request.now),
    (top) => rankCandidates(top, weights, request.now),
    storiesFor,
  );
  return { ranked, words };
}

/** The top COVERAGE_RERANKED of a ranking ranked again with their stories' coverage; the rest keep their order. */
async function withCoverage<T extends { id: number; coverage?: number }>(
  ranked: T[],
  rank: (top: T[]) => T[] | Promise<T[]>,
  storiesFor: (ids: number[]) => Promise<Map<number, ArticleStory>>,
): Promise<T[]> {
  const top = ranked.slice(0, COVERAGE_RERANKED);
  if (top.length < 2) return ranked;
  const stories = await storiesFor(top.map((entry) => entry.id));
  const covered = top.map((entry) => ({ ...entry, coverage: stories.get(entry.id)?.newspapers ?? 1 }));
  return [...(await rank(covered)), ...ranked.slice(COVERAGE_RERANKED)];
}

/** The index, noting in `storyIds` the story of every match it finds that comes with one. */
function recordingStories(index: FullTextSearch, storyIds: Map<number, number | null>): FullTextSearch {
  return {
    ...index,
    newest: async (asked) => {
      const found = await index.newest(asked);
      for (const candidate of found) if (candidate.storyId !== undefined) storyIds.set(candidate.id, candidate.storyId);
      return found;
    },
  };
}

/** Folds versions of one story under the best ranked one (which keeps its place). */
function groupByStory(ordered: readonly RankedEntry[]): RankedEntry[] {
  const leaders = new Map<number, RankedEntry>();
  const out: RankedEntry[] = [];
  for (const entry of ordered) {
    const leader = entry.storyId === null ? undefined : leaders.get(entry.storyId);
    if (leader) {
      leader.moreVersions += 1;
      continue;
    }
    const kept = { ...entry, moreVersions: 0 };
    if (entry.storyId !== null) leaders.set(entry.storyId, kept);
    out.push(kept);
  }
  return out;
}

/**
 * Searches the articles: one page of results, full matches first (best first, or newest first),
 * then partial ones, and how many match. Any ParsedQuery is safe: its words reach the engine only
 * as quoted strings or lexemes in a bound parameter.
 */
export async function searchArticles(db: Db, request: SearchRequest): Promise<SearchResults> {
  const filters = request.filters ?? {};
  const pageSize = Math.max(1, Math.min(100, Math.trunc(request.pageSize ?? 20)));
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  if (request.query.required.length === 0) return empty(request.query, page, NO_CORRECTIONS);
  const corrections = request.correct === false ? NO_CORRECTIONS : await correctQuery(db, request.query);
  const query = corrections.applied ? parseQuery(corrections.applied.text) : request.query;
  const ranking = request.order !== "recientes";

  // One search of the index: it may read ahead what it needs about the query and its groups.
  const many = query.required.length > 1;
  const groups = many ? query.required.map((group) => groupMatch(group)) : [];
  // The stories of the matches, when the engine read them with the matches: not read again by id.
  const storyIds = new Map<number, number | null>();
  const index = recordingStories(engineOf(db).fullText.search(db, { matches: [...groups], filters }), storyIds);
  // A group no article holds at all is left out (and named), unless it is the only one.
  const counts = many ? await groupCounts(index, query) : [];
  // A group none of whose own words any article holds may still be held through related words.
  const widened = many ? await widenedCounts(index, query, counts) : [];
  const held = (i: number) => (counts[i] ?? 0) > 0 || (widened[i] ?? 0) > 0;
  const missing = many ? query.required.filter((_, i) => !held(i)).map((group) => formatQuery([group], [])) : [];
  const live = many ? query.required.filter((_, i) => held(i)) : query.required;
  if (live.length === 0) return empty(query, page, corrections, missing);
  const searched: ParsedQuery = live.length === query.required.length ? query : { ...query, required: live };
  const liveCounts = many ? counts.map((count, i) => Math.max(count, widened[i] ?? 0)).filter((_, i) => held(i)) : [];
  const weights = live.length > 1 ? await groupWeights(db, searched, liveCounts) : live.map(() => 1);

  const match = queryMatch(searched);
  if (match === null) return empty(query, page, corrections, missing);
  // The phrase is not asked of the index: the best ranked are read for it (withPhrases).
  const asked = ranking ? rankQuestions({ ...searched, proximity: null }) : null;
  const candidates = await index.newest({ match, filters, limit: CANDIDATE_WINDOW, questions: asked?.questions ?? [] });
  const windowLimited = candidates.length >= CANDIDATE_WINDOW;
  const countLimit = request.countLimit ?? COUNT_LIMIT;
  let fullTotal = candidates.length;
  let totalIsMinimum = false;
  if (windowLimited) {
    fullTotal = await index.count({ match, filters, limit: countLimit });
    totalIsMinimum = fullTotal > countLimit;
    fullTotal = Math.min(fullTotal, countLimit);
  }

  const known = new Map<number, ArticleStory>();
  const storiesFor = async (ids: number[]) => {
    const wanted = ids.filter((id) => !known.has(id));
    if (wanted.length > 0) for (const [id, story] of await storiesOf(db, wanted, storyIds)) known.set(id, story);
    return known;
  };
  const places = placesNamed(searched);
  const fullOrdered = asked
    ? await withCoverage(
        rankCandidates(signalsOf(candidates, asked), weights, request.now),
        async (top) => rankCandidates(await withPlaces(db, await withPhrases(db, top, searched.proximity), places), weights, request.now),
        storiesFor,
      )
    : newestFirst(candidates);
  // Related words (related.ts) are searched only when the reader's own words find few articles;
  // what they find follows every full match.
  const expansion = fullTotal < PARTIAL_BELOW ? expandQuery(searched) : null;
  const fullIds = new Set(candidates.map((c) => c.id));
  const related = expansion
    ? await relatedMatches(index, expansion, filters, weights, request, fullIds, storiesFor)
    : { ranked: [], words: [] };
  for (const c of related.ranked) fullIds.add(c.id);
  const partial =
    live.length > 1 && fullTotal + related.ranked.length < PARTIAL_BELOW
      ? await partialMatches(index, searched, filters, weights, request, fullIds, storiesFor)
      : [];
  if (fullOrdered.length === 0 && related.ranked.length === 0 && partial.length === 0) return empty(query, page, corrections, missing);

  const entry = (id: number, partial: boolean, isRelated: boolean): RankedEntry => ({
    id,
    partial,
    related: isRelated,
    storyId: null,
    moreVersions: 0,
  });
  let ordered: RankedEntry[] = [
    ...fullOrdered.map((c) => entry(c.id, false, false)),
    ...related.ranked.map((c) => entry(c.id, false, true)),
    ...partial.map((c) => entry(c.id, true, false)),
  ];
  let relatedTotal = related.ranked.length;
  let total = fullTotal + relatedTotal + partial.length;
  let partialTotal = partial.length;
  if (request.groupByStory) {
    const stories = await storyIdsOf(
      db,
      ordered.map((entry) => entry.id),
      storyIds,
    );
    ordered = groupByStory(ordered.map((entry) => ({ ...entry, storyId: stories.get(entry.id) ?? null })));
    // Totals count what the page lists: stories (folded exactly within the ranked window).
    const fullKept = ordered.filter((entry) => !entry.partial && !entry.related).length;
    fullTotal -= fullOrdered.length - fullKept;
    relatedTotal = ordered.filter((entry) => entry.related).length;
    partialTotal = ordered.filter((entry) => entry.partial).length;
    total = fullTotal + relatedTotal + partialTotal;
  }
  return resultsPage(db, ordered, {
    page,
    pageSize,
    total,
    totalIsMinimum,
    windowLimited,
    fullTotal,
    relatedTotal,
    relatedWords: related.words,
    partialTotal,
    missing,
    query,
    corrections,
  });
}
