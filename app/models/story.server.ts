/*
 * Stories: the articles of several newspapers that report the same event. All the SQL of story
 * grouping lives here; the decisions are the pure code of app/ingest/cluster/.
 *
 * Placement is incremental and happens in the transaction that stores the articles: an article is
 * compared with the articles stored before it (lower ids) published within the grouping window,
 * using the term statistics of the days around it as they were when it arrived. Because placement
 * depends only on what came before, re-grouping the whole database in id order (rebuildStories)
 * gives the same stories as the incremental path, whatever the batches were.
 *
 * What placement reads about the articles around a batch comes from a StoryIndex held in memory,
 * valid for the state of the story tables named by the story lock's token (see takeIndex).
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { isPostgres, lockArticleWriters } from "../db/dialect.server.js";
import type { Db } from "../db/schema.js";
import type { ReadStoryFeatures } from "../ingest/cluster/features.js";
import {
  type Arrival,
  decideStory,
  type HeadlineFacts,
  GROUPING_RULES,
  type PlacedArticle,
  statisticsKeys,
  type StoryFeatures,
  storyFeatures,
  TERM_ENTITY,
  TERM_NUMBER,
  TERM_TITLE,
  type TermStats,
  UNGROUPED_CATEGORIES,
  weighTerms,
  type WeightedTerms,
} from "../ingest/cluster/index.js";
import {
  type DayCounts,
  dayOf,
  type IndexedPlacement,
  type PlacedFacts,
  serialiseFeatures,
  STATS_DAYS,
  StoryIndex,
  StoryIndexRegistry,
  topScores,
} from "../ingest/cluster/story-index.js";
import { type WindowSlug, windowStart } from "../lib/windows.js";
import { type ArticleCard, cardQuery, toCard, withDepartments } from "./article.server.js";

const DAY = 86_400_000;
/** Features and day counts older than this (before the newest article) are pruned. */
const RETENTION_MS = 30 * DAY;
/** Placements between two yields to the event loop (see yieldToEventLoop). */
const YIELD_EVERY = 50;

/**
 * Lets timers and sockets run in the middle of a long placement. Placing a big batch is CPU work
 * in one transaction; the web server and the fetches of the scheduler share the thread and must
 * not stall for its whole length. The connection stays with this transaction meanwhile.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Rows per statement: well under SQLite's limit of bound variables. */
const CHUNK = 300;

/** What placement needs of a newly stored article. */
export interface StoryArrival {
  id: number;
  title: string;
  summary: string;
  newspaper_id: number;
  published_at: number;
  category_slug: string;
  /** Its story features when the caller already read them from this title and summary. */
  story?: ReadStoryFeatures;
}

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** FNV-1a of a headline, so an identical headline is one exact key of bounded length. */
function titleHash(titleKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < titleKey.length; i += 1) {
    hash ^= titleKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `=${hash.toString(36)}`;
}

/**
 * The day keys of a headline: the dates it names, and each weekday with each department it names.
 * Daily items (pico y placa, lottery results) are told with the same common words every day and
 * are found by their day instead.
 */
function dayKeys(features: StoryFeatures): string[] {
  const keys = features.dates.map((date) => `@${date}`);
  for (const weekday of features.weekdays) for (const place of features.places) keys.push(`@${weekday}|${place}`);
  return keys;
}

/** The keys an article is found by: its title's terms, its names and figures, its dates and its exact headline. */
function postingKeys(features: StoryFeatures): string[] {
  const keys = [...features.terms].filter(([, flags]) => flags & (TERM_TITLE | TERM_ENTITY | TERM_NUMBER)).map(([term]) => term);
  keys.push(...dayKeys(features));
  if (features.titleWords >= GROUPING_RULES.exactTitleMinWords) keys.push(titleHash(features.titleKey));
  return keys;
}

/**
 * The in-process story indexes of this process, by the token of the database state each mirrors.
 * Not per handle: a transaction has no identity of its own to hang an index on, and the token is
 * what proves an index matches the database, so two handles on one file may share one safely.
 */
