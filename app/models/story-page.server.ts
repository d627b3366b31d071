/*
 * Reading one story whole, for its page (/historias/{id}), its feed and its payload: every
 * article of the story, who covers it (national and regional newspapers), its categories and
 * departments, and which newspapers usually cover its subject and have not told it. Placement
 * (app/ingest/cluster/) writes stories; this file only reads them.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema.js";
import { webUrl } from "../text/safe-url.js";
import { type ArticleCard, cardQuery, type DepartmentRef, toCard, withDepartments } from "./article.server.js";

/** What a story id in an address names. */
export type StoryLookup =
  /** A story with articles. */
  | { kind: "story"; id: number }
  /** An article that is no longer the first of a story (its story was merged into an older one): its story now. */
  | { kind: "moved"; id: number }
  | null;

/**
 * Finds the story an id names: a story's id is its first article's id, so an id whose story was
 * absorbed by an older one (a merge) still leads to the story that article belongs to now.
 */
export async function findStory(db: Db, id: number): Promise<StoryLookup> {
  const article = await db.selectFrom("articles").select("story_id").where("id", "=", id).executeTakeFirst();
  if (article?.story_id === id) return { kind: "story", id };
  if (article && article.story_id !== null) return { kind: "moved", id: article.story_id };
  // The story's first article may have been deleted while the rest of the story stays.
  const member = await db.selectFrom("articles").select("id").where("story_id", "=", id).limit(1).executeTakeFirst();
  return member ? { kind: "story", id } : null;
}

/** One article of a story, as its page lists it. */
export interface StoryArticle extends ArticleCard {
  /** The address of the article on the newspaper's site. */
  url: string;
  /** The newspaper's home department for a regional newspaper; null for a national one. */
  newspaperRegion: DepartmentRef | null;
}

/** How big a story is, and when it was told. */
export interface StoryTotals {
  articles: number;
  newspapers: number;
  firstPublishedAt: number;
  lastPublishedAt: number;
  /** The highest article id in the story: articles stored later have higher ids (new versions). */
  newestId: number;
}

/** The story's counts and times; null when it has no articles. */
export async function getStoryTotals(db: Db, storyId: number): Promise<StoryTotals | null> {
  const row = await db
    .selectFrom("articles")
    .select([
      sql<number>`count(*)`.as("articles"),
      sql<number>`count(distinct newspaper_id)`.as("newspapers"),
      sql<number>`min(published_at)`.as("first"),
      sql<number>`max(published_at)`.as("last"),
      sql<number>`max(id)`.as("newest"),
    ])
    .where("story_id", "=", storyId)
    .executeTakeFirst();
  if (!row || Number(row.articles) === 0) return null;
  return {
    articles: Number(row.articles),
    newspapers: Number(row.newspapers),
    firstPublishedAt: Number(row.first),
    lastPublishedAt: Number(row.last),
    newestId: Number(row.newest),
  };
}

/** The story's articles in the order they were published (oldest first, or newest first for feeds), at most `limit`. */
export async function listStoryArticles(
  db: Db,
  storyId: number,
  limit: number,
  order: "oldest" | "newest" = "oldest",
): Promise<StoryArticle[]> {
  const direction = order === "oldest" ? "asc" : "desc";
  const rows = await cardQuery(db)
    .leftJoin("departments as home", "home.slug", "n.home_department")
    .select(["a.url", "n.site_url", "home.slug as home_slug", "home.name as home_name"])
    .where("a.story_id", "=", storyId)
    .orderBy("a.published_at", direction)
    .orderBy("a.id", direction)
    .limit(limit)
    .execute();
  const cards = await withDepartments(
    db,
    rows.map((row) => ({
      ...toCard(row),
      // Only an http(s) link reaches the page (see webUrl); the newspaper's site stands in otherwise.
      url: webUrl(row.url) ?? row.site_url,
      newspaperRegion: row.home_slug && row.home_name ? { slug: row.home_slug, name: row.home_name } : null,
    })),
  );
  return cards;
}

/** A category or department of a story, with how many of its articles have it. */
export interface StoryFacet {
  slug: string;
  name: string;
  articles: number;
}

/** The story's categories and departments, most frequent first (over every article, not only those listed). */
export async function listStoryFacets(db: Db, storyId: number): Promise<{ categories: StoryFacet[]; departments: StoryFacet[] }> {
  const [categories, departments] = await Promise.all([
    db
      .selectFrom("articles as a")
      .innerJoin("categories as c", "c.slug", "a.category_slug")
      .select(["c.slug", "c.name", sql<number>`count(*)`.as("articles")])
      .where("a.story_id", "=", storyId)
      .groupBy(["c.slug", "c.name", "c.position"])
      .orderBy(sql`count(*)`, "desc")
      .orderBy("c.position")
      .execute(),
    db
      .selectFrom("articles as a")
      .innerJoin("article_departments as ad", "ad.article_id", "a.id")
      .innerJoin("departments as d", "d.slug", "ad.department_slug")
      .select(["d.slug", "d.name", sql<number>`count(*)`.as("articles")])
      .where("a.story_id", "=", storyId)
      .groupBy(["d.slug", "d.name", "d.position"])
      .orderBy(sql`count(*)`, "desc")
      .orderBy("d.position")
      .execute(),
  ]);
  const facet = (row: { slug: string; name: string; articles: number }) => ({
    slug: row.slug,
    name: row.name,
    articles: Number(row.articles),
  });
  return { categories: categories.map(facet), departments: departments.map(facet) };
}

