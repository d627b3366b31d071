import { sql } from "kysely";
import type { Cursor } from "../text/cursor.js";
import { type WindowSlug, windowStart } from "../text/windows.js";
import { webUrl } from "../text/safe-url.js";
import type { Db } from "../db/schema.js";
import { countCoverage } from "./story-coverage.server.js";
import { chunks } from "../text/chunks.js";
import { type Genre, genreOf } from "../text/genre.js";

/** A department as cards name it. */
export interface DepartmentRef {
  slug: string;
  name: string;
}

/** What a listing needs to know about one article; only the fields cards show travel to the page. */
export interface ArticleCard {
  id: number;
  title: string;
  summary: string;
  publishedAt: number;
  imageUrl: string | null;
  newspaper: { slug: string; name: string };
  category: { slug: string; name: string };
  /** The departments the article concerns, in the departments' order (none for national news). */
  departments: DepartmentRef[];
  /** How many newspapers report the article's story (1 when it is the only one). */
  coverage: number;
  /** The story the article belongs to (its page is /historias/{id}); null until it is placed. */
  storyId: number | null;
  /** "opinion" or "analisis" for commentary, which cards label; null for news. */
  genre: Genre | null;
}

/** A municipality as the article page names it: its DIVIPOLA code, name and department. */
export interface MunicipalityRef {
  code: string;
  name: string;
  department: DepartmentRef;
}

/** An article with everything the article page shows. */
export interface ArticleDetail extends ArticleCard {
  url: string;
  author: string | null;
  /** The municipalities the article is about, in DANE's order. */
  municipalities: MunicipalityRef[];
  /** The newspaper's home page and home department, for the article page's credits. */
  newspaperSiteUrl: string;
}

/** Which articles a listing shows: at most one of category, newspaper or department, and a window. */
export interface ArticleFilter {
  category?: string;
  newspaperId?: number;
  department?: string;
  /** Only articles about this municipality (DIVIPOLA code); with a department, those about both. */
  municipality?: string;
  window?: WindowSlug;
  /** Only articles published at or after this time (epoch ms), for windows other than the named ones. */
  since?: number;
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
  return (
    db
      .selectFrom("articles as a")
      .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
      .innerJoin("categories as c", "c.slug", "a.category_slug")
      // The feed's address and title can say "análisis" when the article's own URL does not.
      .leftJoin("feeds as f", "f.id", "a.feed_id")
      .select([
        "a.id",
        "a.title",
        "a.summary",
        "a.published_at",
        "a.image_url",
        "n.slug as newspaper_slug",
        "n.name as newspaper_name",
        "c.slug as category_slug",
        "c.name as category_name",
        "a.url as article_url",
        "f.url as feed_url",
        "f.title as feed_title",
        "a.story_id",
      ])
  );
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["executeTakeFirstOrThrow"]>>;

/** Turns a row of cardQuery into the card pages show (departments are attached by withDepartments). */
export function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    publishedAt: Number(row.published_at),
    imageUrl: webUrl(row.image_url),
    newspaper: { slug: row.newspaper_slug, name: row.newspaper_name },
    category: { slug: row.category_slug, name: row.category_name },
    departments: [],
    coverage: 1,
    storyId: row.story_id,
    genre: genreOf({ categorySlug: row.category_slug, url: row.article_url, feedUrl: row.feed_url, feedTitle: row.feed_title }),
  };
}

/** The departments and the coverage of a set of articles (what withDepartments adds to their cards). */
export interface CardExtras {
  coverage: Map<number, number>;
  departments: Map<number, DepartmentRef[]>;
}

/** Reads the departments and coverage of these articles: two queries however many lists of cards they fill. */
export async function readCardExtras(db: Db, ids: readonly number[]): Promise<CardExtras> {
  if (ids.length === 0) return { coverage: new Map(), departments: new Map() };
  const coverage = await countCoverage(db, ids);
  const departments = new Map<number, DepartmentRef[]>();
  for (const chunk of chunks([...ids], 500)) {
    const rows = await db
      .selectFrom("article_departments as ad")
      .innerJoin("departments as d", "d.slug", "ad.department_slug")
      .select(["ad.article_id", "d.slug", "d.name"])
      .where("ad.article_id", "in", chunk)
      .orderBy("d.position")
      .execute();
    for (const row of rows)
      departments.set(row.article_id, [...(departments.get(row.article_id) ?? []), { slug: row.slug, name: row.name }]);
  }
  return { coverage, departments };
}

/**
 * Cards with their departments and coverage from extras read for several lists at once; each card
 * gets its own department objects, as if its list had been read alone (a page's data never shares
 * one object between two places, so it serialises the same way).
 */
export function withCardExtras<T extends ArticleCard>(cards: T[], extras: CardExtras): T[] {
  return cards.map((card) => ({
    ...card,
    departments: (extras.departments.get(card.id) ?? []).map((department) => ({ ...department })),
    coverage: extras.coverage.get(card.id) ?? 1,
  }));
}