const indexes = new StoryIndexRegistry();

/**
 * Takes the story lock (a second writer waits until this transaction ends) and the index of the
 * state it finds: the index this process left under the lock's token, or an empty one when
 * another writer changed the tables since (or none was kept), which then loads what it needs.
 */
async function takeIndex(trx: Db): Promise<{ index: StoryIndex; prunedBefore: number }> {
  await trx
    .updateTable("story_lock")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
  const lock = await trx.selectFrom("story_lock").select(["token", "pruned_before"]).where("id", "=", 1).executeTakeFirstOrThrow();
  return { index: indexes.take(lock.token) ?? new StoryIndex(), prunedBefore: Number(lock.pruned_before) };
}

/** Names the state this transaction leaves with a new token and keeps the index that mirrors it. */
async function releaseIndex(trx: Db, index: StoryIndex): Promise<void> {
  const token = randomBytes(12).toString("hex");
  await trx.updateTable("story_lock").set({ token }).where("id", "=", 1).execute();
  indexes.put(token, index);
}

/** Reads what the index lacks to cover a batch's span. */
async function loadIndex(trx: Db, index: StoryIndex, span: { from: number; to: number; firstDay: number; lastDay: number }): Promise<void> {
  const load = index.extend(span);
  for (const [from, to] of load.articles) {
    const rows = await trx
      .selectFrom("articles as a")
      .leftJoin("story_features as f", "f.article_id", "a.id")
      .select(["a.id", "a.story_id", "a.newspaper_id", "a.published_at", "f.features", "f.keys"])
      .where("a.published_at", ">=", from)
      .where("a.published_at", "<=", to)
      .execute();
    for (const row of rows) {
      index.loadArticle({
        id: row.id,
        story: row.story_id,
        newspaperId: row.newspaper_id,
        publishedAt: Number(row.published_at),
        features: row.features,
        keys: row.keys,
      });
    }
  }
  for (const [first, last] of load.days) {
    const rows = await trx.selectFrom("story_term_days").select(["term", "day", "articles"]).where("day", ">=", first).where("day", "<=", last).execute();
    for (const row of rows) index.counts.add(row.term, Number(row.day), Number(row.articles));
  }
}

/** An arrival with what placement computed for it. */
interface Prepared {
  arrival: StoryArrival;
  features: StoryFeatures;
  /** What later articles compare it by, in the shape the index keeps for every placed article. */
  placed: PlacedFacts;
  terms: WeightedTerms;
  rare: Set<string>;
  day: number;
  /** Keys this article searches by (rare enough), with their weights. */
  searchKeys: Map<string, number>;
  /** Keys other articles will find it by. */
  postKeys: string[];
  /** Candidate ids, best first. */
  candidates: number[];
}

interface Posting {
  id: number;
  publishedAt: number;
}

/** Where a batch's articles went: each one's story, and the stories merged into others. */
interface Placement {
  stories: Map<number, number>;
  mergedInto: Map<number, number>;
}

/**
 * Places newly stored articles in stories, inside the caller's transaction (the one that stored
 * them). Takes the story lock first: a second writer waits until this transaction ends, then sees
 * these articles, so two related articles stored at once never start two stories by luck.
 * Returns each article's story id.
 */
export async function assignStories(trx: Db, arrivals: readonly StoryArrival[]): Promise<Map<number, number>> {
  return placeArrivals(trx, arrivals, true);
}

/**
 * Places articles about to be stored (their ids already drawn) in stories, inside the caller's
 * transaction, which then inserts them with the story ids returned: no second write of each row.
 * Story rows, features and statistics are written here, so the caller must insert the articles
 * before its transaction ends (foreign keys deferred meanwhile).
 */
export async function placeNewArticles(trx: Db, arrivals: readonly StoryArrival[]): Promise<Map<number, number>> {
  return placeArrivals(trx, arrivals, false);
}

