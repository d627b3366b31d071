import { sql } from "kysely";
import type { Cursor } from "../lib/cursor.js";
import { type WindowSlug, windowStart } from "../lib/windows.js";
import type { Db, NewArticle } from "../db/schema.js";

/** What a listing needs to know about one article; only the fields cards show travel to the page. */
export interface ArticleCard {
  id: number;
  title: string;
  summary: string;
  publishedAt: number;
  newspaper: { slug: string; name: string };
  category: { slug: string; name: string };
}

/** An article with everything the article page shows. */
export interface ArticleDetail extends ArticleCard {
  url: string;
  imageUrl: string | null;
  author: string | null;
  departments: { slug: string; name: string }[];
}

/** Which articles a listing shows: at most one of category, newspaper or department, and a window. */
export interface ArticleFilter {
  category?: string;
  newspaperId?: number;
  department?: string;
  window?: WindowSlug;
  /** The last article of the previous page; the page starts strictly after it. */
  before?: Cursor | null;
  limit: number;
  now: number;
}

/** One page of a listing and the cursor of the next, null on the last page. */
export interface ArticlePage {
  articles: ArticleCard[];
  nextCursor: Cursor | null;
}

/** The articles query with the joins and columns an ArticleCard needs; callers add filters. */
export function cardQuery(db: Db) {
  return db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .innerJoin("categories as c", "c.slug", "a.category_slug")
    .select([
      "a.id",
      "a.title",
      "a.summary",
      "a.published_at",
      "n.slug as newspaper_slug",
      "n.name as newspaper_name",
      "c.slug as category_slug",
      "c.name as category_name",
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["executeTakeFirstOrThrow"]>>;

/** Turns a row of cardQuery into the card pages show. */
export function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    publishedAt: Number(row.published_at),
    newspaper: { slug: row.newspaper_slug, name: row.newspaper_name },
    category: { slug: row.category_slug, name: row.category_name },
  };
}

/** A listing's filter without its page position. */
export type ListingFilter = Omit<ArticleFilter, "before" | "limit">;

/**
 * The card query narrowed to a listing's filter, with the columns it sorts on. Department
 * listings sort on the join table's copy of the date so that one index serves them.
 */
function filteredCards(db: Db, filter: ListingFilter) {
  let query = cardQuery(db);
  const time = sql.ref<number>(filter.department ? "ad.published_at" : "a.published_at");
  const id = sql.ref<number>(filter.department ? "ad.article_id" : "a.id");
  if (filter.department) {
    // The join only adds "ad" columns, which are referenced through sql.ref.
    query = query
      .innerJoin("article_departments as ad", "ad.article_id", "a.id")
      .where("ad.department_slug", "=", filter.department) as unknown as typeof query;
  }
  if (filter.category) query = query.where("a.category_slug", "=", filter.category);
  if (filter.newspaperId !== undefined) query = query.where("a.newspaper_id", "=", filter.newspaperId);
  if (filter.window) query = query.where(time, ">=", windowStart(filter.window, filter.now));
  return { query, time, id };
}

/**
 * Newest articles matching the filter, one keyset page. Sorting by (published_at, id) and
 * starting after the previous page's last pair means new arrivals never shift a reader's page.
 */
export async function listArticles(db: Db, filter: ArticleFilter): Promise<ArticlePage> {
  const { query: filtered, time, id } = filteredCards(db, filter);
  let query = filtered;
  const before = filter.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([eb(time, "<", before.publishedAt), eb.and([eb(time, "=", before.publishedAt), eb(id, "<", before.id)])]),
    );
  }
  const rows = await query.orderBy(time, "desc").orderBy(id, "desc").limit(filter.limit + 1).execute();
  const articles = rows.slice(0, filter.limit).map(toCard);
  const last = articles[articles.length - 1];
  const nextCursor = rows.length > filter.limit && last ? { publishedAt: last.publishedAt, id: last.id } : null;
  return { articles, nextCursor };
}