/** A newspaper that covers a story: how many of its articles, and when it first told it. */
export interface StoryNewspaper {
  id: number;
  slug: string;
  name: string;
  /** Home department of a regional newspaper; null for a national one. */
  region: DepartmentRef | null;
  articles: number;
  firstPublishedAt: number;
}

/** Every newspaper of the story, in the order they first told it. */
export async function listStoryNewspapers(db: Db, storyId: number): Promise<StoryNewspaper[]> {
  const rows = await db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .leftJoin("departments as home", "home.slug", "n.home_department")
    .select([
      "n.id",
      "n.slug",
      "n.name",
      "home.slug as home_slug",
      "home.name as home_name",
      sql<number>`count(*)`.as("articles"),
      sql<number>`min(a.published_at)`.as("first"),
    ])
    .where("a.story_id", "=", storyId)
    .groupBy(["n.id", "n.slug", "n.name", "home.slug", "home.name"])
    .orderBy(sql`min(a.published_at)`)
    .orderBy("n.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    region: row.home_slug && row.home_name ? { slug: row.home_slug, name: row.home_name } : null,
    articles: Number(row.articles),
    firstPublishedAt: Number(row.first),
  }));
}

/** A newspaper that often tells stories of a department or category. */
export interface UsualNewspaper {
  slug: string;
  name: string;
  /** Distinct stories of the subject it published in the period. */
  stories: number;
}

/** What usual coverage is measured on: a department or a category, over [from, to). */
export interface UsualCoverageQuery {
  subject: { kind: "department" | "category"; slug: string };
  from: number;
  to: number;
  /** Newspapers with fewer distinct stories of the subject in the period are left out. */
  minStories: number;
  /** Newspapers left out (those that told the story). */
  excludeNewspaperIds: readonly number[];
}

/**
 * The newspapers that told at least `minStories` distinct stories of a department or category in
 * a period, most first: the ones a reader would expect to tell a story of that subject. Reads one
 * index range (article_departments_recent or articles_category_recent).
 */
export async function listUsualNewspapers(db: Db, query: UsualCoverageQuery): Promise<UsualNewspaper[]> {
  const stories = sql<number>`count(distinct a.story_id)`;
  const exclude = [...query.excludeNewspaperIds];
  const rows =
    query.subject.kind === "department"
      ? await db
          .selectFrom("article_departments as ad")
          .innerJoin("articles as a", "a.id", "ad.article_id")
          .select(["a.newspaper_id", stories.as("stories")])
          .where("ad.department_slug", "=", query.subject.slug)
          .where("ad.published_at", ">=", query.from)
          .where("ad.published_at", "<", query.to)
          .$if(exclude.length > 0, (q) => q.where("a.newspaper_id", "not in", exclude))
          .groupBy("a.newspaper_id")
          .having(stories, ">=", query.minStories)
          .execute()
      : await db
          .selectFrom("articles as a")
          .select(["a.newspaper_id", stories.as("stories")])
          .where("a.category_slug", "=", query.subject.slug)
          .where("a.published_at", ">=", query.from)
          .where("a.published_at", "<", query.to)
          .$if(exclude.length > 0, (q) => q.where("a.newspaper_id", "not in", exclude))
          .groupBy("a.newspaper_id")
          .having(stories, ">=", query.minStories)
          .execute();
  if (rows.length === 0) return [];
  const names = await db
    .selectFrom("newspapers")
    .select(["id", "slug", "name"])
    .where(
      "id",
      "in",
      rows.map((row) => row.newspaper_id),
    )
    .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  return rows
    .map((row) => {
      const newspaper = byId.get(row.newspaper_id);
      return newspaper ? { slug: newspaper.slug, name: newspaper.name, stories: Number(row.stories) } : null;
    })
    .filter((row): row is UsualNewspaper => row !== null)
    .sort((a, b) => b.stories - a.stories || a.name.localeCompare(b.name, "es"));
}

/**
 * How many articles joined the story after the one with id `afterId` was stored (ids grow with
 * every insert, so a version published with an older date still counts), at most `cap`.
 */
export async function countStoryArticlesAfter(db: Db, storyId: number, afterId: number, cap: number): Promise<number> {
  const rows = await db.selectFrom("articles").select("id").where("story_id", "=", storyId).where("id", ">", afterId).limit(cap).execute();
  return rows.length;
}

/**
 * The story an id names (following a merge) and the headline of its first version, for the
 * contact form's "Sobre la historia"; null when the id names no story.
 */
export async function getStoryHeadline(db: Db, id: number): Promise<{ id: number; title: string } | null> {
  const found = await findStory(db, id);
  if (!found) return null;
  const first = await db
    .selectFrom("articles")
    .select("title")
    .where("story_id", "=", found.id)
    .orderBy("published_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return first ? { id: found.id, title: first.title } : null;
}