async function placeArrivals(trx: Db, arrivals: readonly StoryArrival[], rowsStored: boolean): Promise<Map<number, number>> {
  if (arrivals.length === 0) return new Map();
  const { index, prunedBefore } = await takeIndex(trx);
  const items = [...arrivals].sort((a, b) => a.id - b.id);
  const features = await readFeatures(items);
  // What the index must hold: the articles of the grouping window around the batch, and the
  // statistics of the days around it, as stored before it.
  const times = items.map((arrival) => arrival.published_at);
  const days = times.map(dayOf);
  await loadIndex(trx, index, {
    from: Math.min(...times) - GROUPING_RULES.windowMs,
    to: Math.max(...times) + GROUPING_RULES.windowMs,
    firstDay: Math.min(...days) - STATS_DAYS.before,
    lastDay: Math.max(...days) + STATS_DAYS.after,
  });
  const prepared = await weighArrivals(items, features, index.counts);
  findCandidates(prepared, index);
  const placement = await decideArrivals(prepared, index);
  await writePlacement(trx, prepared, placement, rowsStored);
  // The index follows what was written (its day counts already have the batch's increments).
  for (const absorbed of placement.mergedInto.keys()) {
    if (!placement.stories.has(absorbed)) index.merge(absorbed, resolved(placement.mergedInto, absorbed));
  }
  for (const p of prepared) {
    index.place({
      id: p.arrival.id,
      story: placement.stories.get(p.arrival.id) as number,
      newspaperId: p.arrival.newspaper_id,
      publishedAt: p.arrival.published_at,
      facts: p.placed,
      keys: p.postKeys,
    });
  }
  const pruned = await pruneStoryIndex(trx, Math.max(...times), prunedBefore);
  // Only what the index holds from before the cutoff is stale: otherwise it still mirrors the tables.
  if (pruned && index.reaches(pruned.cutoff, pruned.firstDayKept)) index.reset();
  await releaseIndex(trx, index);
  return placement.stories;
}

/** The story a story ended in after the merges of a batch. */
function resolved(mergedInto: ReadonlyMap<number, number>, story: number): number {
  let current = story;
  for (let next = mergedInto.get(current); next !== undefined; next = mergedInto.get(current)) current = next;
  return current;
}

/** The story features of each arrival: those read with its classification when they are of these texts. */
async function readFeatures(items: readonly StoryArrival[]): Promise<StoryFeatures[]> {
  const features: StoryFeatures[] = [];
  for (const [position, arrival] of items.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const { story } = arrival;
    features.push(story && story.title === arrival.title && story.summary === arrival.summary ? story.features : storyFeatures(arrival));
  }
  return features;
}

/**
 * Weights and search keys of each arrival, in id order: each article sees the statistics of the
 * days around it as stored before it plus the batch's earlier articles (the counts are updated as
 * it goes, as the database will be).
 */