/** Fills in the departments of a page of cards and how many newspapers cover each card's story. */
export async function withDepartments<T extends ArticleCard>(db: Db, cards: T[]): Promise<T[]> {
  if (cards.length === 0) return cards;
  return withCardExtras(
    cards,
    await readCardExtras(
      db,
      cards.map((card) => card.id),
    ),
  );
}

/** The cards of a query's rows, departments included. */
export async function cardsOf(db: Db, rows: CardRow[]): Promise<ArticleCard[]> {
  return withDepartments(db, rows.map(toCard));
}

/** The cards of the given ids that still exist, in the order given (a saved list: deleted articles drop out). */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db)
    .where("a.id", "in", [...ids])
    .execute();
  const cards = await cardsOf(db, rows);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A listing's filter without its page position. */
export type ListingFilter = Omit<ArticleFilter, "before" | "limit">;

/**
 * The card query narrowed to a listing's filter, with the columns it sorts on. Department
 * listings sort on the join table's copy of the date so that one index serves them.
 */
function filteredCards(db: Db, filter: ListingFilter, counting = false) {
  // Counting needs no card columns: without the joins to newspapers and categories (always
  // satisfied, by foreign keys) SQLite counts index entries instead of reading every row. The
  // conditions below only name "a" and "ad" columns, which both shapes have.
  let query = counting ? (db.selectFrom("articles as a").select("a.id") as unknown as ReturnType<typeof cardQuery>) : cardQuery(db);
  // A municipality's articles are few: its own index range (municipality, date) is walked, and the
  // department, when named too, checked per article.
  const joined = filter.municipality ? "am" : filter.department ? "ad" : "a";
  const time = sql.ref<number>(`${joined}.published_at`);
  const id = sql.ref<number>(joined === "a" ? "a.id" : `${joined}.article_id`);
  if (filter.municipality) {
    query = query
      .innerJoin("article_municipalities as am", "am.article_id", "a.id")
      .where("am.municipality_code", "=", filter.municipality) as unknown as typeof query;
    if (filter.department) {
      const department = filter.department;
      query = query.where("a.id", "in", (eb) =>
        eb.selectFrom("article_departments as md").select("md.article_id").where("md.department_slug", "=", department),
      );
    }
  } else if (filter.department) {
    // The join only adds "ad" columns, which are referenced through sql.ref.
    query = query
      .innerJoin("article_departments as ad", "ad.article_id", "a.id")
      .where("ad.department_slug", "=", filter.department) as unknown as typeof query;
  }
  if (filter.category) query = query.where("a.category_slug", "=", filter.category);
  if (filter.newspaperId !== undefined) query = query.where("a.newspaper_id", "=", filter.newspaperId);
  if (filter.window) query = query.where(time, ">=", windowStart(filter.window, filter.now));
  if (filter.since !== undefined) query = query.where(time, ">=", filter.since);
  return { query, time, id };
}

/**
 * Newest articles matching the filter, one keyset page. Sorting by (published_at, id) and
 * starting after the previous page's last pair means new arrivals never shift a reader's page.
 */
export async function listArticles(db: Db, filter: ArticleFilter): Promise<ArticlePage> {
  const { rows, more } = await listArticleRows(db, filter);
  const articles = await cardsOf(db, rows);
  const last = articles[articles.length - 1];
  const nextCursor = more && last ? { publishedAt: last.publishedAt, id: last.id } : null;
  return { articles, nextCursor };
}

/** The rows of one keyset page (cards without departments and coverage), and whether more follow. */
export async function listArticleRows(db: Db, filter: ArticleFilter): Promise<{ rows: CardRow[]; more: boolean }> {
  const { query: filtered, time, id } = filteredCards(db, filter);
  let query = filtered;
  const before = filter.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([eb(time, "<", before.publishedAt), eb.and([eb(time, "=", before.publishedAt), eb(id, "<", before.id)])]),
    );
  }
  const rows = await query
    .orderBy(time, "desc")
    .orderBy(id, "desc")
    .limit(filter.limit + 1)
    .execute();
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/**
 * The `before` cursor of the page that precedes a page starting at `first` (its newest article):
 * the article `pageSize + 1` places newer than `first`, or null when the preceding page is the
 * listing's first. One index walk of at most pageSize + 1 entries, like a page itself.
 */
export async function previousPageCursor(db: Db, filter: ListingFilter, first: Cursor, pageSize: number): Promise<Cursor | null> {
  const { query, time, id } = filteredCards(db, filter, true);
  const row = await query
    .clearSelect()
    .select([time.as("t"), id.as("i")])
    .where((eb) => eb.or([eb(time, ">", first.publishedAt), eb.and([eb(time, "=", first.publishedAt), eb(id, ">", first.id)])]))
    .orderBy(time, "asc")
    .orderBy(id, "asc")
    .limit(1)
    .offset(pageSize)
    .executeTakeFirst();
  return row ? { publishedAt: Number(row.t), id: Number(row.i) } : null;
}

