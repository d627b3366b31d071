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
import type { Db } from "../db/schema.js";
import type { ArticleReading } from "../ingest/classify/departments.js";
import {
  type Arrival,
  decideStory,
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
import { dayOf, serialiseFeatures, STATS_DAYS, StoryIndex, StoryIndexRegistry } from "../ingest/cluster/story-index.js";
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
  /** The classifier's reading of the title and summary, when the caller has it (saves reading them again). */
  reading?: ArticleReading;
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

interface Prepared {
  arrival: StoryArrival;
  features: StoryFeatures;
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
  const placedStory = new Map<number, number>();
  if (arrivals.length === 0) return placedStory;
  const { index, prunedBefore } = await takeIndex(trx);

  const items = [...arrivals].sort((a, b) => a.id - b.id);
  const features: StoryFeatures[] = [];
  for (const [index, arrival] of items.entries()) {
    if (index > 0 && index % YIELD_EVERY === 0) await yieldToEventLoop();
    features.push(storyFeatures(arrival, arrival.reading));
  }

  // What the index must hold: the articles of the grouping window around the batch, and the
  // statistics of the days around it, as stored before it.
  const window = GROUPING_RULES.windowMs;
  const times = items.map((arrival) => arrival.published_at);
  const days = times.map(dayOf);
  const from = Math.min(...times) - window;
  const to = Math.max(...times) + window;
  await loadIndex(trx, index, {
    from,
    to,
    firstDay: Math.min(...days) - STATS_DAYS.before,
    lastDay: Math.max(...days) + STATS_DAYS.after,
  });
  const counts = index.counts;

  // Weights and search keys, in id order: each article sees the statistics of those before it.
  const prepared: Prepared[] = [];
  for (const [position, arrival] of items.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const f = features[position] as StoryFeatures;
    const day = days[position] as number;
    const stats: TermStats = { articles: counts.around("", day), frequency: (term) => counts.around(term, day) };
    const rareLimit = Math.max(GROUPING_RULES.rareTermMaxFrequency, GROUPING_RULES.rareTermMaxShare * stats.articles);
    const weighted = weighTerms(f, stats, rareLimit);
    const searchable = [...f.terms]
      .filter(([term, flags]) => flags & (TERM_TITLE | TERM_ENTITY | TERM_NUMBER) && stats.frequency(term) <= GROUPING_RULES.retrievalMaxFrequency)
      .map(([term]) => [term, weighted.weights.get(term) ?? 0] as const)
      .filter(([, weight]) => weight > 0)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, GROUPING_RULES.retrievalKeys);
    const grouped = !UNGROUPED_CATEGORIES.has(arrival.category_slug);
    const searchKeys = new Map<string, number>(grouped ? searchable : []);
    if (grouped && f.titleWords >= GROUPING_RULES.exactTitleMinWords) searchKeys.set(titleHash(f.titleKey), weighted.norm);
    if (grouped) for (const key of dayKeys(f)) searchKeys.set(key, 1);
    const rare = new Set([...f.terms.keys()].filter((term) => stats.frequency(term) <= rareLimit));
    for (const key of statisticsKeys(f)) counts.add(key, day);
    counts.add("", day);
    prepared.push({ arrival, features: f, terms: weighted, rare, day, searchKeys, postKeys: grouped ? postingKeys(f) : [], candidates: [] });
  }

  // Candidates: the index's postings (articles stored before the batch), and the batch's earlier articles.
  const batch = new Map<string, Posting[]>();
  for (const p of prepared) {
    const score = new Map<number, number>();
    const own = p.arrival;
    for (const [key, weight] of p.searchKeys) {
      for (const source of [index.postingsOf(key), batch.get(key)]) {
        for (const posting of source ?? []) {
          if (posting.id === own.id || Math.abs(posting.publishedAt - own.published_at) > window) continue;
          score.set(posting.id, (score.get(posting.id) ?? 0) + weight);
        }
      }
    }
    p.candidates = [...score]
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .slice(0, GROUPING_RULES.maxCandidates)
      .map(([id]) => id);
    for (const key of p.postKeys) {
      const postings = batch.get(key) ?? [];
      postings.push({ id: own.id, publishedAt: own.published_at });
      batch.set(key, postings);
    }
  }

  // When the articles of each story were published (within the window of an arrival), to weigh
  // a match by story size: as stored before the batch, then as the batch adds to it.
  const storyTimes = new Map<number, number[]>();
  const timesOf = (story: number): number[] => {
    let list = storyTimes.get(story);
    if (!list) {
      list = index.storyTimes(story);
      storyTimes.set(story, list);
    }
    return list;
  };

  // Decisions, in id order. Merges made by earlier articles of the batch are followed.
  const batchIds = new Set(items.map((arrival) => arrival.id));
  const batchPlaced = new Map<number, PlacedArticle>();
  const mergedInto = new Map<number, number>();
  const resolve = (story: number): number => {
    let current = story;
    for (let next = mergedInto.get(current); next !== undefined; next = mergedInto.get(current)) current = next;
    return current;
  };
  for (const [position, p] of prepared.entries()) {
    if (position > 0 && position % YIELD_EVERY === 0) await yieldToEventLoop();
    const candidates: PlacedArticle[] = [];
    for (const id of p.candidates) {
      const candidate = batchPlaced.get(id) ?? (batchIds.has(id) ? null : index.placed(id));
      if (candidate) {
        timesOf(candidate.story);
        candidates.push({ ...candidate, story: resolve(candidate.story) });
      }
    }
    const arrival: Arrival = {
      id: p.arrival.id,
      newspaperId: p.arrival.newspaper_id,
      publishedAt: p.arrival.published_at,
      features: p.features,
      terms: p.terms,
      rare: p.rare,
    };
    const around = (story: number) => (storyTimes.get(story) ?? []).filter((time) => Math.abs(time - p.arrival.published_at) <= window).length;
    const decision = decideStory(arrival, candidates, around);
    const story = decision.story ?? p.arrival.id;
    const times = storyTimes.get(story) ?? [];
    for (const absorbed of decision.absorbed) {
      mergedInto.set(absorbed, story);
      times.push(...(storyTimes.get(absorbed) ?? []));
      storyTimes.delete(absorbed);
    }
    times.push(p.arrival.published_at);
    storyTimes.set(story, times);
    placedStory.set(p.arrival.id, story);
    batchPlaced.set(p.arrival.id, {
      id: p.arrival.id,
      story,
      newspaperId: p.arrival.newspaper_id,
      publishedAt: p.arrival.published_at,
      titleKey: p.features.titleKey,
      titleWords: p.features.titleWords,
      facts: p.features,
      terms: p.terms,
    });
  }
  for (const [id, story] of placedStory) placedStory.set(id, resolve(story));

  // Writes: new stories, memberships, merges of stored stories, features and keys, statistics.
  const createdAt = Date.now();
  const newStories = [...new Set(placedStory.values())].filter((story) => batchIds.has(story));
  for (const list of chunks(newStories)) {
    await trx.insertInto("stories").values(list.map((id) => ({ id, created_at: createdAt }))).execute();
  }
  if (rowsStored) {
    for (const list of chunks([...placedStory], 200)) {
      const cases = sql.join(list.map(([id, story]) => sql`when ${id} then ${story}`), sql` `);
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
  const absorbedStored = [...mergedInto.keys()].filter((story) => !batchIds.has(story));
  for (const absorbed of absorbedStored) {
    await trx.updateTable("articles").set({ story_id: resolve(absorbed) }).where("story_id", "=", absorbed).execute();
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
  const increments = new Map<string, { term: string; day: number; articles: number }>();
  for (const p of prepared) {
    for (const term of ["", ...statisticsKeys(p.features)]) {
      const key = `${term}\u0000${p.day}`;
      const row = increments.get(key);
      if (row) row.articles += 1;
      else increments.set(key, { term, day: p.day, articles: 1 });
    }
  }
  for (const list of chunks([...increments.values()])) {
    await trx
      .insertInto("story_term_days")
      .values(list)
      .onConflict((oc) => oc.columns(["day", "term"]).doUpdateSet({ articles: sql<number>`story_term_days.articles + excluded.articles` }))
      .execute();
  }

  // The index follows what was written (its day counts already have the batch's increments).
  for (const absorbed of absorbedStored) index.merge(absorbed, resolve(absorbed));
  for (const p of prepared) {
    const { quantities, weekdays, dates, places, towns, namesDepartment, alerts } = p.features;
    index.place({
      id: p.arrival.id,
      story: placedStory.get(p.arrival.id) as number,
      newspaperId: p.arrival.newspaper_id,
      publishedAt: p.arrival.published_at,
      facts: {
        titleKey: p.features.titleKey,
        titleWords: p.features.titleWords,
        facts: { quantities, weekdays, dates, places, towns, namesDepartment, alerts },
        terms: p.terms,
      },
      keys: p.postKeys,
    });
  }
  if (await pruneStoryIndex(trx, Math.max(...times), prunedBefore)) {
    // What was pruned may lie within the index's span: it reads the pruned tables again.
    index.reset();
  }
  await releaseIndex(trx, index);
  return placedStory;
}

/**
 * Drops features and statistics older than the retention before the newest article, at most once
 * a day (each pass scans those tables). Placement only ever looks 48 hours around an article, so
 * this changes nothing but for articles that arrive weeks late. Tells whether it pruned.
 */
async function pruneStoryIndex(trx: Db, newest: number, prunedBefore: number): Promise<boolean> {
  const cutoff = newest - RETENTION_MS;
  if (cutoff - prunedBefore < DAY) return false;
  await trx.deleteFrom("story_features").where("published_at", "<", cutoff).execute();
  await trx.deleteFrom("story_term_days").where("day", "<", dayOf(cutoff) - STATS_DAYS.before).execute();
  await trx.updateTable("story_lock").set({ pruned_before: cutoff }).where("id", "=", 1).execute();
  return true;
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
  return db.transaction().execute((trx) => replayInIdOrder(trx, true));
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
