/*
 * Stories: the articles of several newspapers that report the same event. This file is the SQL
 * that story placement reads and writes (the story lock, each article's stored features and
 * posting keys, the per-day term counts, story rows and memberships). The decisions and the
 * in-memory index are app/ingest/cluster/; app/ingest/cluster/grouping.server.ts runs them in
 * the transaction that stores the articles. Reading stories for pages is story-coverage.server.ts
 * and story-ranking.server.ts.
 */
import { sql } from "kysely";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";
import { chunks } from "../text/chunks.js";

/** Rows per statement: well under SQLite's limit of bound variables. */
const CHUNK = 300;

/**
 * What placement needs of a newly stored article. `story` is what the classifier already read
 * from this title and summary (story features), passed through so that placement need not read
 * them again; its shape is placement's business.
 */
export interface StoryArrival<Hint = unknown> {
  id: number;
  title: string;
  summary: string;
  newspaper_id: number;
  published_at: number;
  category_slug: string;
  story?: Hint;
}

/** Places articles in stories inside the writing transaction; returns each article's story id. */
export type PlaceStories<Hint = unknown> = (trx: Db, arrivals: readonly StoryArrival<Hint>[]) => Promise<Map<number, number>>;

/**
 * Takes the story lock (a second writer waits until this transaction ends) and reads the token
 * naming the state of the story tables, and when they were last pruned.
 */
export async function takeStoryLock(trx: Db): Promise<{ token: string; prunedBefore: number }> {
  await trx
    .updateTable("story_lock")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
  const lock = await trx.selectFrom("story_lock").select(["token", "pruned_before"]).where("id", "=", 1).executeTakeFirstOrThrow();
  return { token: lock.token, prunedBefore: Number(lock.pruned_before) };
}

/** Names the state this transaction leaves (an in-memory index may then mirror it under that name). */
export async function setStoryToken(trx: Db, token: string): Promise<void> {
  await trx.updateTable("story_lock").set({ token }).where("id", "=", 1).execute();
}

/** An article as the story index loads it: where it is, and its stored features and keys (null when it has none). */
export interface IndexedArticleRow {
  id: number;
  story: number | null;
  newspaperId: number;
  publishedAt: number;
  features: string | null;
  keys: string | null;
}

/** The articles published within [from, to], with their stored features. */
export async function readIndexArticles(trx: Db, from: number, to: number): Promise<IndexedArticleRow[]> {
  const rows = await trx
    .selectFrom("articles as a")
    .leftJoin("story_features as f", "f.article_id", "a.id")
    .select(["a.id", "a.story_id", "a.newspaper_id", "a.published_at", "f.features", "f.keys"])
    .where("a.published_at", ">=", from)
    .where("a.published_at", "<=", to)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    story: row.story_id,
    newspaperId: row.newspaper_id,
    publishedAt: Number(row.published_at),
    features: row.features,
    keys: row.keys,
  }));
}

/** The per-day article counts of terms for days first..last. */
export async function readTermDays(trx: Db, firstDay: number, lastDay: number): Promise<{ term: string; day: number; articles: number }[]> {
  const rows = await trx
    .selectFrom("story_term_days")
    .select(["term", "day", "articles"])
    .where("day", ">=", firstDay)
    .where("day", "<=", lastDay)
    .execute();
  return rows.map((row) => ({ term: row.term, day: Number(row.day), articles: Number(row.articles) }));
}

/** What placing a batch writes. */
export interface PlacementWrite {
  /** Stories the batch starts (named by their first article's id). */
  newStories: number[];
  /** Each article's story, written on rows already stored (null when the caller inserts the rows with their story). */
  memberships: Map<number, number> | null;
  /** Stored stories absorbed by others: [absorbed, into]. */
  merges: [number, number][];
  /** Each placed article's stored features and the keys others find it by. */
  features: { article_id: number; published_at: number; features: string; keys: string }[];
  /** Increments of the per-day term counts: [day, term, articles]. */
  termDays: [number, string, number][];
}

