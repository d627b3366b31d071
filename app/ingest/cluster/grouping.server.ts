/*
 * Story grouping in the writing transaction. Placement is incremental and happens in the
 * transaction that stores the articles: an article is compared with the articles stored before it
 * (lower ids) published within the grouping window, using the term statistics of the days around
 * it as they were when it arrived. Because placement depends only on what came before, grouping
 * the whole database again in id order (rebuild) gives the stories the incremental path gave,
 * whatever the batches were.
 *
 * What placement reads about the articles around a batch comes from a StoryIndex held in memory,
 * valid for the state of the story tables named by the story lock's token. The indexes live in the
 * StoryGrouping a composition root creates (server.ts, cli.ts): one per process.
 */
import { randomBytes } from "node:crypto";
import { lockArticleWriters } from "../../db/dialect.server.js";
import type { Db } from "../../db/schema.js";
import {
  clearStories,
  countStories,
  hasUnplacedArticles,
  type PlaceStories,
  pruneStoryTables,
  readArticlesToPlace,
  readIndexArticles,
  readTermDays,
  setStoryToken,
  takeStoryLock,
  writeStoryPlacement,
} from "../../models/story.server.js";
import { GROUPING_RULES } from "./decide.js";
import type { ReadStoryFeatures } from "./features.js";
import {
  decideArrivals,
  findCandidates,
  type PlacementArrival,
  readFeatures,
  resolved,
  toPlacementWrite,
  weighArrivals,
} from "./placement.js";
import { dayOf, STATS_DAYS, StoryIndex, StoryIndexRegistry } from "./story-index.js";

const DAY = 86_400_000;
/** Features and day counts older than this (before the newest article) are pruned. */
const RETENTION_MS = 30 * DAY;
/** Articles placed per transaction when grouping articles that have no story yet. */
const REPLAY_BATCH = 500;

/** What a rebuild did. */
export interface RebuildSummary {
  articles: number;
  stories: number;
  /** Stories covered by more than one newspaper. */
  sharedStories: number;
  durationMs: number;
}

/** Story grouping with the in-memory indexes of one process. */
export interface StoryGrouping {
  /**
   * Places articles about to be stored (their ids already drawn) in stories, inside the caller's
   * transaction, which then inserts them with the story ids returned: no second write of each row.
   * Story rows, features and statistics are written here, so the caller must insert the articles
   * before its transaction ends (foreign keys deferred meanwhile).
   */
  placeNew: PlaceStories<ReadStoryFeatures>;
  /** Places articles already stored (their rows get their story), inside the caller's transaction. */
  placeStored: PlaceStories<ReadStoryFeatures>;
  /** Places the articles that have no story (stored before grouping existed), in id order; cheap when there are none. */
  placeUnplaced(db: Db): Promise<number>;
  /** Regroups every article from scratch in one transaction (readers keep the old grouping until it commits). */
  rebuild(db: Db): Promise<RebuildSummary>;
}

/** Creates the story grouping of a process (its indexes start empty and fill as batches are placed). */
export function createStoryGrouping(): StoryGrouping {
  /*
   * The indexes of this process, by the token of the database state each mirrors. Not per handle:
   * a transaction has no identity of its own to hang an index on, and the token is what proves an
   * index matches the database, so two handles on one file may share one safely.
   */
  const indexes = new StoryIndexRegistry();

  async function place(trx: Db, arrivals: readonly PlacementArrival[], rowsStored: boolean): Promise<Map<number, number>> {
    if (arrivals.length === 0) return new Map();
    const lock = await takeStoryLock(trx);
    const index = indexes.take(lock.token) ?? new StoryIndex();
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
    await writeStoryPlacement(trx, toPlacementWrite(prepared, placement, rowsStored));
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
    const pruned = await prune(trx, Math.max(...times), lock.prunedBefore);
    // Only what the index holds from before the cutoff is stale: otherwise it still mirrors the tables.
    if (pruned && index.reaches(pruned.cutoff, pruned.firstDayKept)) index.reset();
    const token = randomBytes(12).toString("hex");
    await setStoryToken(trx, token);
    indexes.put(token, index);
    return placement.stories;
  }

  async function replayInIdOrder(trx: Db, onlyUnassigned: boolean): Promise<number> {
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await readArticlesToPlace(trx, { after, limit: REPLAY_BATCH, onlyUnassigned });
      if (rows.length === 0) return count;
      await place(trx, rows, true);
      count += rows.length;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  return {
    placeNew: (trx, arrivals) => place(trx, arrivals, false),
    placeStored: (trx, arrivals) => place(trx, arrivals, true),

    async placeUnplaced(db) {
      if (!(await hasUnplacedArticles(db))) return 0;
      return db.transaction().execute(async (trx) => {
        // Several processes may start at once on PostgreSQL: one places, the others then find none.
        await lockArticleWriters(trx);
        return replayInIdOrder(trx, true);
      });
    },

    async rebuild(db) {
      const started = Date.now();
      const articles = await db.transaction().execute(async (trx) => {
        await lockArticleWriters(trx);
        await clearStories(trx);
        return replayInIdOrder(trx, false);
      });
      return { articles, ...(await countStories(db)), durationMs: Date.now() - started };
    },
  };
}

/** Reads what the index lacks to cover a batch's span. */
async function loadIndex(trx: Db, index: StoryIndex, span: { from: number; to: number; firstDay: number; lastDay: number }): Promise<void> {
  const load = index.extend(span);
  for (const [from, to] of load.articles) {
    for (const row of await readIndexArticles(trx, from, to)) index.loadArticle({ ...row });
  }
  for (const [first, last] of load.days) {
    for (const row of await readTermDays(trx, first, last)) index.counts.add(row.term, row.day, row.articles);
  }
}

/**
 * Drops features and statistics older than the retention before the newest article, at most once
 * a day (each pass scans those tables). Placement only ever looks 48 hours around an article, so
 * this changes nothing but for articles that arrive weeks late. Tells whether it pruned.
 */
async function prune(trx: Db, newest: number, prunedBefore: number): Promise<{ cutoff: number; firstDayKept: number } | null> {
  const cutoff = newest - RETENTION_MS;
  if (cutoff - prunedBefore < DAY) return null;
  const firstDayKept = dayOf(cutoff) - STATS_DAYS.before;
  await pruneStoryTables(trx, cutoff, firstDayKept);
  return { cutoff, firstDayKept };
}