async function weighArrivals(items: readonly StoryArrival[], features: readonly StoryFeatures[], counts: DayCounts): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  for (const [position, arrival] of items.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const f = features[position] as StoryFeatures;
    const day = dayOf(arrival.published_at);
    // Each term's frequency is read several times (weight, name, retrieval, rarity): once from the counts.
    const seen = new Map<string, number>();
    const frequency = (term: string): number => {
      let n = seen.get(term);
      if (n === undefined) {
        n = counts.around(term, day);
        seen.set(term, n);
      }
      return n;
    };
    const stats: TermStats = { articles: counts.around("", day), frequency };
    const rareLimit = Math.max(GROUPING_RULES.rareTermMaxFrequency, GROUPING_RULES.rareTermMaxShare * stats.articles);
    const weighted = weighTerms(f, stats, rareLimit);
    const searchable: [string, number][] = [];
    const rare = new Set<string>();
    for (const [term, flags] of f.terms) {
      const n = frequency(term);
      if (n <= rareLimit) rare.add(term);
      if (!(flags & (TERM_TITLE | TERM_ENTITY | TERM_NUMBER)) || n > GROUPING_RULES.retrievalMaxFrequency) continue;
      const weight = weighted.weights.get(term) ?? 0;
      if (weight > 0) searchable.push([term, weight]);
    }
    searchable.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const grouped = !UNGROUPED_CATEGORIES.has(arrival.category_slug);
    const searchKeys = new Map<string, number>();
    if (grouped) {
      for (const [term, weight] of searchable.slice(0, GROUPING_RULES.retrievalKeys)) searchKeys.set(term, weight);
      if (f.titleWords >= GROUPING_RULES.exactTitleMinWords) searchKeys.set(titleHash(f.titleKey), weighted.norm);
      for (const key of dayKeys(f)) searchKeys.set(key, 1);
    }
    for (const key of statisticsKeys(f)) counts.add(key, day);
    counts.add("", day);
    const { quantities, weekdays, dates, places, towns, namesDepartment, alerts } = f;
    const facts: HeadlineFacts = { quantities, weekdays, dates, places, towns, namesDepartment, alerts };
    prepared.push({
      arrival,
      features: f,
      placed: { titleKey: f.titleKey, titleWords: f.titleWords, facts, terms: weighted },
      terms: weighted,
      rare,
      day,
      searchKeys,
      postKeys: grouped ? postingKeys(f) : [],
      candidates: [],
    });
  }
  return prepared;
}

/**
 * The candidates of each arrival: the articles found by its search keys within the grouping
 * window, those stored before the batch (the index) and the batch's earlier ones, ranked by the
 * weight of the keys they share.
 */
function findCandidates(prepared: readonly Prepared[], index: StoryIndex): void {
  const window = GROUPING_RULES.windowMs;
  const batch = new Map<string, Posting[]>();
  for (const p of prepared) {
    const score = new Map<number, number>();
    const own = p.arrival;
    const count = (postings: readonly Posting[] | undefined, weight: number) => {
      if (!postings) return;
      for (const posting of postings) {
        if (posting.id === own.id || Math.abs(posting.publishedAt - own.published_at) > window) continue;
        score.set(posting.id, (score.get(posting.id) ?? 0) + weight);
      }
    };
    for (const [key, weight] of p.searchKeys) {
      count(index.postingsOf(key), weight);
      count(batch.get(key), weight);
    }
    p.candidates = topScores(score, GROUPING_RULES.maxCandidates);
    const posting = { id: own.id, publishedAt: own.published_at };
    for (const key of p.postKeys) {
      const postings = batch.get(key);
      if (postings) postings.push(posting);
      else batch.set(key, [posting]);
    }
  }
}


/** Decides each arrival's story, in id order; merges made by earlier articles of the batch are followed. */
async function decideArrivals(prepared: readonly Prepared[], index: StoryIndex): Promise<Placement> {
  const window = GROUPING_RULES.windowMs;
  // When the articles of each story were published, to weigh a match by story size: as stored
  // before the batch (read from the index when a story is first met), then as the batch adds to it.
  const storyTimes = new Map<number, number[]>();
  const timesOf = (story: number): void => {
    if (!storyTimes.has(story)) storyTimes.set(story, index.storyTimes(story));
  };
  const batchIds = new Set(prepared.map((p) => p.arrival.id));
  const batchPlaced = new Map<number, IndexedPlacement>();
  const stories = new Map<number, number>();
  const mergedInto = new Map<number, number>();
  for (const [position, p] of prepared.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const candidates: PlacedArticle[] = [];
    for (const id of p.candidates) {
      const held = batchPlaced.get(id) ?? (batchIds.has(id) ? null : index.placed(id));
      if (!held) continue;
      timesOf(held.story);
      const { titleKey, titleWords, facts, terms } = held.facts;
      candidates.push({ id, story: resolved(mergedInto, held.story), newspaperId: held.newspaperId, publishedAt: held.publishedAt, titleKey, titleWords, facts, terms });
    }
    const own = p.arrival;
    const arrival: Arrival = { id: own.id, newspaperId: own.newspaper_id, publishedAt: own.published_at, features: p.features, terms: p.terms, rare: p.rare };
    const around = (story: number) => {
      let count = 0;
      for (const time of storyTimes.get(story) ?? []) if (Math.abs(time - own.published_at) <= window) count += 1;
      return count;
    };
    const decision = decideStory(arrival, candidates, around);
    const story = decision.story ?? own.id;
    const times = storyTimes.get(story) ?? [];
    for (const absorbed of decision.absorbed) {
      mergedInto.set(absorbed, story);
      times.push(...(storyTimes.get(absorbed) ?? []));
      storyTimes.delete(absorbed);
    }
    times.push(own.published_at);
    storyTimes.set(story, times);
    stories.set(own.id, story);
    batchPlaced.set(own.id, { id: own.id, story, newspaperId: own.newspaper_id, publishedAt: own.published_at, facts: p.placed });
  }
  for (const [id, story] of stories) stories.set(id, resolved(mergedInto, story));
  return { stories, mergedInto };
}