/** Ids and publication times of the newest articles since a time, for sitemaps (no joins). */
export async function listArticleStamps(db: Db, options: { since: number; limit: number }): Promise<{ id: number; publishedAt: number }[]> {
  const rows = await db
    .selectFrom("articles")
    .select(["id", "published_at"])
    .where("published_at", ">=", options.since)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ id: row.id, publishedAt: Number(row.published_at) }));
}

/**
 * The counter (article_counts, kept by triggers) that answers a filter, or null when the filter
 * needs counting: a time window, or more than one of category, newspaper and department.
 */
function counterScope(filter: ListingFilter): string | null {
  if (filter.window || filter.since !== undefined || filter.municipality) return null;
  const scopes = [
    filter.category ? `c:${filter.category}` : null,
    filter.newspaperId !== undefined ? `n:${filter.newspaperId}` : null,
    filter.department ? `d:${filter.department}` : null,
  ].filter((scope): scope is string => scope !== null);
  if (scopes.length > 1) return null;
  return scopes[0] ?? "";
}

/** How many articles match the filter (cursor and limit ignored), for a listing's heading. */
export async function countArticles(db: Db, filter: ListingFilter): Promise<number> {
  const scope = counterScope(filter);
  if (scope !== null) {
    // A whole listing: its counter, instead of counting up to a million rows.
    const row = await db.selectFrom("article_counts").select("articles").where("scope", "=", scope).executeTakeFirst();
    return Number(row?.articles ?? 0);
  }
  const { query } = filteredCards(db, filter, true);
  const row = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many articles matching the filter are newer than `after` (the newest one a reader was
 * shown), counting at most `cap`: a listing only needs to say "12 noticias nuevas" or "más de 99".
 */
export async function countArticlesAfter(db: Db, filter: ListingFilter, after: Cursor, cap: number): Promise<number> {
  const { query, time, id } = filteredCards(db, filter, true);
  const newer = query
    .clearSelect()
    .select(sql<number>`1`.as("one"))
    .where((eb) => eb.or([eb(time, ">", after.publishedAt), eb.and([eb(time, "=", after.publishedAt), eb(id, ">", after.id)])]))
    .limit(cap);
  const row = await db
    .selectFrom(newer.as("n"))
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One article with its departments and municipalities, or null when the id names none. */
export async function getArticle(db: Db, id: number): Promise<ArticleDetail | null> {
  const row = await cardQuery(db).select(["a.url", "a.author", "n.site_url"]).where("a.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [card] = await withDepartments(db, [toCard(row)]);
  const municipalities = await db
    .selectFrom("article_municipalities as am")
    .innerJoin("municipalities as m", "m.code", "am.municipality_code")
    .innerJoin("departments as d", "d.slug", "m.department_slug")
    .select(["m.code", "m.name", "d.slug as department_slug", "d.name as department_name"])
    .where("am.article_id", "=", id)
    .orderBy("m.position")
    .execute();
  // Only an http(s) link reaches the page (see webUrl); the newspaper's site stands in otherwise.
  return {
    ...(card as ArticleCard),
    url: webUrl(row.url) ?? row.site_url,
    author: row.author,
    newspaperSiteUrl: row.site_url,
    municipalities: municipalities.map((m) => ({
      code: m.code,
      name: m.name,
      department: { slug: m.department_slug, name: m.department_name },
    })),
  };
}

/** A grouping of articles that listings of entities can count by. */
export type CountDimension = "category" | "newspaper" | "department";

/** Where each dimension's entities and dated rows are, and the (column, published_at) index that joins them. */
const COUNT_SOURCES = {
  category: { entities: "categories", key: "slug", rows: "articles", column: "category_slug" },
  newspaper: { entities: "newspapers", key: "id", rows: "articles", column: "newspaper_id" },
  department: { entities: "departments", key: "slug", rows: "article_departments", column: "department_slug" },
} as const;

/**
 * How many articles each category, newspaper or department has had since a time (and before
 * `until`, when given), by slug; entities without any are left out. One count per entity over its
 * own (entity, published_at) index range: only the period's rows are read, where grouping the
 * period's rows by entity would read every row (or, for departments, the whole index) of a large
 * store.
 */
export async function countArticlesSince(
  db: Db,
  by: CountDimension,
  since: number,
  until = Number.MAX_SAFE_INTEGER,
): Promise<Map<string, number>> {
  const source = COUNT_SOURCES[by];
  const { rows } = await sql<{ slug: string; count: number }>`
    select e.slug as slug, (
      select count(*) from ${sql.table(source.rows)} r
      where r.${sql.ref(source.column)} = e.${sql.ref(source.key)} and r.published_at >= ${since} and r.published_at < ${until}
    ) as count
    from ${sql.table(source.entities)} e
  `.execute(db);
  return new Map(rows.filter((row) => Number(row.count) > 0).map((row) => [row.slug, Number(row.count)]));
}
