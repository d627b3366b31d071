/*
 * Stories ranked by how many newspapers cover them, decayed by age: the front page's top stories,
 * the department headlines and the reports' most covered stories.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { type WindowSlug, windowStart } from "../text/windows.js";
import { type ArticleCard, cardQuery, toCard, withDepartments } from "./article.server.js";

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