/** Writes a batch's placement: new stories, memberships, merges of stored stories, features and keys, statistics. */
async function writePlacement(trx: Db, prepared: readonly Prepared[], placement: Placement, rowsStored: boolean): Promise<void> {
  const { stories, mergedInto } = placement;
  const postgres = isPostgres(trx);
  const createdAt = Date.now();
  const newStories = [...new Set(stories.values())].filter((story) => stories.has(story));
  for (const list of chunks(newStories)) {
    await trx.insertInto("stories").values(list.map((id) => ({ id, created_at: createdAt }))).execute();
  }
  if (rowsStored) {
    for (const list of chunks([...stories], 200)) {
      // PostgreSQL types a bare parameter in THEN as text: say it is an integer there.
      const cases = postgres
        ? sql.join(list.map(([id, story]) => sql`when ${id}::integer then ${story}::integer`), sql` `)
        : sql.join(list.map(([id, story]) => sql`when ${id} then ${story}`), sql` `);
      await trx
        .updateTable("articles")
        .set({ story_id: sql<number>`case id ${cases} end` })
        .where(
          "id",
          "in",
          list.map(([id]) => id),
        )
        .execute();
    }
  }
  for (const absorbed of mergedInto.keys()) {
    if (stories.has(absorbed)) continue;
    await trx.updateTable("articles").set({ story_id: resolved(mergedInto, absorbed) }).where("story_id", "=", absorbed).execute();
    await trx.deleteFrom("stories").where("id", "=", absorbed).execute();
  }
  for (const list of chunks(prepared, 200)) {
    await trx
      .insertInto("story_features")
      .values(
        list.map((p) => ({
          article_id: p.arrival.id,
          published_at: p.arrival.published_at,
          features: serialiseFeatures(p.features, p.terms),
          keys: JSON.stringify(p.postKeys),
        })),
      )
      .execute();
  }
  // Day counts: a few thousand rows per batch, passed as one JSON parameter (one statement text,
  // prepared once) rather than as thousands of bound values a query builder would assemble.
  const increments = new Map<number, Map<string, number>>();
  for (const p of prepared) {
    let terms = increments.get(p.day);
    if (!terms) {
      terms = new Map();
      increments.set(p.day, terms);
    }
    for (const term of ["", ...statisticsKeys(p.features)]) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  const rows: [number, string, number][] = [];
  for (const [day, terms] of increments) for (const [term, articles] of terms) rows.push([day, term, articles]);
  if (postgres) {
    // Sorted by key: two transactions upserting overlapping rows in one order cannot deadlock.
    rows.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    await sql`
      insert into story_term_days (day, term, articles)
      select (value ->> 0)::integer, value ->> 1, (value ->> 2)::integer from json_array_elements(${JSON.stringify(rows)}::json) as value
      on conflict (day, term) do update set articles = story_term_days.articles + excluded.articles
    `.execute(trx);
    return;
  }
  await sql`
    insert into story_term_days (day, term, articles)
    select value ->> 0, value ->> 1, value ->> 2 from json_each(${JSON.stringify(rows)}) where true
    on conflict (day, term) do update set articles = story_term_days.articles + excluded.articles
  `.execute(trx);
}

/**
 * Drops features and statistics older than the retention before the newest article, at most once
 * a day (each pass scans those tables). Placement only ever looks 48 hours around an article, so
 * this changes nothing but for articles that arrive weeks late. Tells whether it pruned.
 */
async function pruneStoryIndex(trx: Db, newest: number, prunedBefore: number): Promise<{ cutoff: number; firstDayKept: number } | null> {
  const cutoff = newest - RETENTION_MS;
  if (cutoff - prunedBefore < DAY) return null;
  const firstDayKept = dayOf(cutoff) - STATS_DAYS.before;
  await trx.deleteFrom("story_features").where("published_at", "<", cutoff).execute();
  await trx.deleteFrom("story_term_days").where("day", "<", firstDayKept).execute();
  await trx.updateTable("story_lock").set({ pruned_before: cutoff }).where("id", "=", 1).execute();
  return { cutoff, firstDayKept };
}

/** Articles placed per transaction when grouping articles that have no story yet. */
const REPLAY_BATCH = 500;

async function replayInIdOrder(trx: Db, onlyUnassigned: boolean): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    let query = trx
      .selectFrom("articles")
      .select(["id", "title", "summary", "newspaper_id", "published_at", "category_slug"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(REPLAY_BATCH);
    if (onlyUnassigned) query = query.where("story_id", "is", null);
    const rows = await query.execute();
    if (rows.length === 0) return count;
    await assignStories(
      trx,
      rows.map((row) => ({ ...row, published_at: Number(row.published_at) })),
    );
    count += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * Places the articles that have no story (those stored before story grouping existed), in id
 * order. Cheap when there are none: one index lookup. Run at start, after the migrations.
 */
export async function placeUnassignedArticles(db: Db): Promise<number> {
  const any = await db.selectFrom("articles").select("id").where("story_id", "is", null).limit(1).executeTakeFirst();
  if (!any) return 0;
  return db.transaction().execute(async (trx) => {
    // Several processes may start at once on PostgreSQL: one places, the others then find none.
    await lockArticleWriters(trx);
    return replayInIdOrder(trx, true);
  });
}

/** What a rebuild did. */
export interface RebuildSummary {
  articles: number;
  stories: number;
  /** Stories covered by more than one newspaper. */
  sharedStories: number;
  durationMs: number;
}

/**
 * Regroups every article from scratch, in id order, through the same placement as ingestion, in
 * one transaction (readers keep the old grouping until it commits). With the same articles and
 * rules it gives the stories the incremental path gave.
 */
export async function rebuildStories(db: Db): Promise<RebuildSummary> {
  const started = Date.now();
  const articles = await db.transaction().execute(async (trx) => {
    await lockArticleWriters(trx);
    await trx.updateTable("story_lock").set({ version: sql<number>`version + 1`, pruned_before: 0 }).where("id", "=", 1).execute();
    await trx.updateTable("articles").set({ story_id: null }).where("story_id", "is not", null).execute();
    await trx.deleteFrom("stories").execute();
    await trx.deleteFrom("story_features").execute();
    await trx.deleteFrom("story_term_days").execute();
    return replayInIdOrder(trx, false);
  });
  const counts = await db
    .selectFrom(
      db
        .selectFrom("articles")
        .select(["story_id", sql<number>`count(distinct newspaper_id)`.as("newspapers")])
        .where("story_id", "is not", null)
        .groupBy("story_id")
        .as("s"),
    )
    .select([sql<number>`count(*)`.as("stories"), sql<number>`sum(case when newspapers > 1 then 1 else 0 end)`.as("shared")])
    .executeTakeFirstOrThrow();
  return { articles, stories: Number(counts.stories), sharedStories: Number(counts.shared ?? 0), durationMs: Date.now() - started };
}

/** The story of each article, for the CLI and tests. */
export async function storiesOf(db: Db, articleIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const list of chunks([...new Set(articleIds)])) {
    const rows = await db.selectFrom("articles").select(["id", "story_id"]).where("id", "in", list).execute();
    for (const row of rows) if (row.story_id !== null) out.set(row.id, row.story_id);
  }
  return out;
}

/**
 * How many distinct newspapers cover the story of each article (1 for a story of its own), for
 * the 'En N periódicos' label of cards. One query for a page of cards.
 */
export async function countCoverage(db: Db, articleIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const list of chunks([...new Set(articleIds)])) {
    const rows = await db
      .selectFrom("articles as a")
      .innerJoin("articles as s", "s.story_id", "a.story_id")
      .select(["a.id", sql<number>`count(distinct s.newspaper_id)`.as("newspapers")])
      .where("a.id", "in", list)
      .groupBy("a.id")
      .execute();
    for (const row of rows) out.set(row.id, Number(row.newspapers));
  }
  for (const id of articleIds) if (!out.has(id)) out.set(id, 1);
  return out;
}

/** Another newspaper's version of a story, as the article page lists it. */
export interface StoryVersion {
  id: number;
  title: string;
  publishedAt: number;
  newspaper: { slug: string; name: string };
}

/**
 * The other newspapers' versions of an article's story: the first article of each other
 * newspaper, oldest first (so the page reads as the story spread). Empty for a story of its own.
 */
export async function listStoryVersions(db: Db, articleId: number, limit = 20): Promise<StoryVersion[]> {
  const own = await db.selectFrom("articles").select(["story_id", "newspaper_id"]).where("id", "=", articleId).executeTakeFirst();
  if (!own || own.story_id === null) return [];
  const rows = await db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .select(["a.id", "a.title", "a.published_at", "a.newspaper_id", "n.slug", "n.name"])
    .where("a.story_id", "=", own.story_id)
    .where("a.newspaper_id", "!=", own.newspaper_id)
    .orderBy("a.published_at")
    .orderBy("a.id")
    .execute();
  const seen = new Set<number>();
  const versions: StoryVersion[] = [];
  for (const row of rows) {
    if (seen.has(row.newspaper_id)) continue;
    seen.add(row.newspaper_id);
    versions.push({ id: row.id, title: row.title, publishedAt: Number(row.published_at), newspaper: { slug: row.slug, name: row.name } });
    if (versions.length >= limit) break;
  }
  return versions;
}

/** One entry of a ranking of stories: the article that broke it and how widely it is covered. */
export interface TopStory {
  storyId: number;
  /** Distinct newspapers that published the story within the window. */
  newspapers: number;
  /** Its articles within the window. */
  articles: number;
  /** When its first and latest articles within the window were published. */
  firstPublishedAt: number;
  lastPublishedAt: number;
  /** Newspapers × 2^(−age / half-life), the age counted from the story's first article. */
  score: number;
  /** The story's first article within the window, as a card. */
  lead: ArticleCard;
}

/** What listTopStories ranks. */
export interface TopStoriesOptions {
  now: number;
  /** Only articles published in this window count (default: the last day). */
  window?: WindowSlug;
  /** Only stories with an article about this department (their coverage still counts every newspaper). */
  department?: string;
  /** Hours after which a story's weight halves (default 6). */
  halfLifeHours?: number;
  /** Stories covered by fewer newspapers are left out (default 1). */
  minNewspapers?: number;
  /**
   * A department whose own newspapers come first among equals: their version leads the story's
   * line, and a story they cover weighs a fifth more (the department's headlines).
   */
  regionalFor?: string;
  limit: number;
}

/** How much more a story covered by the department's own newspapers weighs in its headlines. */
const REGIONAL_WEIGHT = 1.2;

/**
 * Stories ranked by how many distinct newspapers cover them, decayed by age: one entry per story,
 * so the same event never appears twice. For the front page's top stories and the headlines of
 * a department.
 */
export async function listTopStories(db: Db, options: TopStoriesOptions): Promise<TopStory[]> {
  const since = windowStart(options.window ?? "ultimo-dia", options.now);
  const halfLife = (options.halfLifeHours ?? 6) * 3_600_000;
  let query = db
    .selectFrom("articles as a")
    .select([
      "a.story_id",
      sql<number>`count(*)`.as("articles"),
      sql<number>`count(distinct a.newspaper_id)`.as("newspapers"),
      sql<number>`min(a.published_at)`.as("first"),
      sql<number>`max(a.published_at)`.as("last"),
    ])
    .where("a.published_at", ">=", since)
    .where("a.published_at", "<=", options.now)
    .where("a.story_id", "is not", null)
    .groupBy("a.story_id");
  if (options.department) {
    query = query.where("a.story_id", "in", (eb) =>
      eb
        .selectFrom("article_departments as ad")
        .innerJoin("articles as d", "d.id", "ad.article_id")
        .select("d.story_id")
        .where("ad.department_slug", "=", options.department as string)
        .where("ad.published_at", ">=", since)
        .where("ad.published_at", "<=", options.now),
    );
  }
  const rows = await query.execute();
  // Stories the department's own newspapers cover, within the window.
  const regional = new Set<number>();
  if (options.regionalFor) {
    const own = await db
      .selectFrom("articles as a")
      .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
      .select("a.story_id")
      .distinct()
      .where("n.home_department", "=", options.regionalFor)
      .where("a.published_at", ">=", since)
      .where("a.published_at", "<=", options.now)
      .execute();
    for (const row of own) if (row.story_id !== null) regional.add(row.story_id);
  }
  const ranked = rows
    .filter((row) => Number(row.newspapers) >= (options.minNewspapers ?? 1))
    .map((row) => {
      const first = Number(row.first);
      const newspapers = Number(row.newspapers);
      const storyId = row.story_id as number;
      const weight = regional.has(storyId) ? REGIONAL_WEIGHT : 1;
      return {
        storyId,
        newspapers,
        articles: Number(row.articles),
        firstPublishedAt: first,
        lastPublishedAt: Number(row.last),
        score: weight * newspapers * 2 ** (-Math.max(0, options.now - first) / halfLife),
      };
    })
    .sort((a, b) => b.score - a.score || b.lastPublishedAt - a.lastPublishedAt || b.storyId - a.storyId)
    .slice(0, options.limit);
  if (ranked.length === 0) return [];

  // The lead of each story: its first article within the window (the first of the department's
  // own newspapers, when asked and there is one).
  const leads = await db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .select(["a.id", "a.story_id", "n.home_department"])
    .where(
      "a.story_id",
      "in",
      ranked.map((story) => story.storyId),
    )
    .where("a.published_at", ">=", since)
    .where("a.published_at", "<=", options.now)
    .orderBy("a.published_at")
    .orderBy("a.id")
    .execute();
  const leadOf = new Map<number, number>();
  const regionalLead = new Set<number>();
  for (const row of leads) {
    if (row.story_id === null) continue;
    const isRegional = options.regionalFor !== undefined && row.home_department === options.regionalFor;
    if (!leadOf.has(row.story_id) || (isRegional && !regionalLead.has(row.story_id))) {
      leadOf.set(row.story_id, row.id);
      if (isRegional) regionalLead.add(row.story_id);
    }
  }
  const cards = await withDepartments(
    db,
    (
      await cardQuery(db)
        .where("a.id", "in", [...leadOf.values()])
        .execute()
    ).map(toCard),
  );
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const out: TopStory[] = [];
  for (const story of ranked) {
    const lead = cardOf.get(leadOf.get(story.storyId) ?? -1);
    if (lead) out.push({ ...story, lead });
  }
  return out;
}