/** Writes a batch's placement: new stories, memberships, merges of stored stories, features and keys, statistics. */
export async function writeStoryPlacement(trx: Db, write: PlacementWrite): Promise<void> {
  const engine = engineOf(trx);
  const createdAt = Date.now();
  for (const list of chunks(write.newStories, CHUNK)) {
    await trx
      .insertInto("stories")
      .values(list.map((id) => ({ id, created_at: createdAt })))
      .execute();
  }
  if (write.memberships) {
    for (const list of chunks([...write.memberships], 200)) {
      // A bare parameter in THEN may be typed as text: say it is an integer.
      const cases = sql.join(
        list.map(([id, story]) => sql`when ${engine.bulk.integer(id)} then ${engine.bulk.integer(story)}`),
        sql` `,
      );
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
  for (const [absorbed, into] of write.merges) {
    await trx.updateTable("articles").set({ story_id: into }).where("story_id", "=", absorbed).execute();
    await trx.deleteFrom("stories").where("id", "=", absorbed).execute();
  }
  for (const list of chunks(write.features, 200)) await trx.insertInto("story_features").values(list).execute();
  await addTermDays(trx, write.termDays);
}

/**
 * Adds to the per-day term counts: a few thousand rows per batch, passed as one JSON parameter
 * (one statement text, prepared once) rather than as thousands of bound values.
 */
async function addTermDays(trx: Db, rows: [number, string, number][]): Promise<void> {
  if (rows.length === 0) return;
  // Sorted by key: two transactions upserting overlapping rows in one order cannot deadlock.
  const sorted = [...rows].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const counts = engineOf(trx).bulk.fromJson(sorted, [
    ["day", "integer"],
    ["term", "text"],
    ["articles", "integer"],
  ]);
  await sql`
    insert into story_term_days (day, term, articles) ${counts}
    on conflict (day, term) do update set articles = story_term_days.articles + excluded.articles
  `.execute(trx);
}

/** Drops stored features older than `cutoff` and term counts before `firstDayKept`, and remembers the cutoff. */
export async function pruneStoryTables(trx: Db, cutoff: number, firstDayKept: number): Promise<void> {
  await trx.deleteFrom("story_features").where("published_at", "<", cutoff).execute();
  await trx.deleteFrom("story_term_days").where("day", "<", firstDayKept).execute();
  await trx.updateTable("story_lock").set({ pruned_before: cutoff }).where("id", "=", 1).execute();
}

/** The next `limit` articles after id `after`, in id order, as placement reads them (only those without a story when asked). */
export async function readArticlesToPlace(
  trx: Db,
  options: { after: number; limit: number; onlyUnassigned: boolean },
): Promise<StoryArrival<never>[]> {
  let query = trx
    .selectFrom("articles")
    .select(["id", "title", "summary", "newspaper_id", "published_at", "category_slug"])
    .where("id", ">", options.after)
    .orderBy("id")
    .limit(options.limit);
  if (options.onlyUnassigned) query = query.where("story_id", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, published_at: Number(row.published_at) }));
}

/** Whether any article has no story yet (one index lookup). */
export async function hasUnplacedArticles(db: Db): Promise<boolean> {
  const any = await db.selectFrom("articles").select("id").where("story_id", "is", null).limit(1).executeTakeFirst();
  return any !== undefined;
}

/** Forgets every story, membership, feature and count, inside the caller's transaction (a rebuild starts from here). */
export async function clearStories(trx: Db): Promise<void> {
  await trx
    .updateTable("story_lock")
    .set({ version: sql<number>`version + 1`, pruned_before: 0 })
    .where("id", "=", 1)
    .execute();
  await trx.updateTable("articles").set({ story_id: null }).where("story_id", "is not", null).execute();
  await trx.deleteFrom("stories").execute();
  await trx.deleteFrom("story_features").execute();
  await trx.deleteFrom("story_term_days").execute();
}

/** How many stories there are, and how many of them more than one newspaper covers. */
export async function countStories(db: Db): Promise<{ stories: number; sharedStories: number }> {
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
  return { stories: Number(counts.stories), sharedStories: Number(counts.shared ?? 0) };
}

/** The story of each article, for the CLI and tests. */
export async function storiesOf(db: Db, articleIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const list of chunks([...new Set(articleIds)], CHUNK)) {
    const rows = await db.selectFrom("articles").select(["id", "story_id"]).where("id", "in", list).execute();
    for (const row of rows) if (row.story_id !== null) out.set(row.id, row.story_id);
  }
  return out;
}