/** How many articles match the filter (cursor and limit ignored), for a listing's heading. */
export async function countArticles(db: Db, filter: ListingFilter): Promise<number> {
  const { query } = filteredCards(db, filter);
  const row = await query.clearSelect().select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many articles matching the filter are newer than `after` (the newest one a reader was
 * shown), counting at most `cap`: a listing only needs to say "12 noticias nuevas" or "más de 99".
 */
export async function countArticlesAfter(db: Db, filter: ListingFilter, after: Cursor, cap: number): Promise<number> {
  const { query, time, id } = filteredCards(db, filter);
  const newer = query
    .clearSelect()
    .select(sql<number>`1`.as("one"))
    .where((eb) => eb.or([eb(time, ">", after.publishedAt), eb.and([eb(time, "=", after.publishedAt), eb(id, ">", after.id)])]))
    .limit(cap);
  const row = await db.selectFrom(newer.as("n")).select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One article with its departments, or null when the id names none. */
export async function getArticle(db: Db, id: number): Promise<ArticleDetail | null> {
  const row = await cardQuery(db)
    .select(["a.url", "a.image_url", "a.author"])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const departments = await db
    .selectFrom("article_departments as ad")
    .innerJoin("departments as d", "d.slug", "ad.department_slug")
    .select(["d.slug", "d.name"])
    .where("ad.article_id", "=", id)
    .orderBy("d.position")
    .execute();
  return { ...toCard(row), url: row.url, imageUrl: row.image_url, author: row.author, departments };
}

/** An article to store, with the departments it concerns. */
export interface ArticleInput extends Omit<NewArticle, "id"> {
  departments?: string[];
}

/** What writing a batch did: the ids in input order, and how many rows were new, changed or untouched. */
export interface WriteSummary {
  ids: number[];
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Writes articles inside the caller's transaction, oldest first so that ids follow time.
 * An article is identified by its canonical URL, then by (feed, guid): a re-fetched item updates
 * its title, summary, image, category and departments instead of adding a second row, and an
 * item whose fields did not change is not rewritten at all.
 */
export async function writeArticles(trx: Db, items: ArticleInput[]): Promise<WriteSummary> {
  const order = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.published_at - b.item.published_at);
  const summary: WriteSummary = { ids: new Array<number>(items.length), inserted: 0, updated: 0, unchanged: 0 };
  const columns = ["id", "url", "title", "summary", "image_url", "category_slug", "published_at"] as const;
  for (const { item, index } of order) {
    const { departments = [], ...row } = item;
    const wanted = [...new Set(departments)].sort();
    let existing = await trx.selectFrom("articles").select(columns).where("url", "=", row.url).executeTakeFirst();
    if (!existing && row.guid && row.feed_id !== null && row.feed_id !== undefined) {
      existing = await trx
        .selectFrom("articles")
        .select(columns)
        .where("feed_id", "=", row.feed_id)
        .where("guid", "=", row.guid)
        .executeTakeFirst();
    }
    if (!existing) {
      const { id } = await trx.insertInto("articles").values(row).returning("id").executeTakeFirstOrThrow();
      if (wanted.length > 0) {
        await trx
          .insertInto("article_departments")
          .values(wanted.map((slug) => ({ article_id: id, department_slug: slug, published_at: row.published_at })))
          .execute();
      }
      summary.ids[index] = id;
      summary.inserted += 1;
      continue;
    }
    summary.ids[index] = existing.id;
    const stored = await trx
      .selectFrom("article_departments")
      .select("department_slug")
      .where("article_id", "=", existing.id)
      .orderBy("department_slug")
      .execute();
    const storedDepartments = stored.map((d) => d.department_slug);
    const contentChanged =
      existing.title !== row.title ||
      existing.summary !== (row.summary ?? "") ||
      existing.image_url !== (row.image_url ?? null) ||
      existing.category_slug !== row.category_slug;
    const urlChanged = existing.url !== row.url;
    const departmentsChanged = storedDepartments.join(",") !== wanted.join(",");
    if (!contentChanged && !urlChanged && !departmentsChanged) {
      summary.unchanged += 1;
      continue;
    }
    if (contentChanged || urlChanged) {
      await trx
        .updateTable("articles")
        .set({
          title: row.title,
          summary: row.summary ?? "",
          image_url: row.image_url ?? null,
          category_slug: row.category_slug,
          updated_at: row.updated_at,
          // Found by (feed, guid) under a new address: follow the publisher's new canonical URL.
          ...(urlChanged ? { url: row.url } : {}),
        })
        .where("id", "=", existing.id)
        .execute();
    }
    if (departmentsChanged) {
      await trx.deleteFrom("article_departments").where("article_id", "=", existing.id).execute();
      if (wanted.length > 0) {
        await trx
          .insertInto("article_departments")
          .values(wanted.map((slug) => ({ article_id: existing.id, department_slug: slug, published_at: Number(existing.published_at) })))
          .execute();
      }
    }
    summary.updated += 1;
  }
  return summary;
}

/** Writes articles in a transaction of their own (see writeArticles); returns the ids in input order. */
export async function upsertArticles(db: Db, items: ArticleInput[]): Promise<number[]> {
  return (await db.transaction().execute((trx) => writeArticles(trx, items))).ids;
}

/** A grouping of articles that listings of entities can count by. */
export type CountDimension = "category" | "newspaper" | "department";

/** How many articles each category, newspaper or department has had since a time (and before `until`, when given), by slug. */
export async function countArticlesSince(db: Db, by: CountDimension, since: number, until = Number.MAX_SAFE_INTEGER): Promise<Map<string, number>> {
  let rows: { slug: string; count: number }[];
  if (by === "department") {
    rows = await db
      .selectFrom("article_departments")
      .select(["department_slug as slug", sql<number>`count(*)`.as("count")])
      .where("published_at", ">=", since)
      .where("published_at", "<", until)
      .groupBy("department_slug")
      .execute();
  } else if (by === "category") {
    rows = await db
      .selectFrom("articles")
      .select(["category_slug as slug", sql<number>`count(*)`.as("count")])
      .where("published_at", ">=", since)
      .where("published_at", "<", until)
      .groupBy("category_slug")
      .execute();
  } else {
    rows = await db
      .selectFrom("articles as a")
      .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
      .select(["n.slug as slug", sql<number>`count(*)`.as("count")])
      .where("a.published_at", ">=", since)
      .where("a.published_at", "<", until)
      .groupBy("n.slug")
      .execute();
  }
  return new Map(rows.map((row) => [row.slug, Number(row.count)]));
}
