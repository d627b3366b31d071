/*
 * Stories ranked by how many newspapers cover them, decayed by age: the front page's top stories,
 * the department headlines and the reports' most covered stories.
 */
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
  // One walk of the window's articles, oldest first along articles_recent: each story's counts,
  // first and last article and lead come from these rows (grouping them in SQLite cost two temp
  // b-trees, and the leads and the regional stories were two more passes over the same rows).
  let query = db
    .selectFrom("articles as a")
    .select(["a.id", "a.story_id", "a.newspaper_id", "a.published_at"])
    .where("a.published_at", ">=", since)
    .where("a.published_at", "<=", options.now)
    .where("a.story_id", "is not", null)
    .orderBy("a.published_at")
    .orderBy("a.id");
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
  const [rows, own] = await Promise.all([
    query.execute(),
    // The department's own newspapers.
    options.regionalFor
      ? db.selectFrom("newspapers").select("id").where("home_department", "=", options.regionalFor).execute()
      : Promise.resolve([]),
  ]);
  const ownNewspapers = new Set(own.map((row) => row.id));
  const stories = new Map<
    number,
    { newspapers: Set<number>; articles: number; first: number; last: number; lead: number; regional: boolean }
  >();
  for (const row of rows) {
    const storyId = row.story_id as number;
    const publishedAt = Number(row.published_at);
    const isRegional = ownNewspapers.has(row.newspaper_id);
    const story = stories.get(storyId);
    if (!story) {
      stories.set(storyId, {
        newspapers: new Set([row.newspaper_id]),
        articles: 1,
        first: publishedAt,
        last: publishedAt,
        lead: row.id,
        regional: isRegional,
      });
      continue;
    }
    story.newspapers.add(row.newspaper_id);
    story.articles += 1;
    story.last = publishedAt;
    // The lead: the story's first article, or the first of the department's own newspapers.
    if (isRegional && !story.regional) {
      story.lead = row.id;
      story.regional = true;
    }
  }
  const ranked = [...stories]
    .filter(([, story]) => story.newspapers.size >= (options.minNewspapers ?? 1))
    .map(([storyId, story]) => {
      const newspapers = story.newspapers.size;
      const weight = story.regional ? REGIONAL_WEIGHT : 1;
      return {
        storyId,
        newspapers,
        articles: story.articles,
        firstPublishedAt: story.first,
        lastPublishedAt: story.last,
        score: weight * newspapers * 2 ** (-Math.max(0, options.now - story.first) / halfLife),
        lead: story.lead,
      };
    })
    .sort((a, b) => b.score - a.score || b.lastPublishedAt - a.lastPublishedAt || b.storyId - a.storyId)
    .slice(0, options.limit);
  if (ranked.length === 0) return [];
  const leadOf = new Map(ranked.map((story) => [story.storyId, story.lead]));
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
