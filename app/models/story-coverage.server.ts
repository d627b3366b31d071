/*
 * How widely a story is covered, for cards ('En N periódicos') and the article page (the other
 * newspapers' versions).
 */
import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { chunks } from "../text/chunks.js";

/** Articles per query: well under SQLite's limit of bound variables. */
const CHUNK = 300;

/**
 * How many distinct newspapers cover the story of each article (1 for a story of its own), for
 * the 'En N periódicos' label of cards. One query for a page of cards.
 */
export async function countCoverage(db: Db, articleIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const list of chunks([...new Set(articleIds)], CHUNK)) {
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

/** An article's story, and how many newspapers cover it. */
export interface ArticleStory {
  /** The story's id, null for an article no story holds yet. */
  story: number | null;
  /** Distinct newspapers covering the story (1 for a story of its own). */
  newspapers: number;
}

/**
 * The story of each article (null: none yet), by primary key, CHUNK articles per statement; those
 * in `known` (read already, e.g. with a search's matches) are not asked again.
 */
export async function storyIdsOf(
  db: Db,
  articleIds: readonly number[],
  known?: ReadonlyMap<number, number | null>,
): Promise<Map<number, number | null>> {
  const storyOf = new Map<number, number | null>();
  const asked = new Set<number>();
  for (const id of articleIds) {
    const story = known?.get(id);
    if (story === undefined) asked.add(id);
    else storyOf.set(id, story);
  }
  for (const list of chunks([...asked], CHUNK)) {
    const rows = await db.selectFrom("articles").select(["id", "story_id"]).where("id", "in", list).execute();
    for (const row of rows) storyOf.set(row.id, row.story_id);
  }
  return storyOf;
}

/**
 * The story of each article and its coverage, for ranking search results: the stories by primary
 * key, then their newspapers through the articles_story index (the dearer part: callers ask it for
 * the top of a ranking only). Stories in `known` are not read again.
 */
export async function storiesOf(
  db: Db,
  articleIds: readonly number[],
  known?: ReadonlyMap<number, number | null>,
): Promise<Map<number, ArticleStory>> {
  const storyOf = await storyIdsOf(db, articleIds, known);
  const stories = [...new Set([...storyOf.values()].filter((story): story is number => story !== null))];
  const newspapers = new Map<number, number>();
  for (const list of chunks(stories, CHUNK)) {
    const rows = await db
      .selectFrom("articles")
      .select(["story_id", sql<number>`count(distinct newspaper_id)`.as("newspapers")])
      .where("story_id", "in", list)
      .groupBy("story_id")
      .execute();
    for (const row of rows) if (row.story_id !== null) newspapers.set(row.story_id, Number(row.newspapers));
  }
  const out = new Map<number, ArticleStory>();
  for (const id of articleIds) {
    const story = storyOf.get(id) ?? null;
    out.set(id, { story, newspapers: story === null ? 1 : (newspapers.get(story) ?? 1) });
  }
  return out;
}
