/*
 * A department's daily edition: the stories about it published since Bogotá's midnight, one line
 * per story, each with its newest version and how many newspapers tell it.
 */
import type { Db } from "../db/schema.js";
import { chunks } from "../text/chunks.js";
import { type ArticleCard, cardQuery, toCard, withDepartments } from "./article.server.js";

/** One line of a daily edition. */
export interface DayStory {
  /** The story's page is /historias/{storyId}; null for an article not yet placed in a story. */
  storyId: number | null;
  /** Distinct newspapers that have told the story so far. */
  newspapers: number;
  /** The story's newest version (published up to the edition's time), as a card. */
  newest: ArticleCard;
}

/** What a daily edition covers. */
export interface DayStoriesOptions {
  department: string;
  /** The day's start (Bogotá's midnight) and the edition's time, epoch ms. */
  since: number;
  until: number;
  limit: number;
}

/**
 * The day's stories about a department: every story with an article about it published in
 * [since, until], the most widely told first, then the most recently updated. A story's newest
 * version may come from any newspaper, even one that did not name the department.
 */
export async function listDayStories(db: Db, options: DayStoriesOptions): Promise<DayStory[]> {
  const tagged = await db
    .selectFrom("article_departments as ad")
    .innerJoin("articles as a", "a.id", "ad.article_id")
    .select(["a.id", "a.story_id", "a.published_at"])
    .where("ad.department_slug", "=", options.department)
    .where("ad.published_at", ">=", options.since)
    .where("ad.published_at", "<=", options.until)
    .execute();
  if (tagged.length === 0) return [];
  const storyIds = [...new Set(tagged.map((row) => row.story_id).filter((id): id is number => id !== null))];
  const lines = new Map<string, { storyId: number | null; newest: { id: number; publishedAt: number }; newspapers: Set<number> }>();
  for (const list of chunks(storyIds, 300)) {
    const versions = await db
      .selectFrom("articles")
      .select(["id", "story_id", "newspaper_id", "published_at"])
      .where("story_id", "in", list)
      .where("published_at", "<=", options.until)
      .execute();
    for (const version of versions) {
      const key = `s${version.story_id}`;
      const line = lines.get(key) ?? {
        storyId: version.story_id,
        newest: { id: version.id, publishedAt: -1 },
        newspapers: new Set<number>(),
      };
      line.newspapers.add(version.newspaper_id);
      const publishedAt = Number(version.published_at);
      if (publishedAt > line.newest.publishedAt || (publishedAt === line.newest.publishedAt && version.id > line.newest.id))
        line.newest = { id: version.id, publishedAt };
      lines.set(key, line);
    }
  }
  // Articles not yet placed in a story stand alone.
  for (const row of tagged) {
    if (row.story_id === null)
      lines.set(`a${row.id}`, { storyId: null, newest: { id: row.id, publishedAt: Number(row.published_at) }, newspapers: new Set([0]) });
  }
  const chosen = [...lines.values()]
    .sort((a, b) => b.newspapers.size - a.newspapers.size || b.newest.publishedAt - a.newest.publishedAt || b.newest.id - a.newest.id)
    .slice(0, options.limit);
  const cards = await withDepartments(
    db,
    (
      await cardQuery(db)
        .where(
          "a.id",
          "in",
          chosen.map((line) => line.newest.id),
        )
        .execute()
    ).map(toCard),
  );
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const out: DayStory[] = [];
  for (const line of chosen) {
    const newest = cardOf.get(line.newest.id);
    if (newest) out.push({ storyId: line.storyId, newspapers: line.newspapers.size, newest });
  }
  return out;
}
