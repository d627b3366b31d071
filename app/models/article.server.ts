import { sql } from "kysely";
import type { Cursor } from "../lib/cursor.js";
import { type WindowSlug, windowStart } from "../lib/windows.js";
import { webUrl } from "../lib/safe-url.js";
import { deferForeignKeys, isPostgres, lockArticleWriters } from "../db/dialect.server.js";
import type { Db, NewArticle } from "../db/schema.js";
import type { ReadStoryFeatures } from "../ingest/cluster/features.js";
import { countCoverage, placeNewArticles } from "./story.server.js";

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
}

/** An article with everything the article page shows. */
export interface ArticleDetail extends ArticleCard {
  url: string;
  author: string | null;
  /** The newspaper's home page and home department, for the article page's credits. */
  newspaperSiteUrl: string;
}

/** Which articles a listing shows: at most one of category, newspaper or department, and a window. */
export interface ArticleFilter {
  category?: string;
  newspaperId?: number;
  department?: string;
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
  return db
    .selectFrom("articles as a")
    .innerJoin("newspapers as n", "n.id", "a.newspaper_id")
    .innerJoin("categories as c", "c.slug", "a.category_slug")
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
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["executeTakeFirstOrThrow"]>>;

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
  };
}

/** Fills in the departments of a page of cards and how many newspapers cover each card's story. */
export async function withDepartments<T extends ArticleCard>(db: Db, cards: T[]): Promise<T[]> {
  if (cards.length === 0) return cards;
  const coverage = await countCoverage(
    db,
    cards.map((card) => card.id),
  );
  const byArticle = new Map<number, DepartmentRef[]>();
  for (const ids of chunks(cards.map((card) => card.id), 500)) {
    const rows = await db
      .selectFrom("article_departments as ad")
      .innerJoin("departments as d", "d.slug", "ad.department_slug")
      .select(["ad.article_id", "d.slug", "d.name"])
      .where("ad.article_id", "in", ids)
      .orderBy("d.position")
      .execute();
    for (const row of rows) byArticle.set(row.article_id, [...(byArticle.get(row.article_id) ?? []), { slug: row.slug, name: row.name }]);
  }
  return cards.map((card) => ({ ...card, departments: byArticle.get(card.id) ?? [], coverage: coverage.get(card.id) ?? 1 }));
}

/** The cards of a query's rows, departments included. */
export async function cardsOf(db: Db, rows: CardRow[]): Promise<ArticleCard[]> {
  return withDepartments(db, rows.map(toCard));
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
  if (filter.since !== undefined) query = query.where(time, ">=", filter.since);
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
  const articles = await cardsOf(db, rows.slice(0, filter.limit));
  const last = articles[articles.length - 1];
  const nextCursor = rows.length > filter.limit && last ? { publishedAt: last.publishedAt, id: last.id } : null;
  return { articles, nextCursor };
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
  if (filter.window || filter.since !== undefined) return null;
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
  const row = await query.clearSelect().select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
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
  const row = await db.selectFrom(newer.as("n")).select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One article with its departments, or null when the id names none. */
export async function getArticle(db: Db, id: number): Promise<ArticleDetail | null> {
  const row = await cardQuery(db)
    .select(["a.url", "a.author", "n.site_url"])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [card] = await withDepartments(db, [toCard(row)]);
  // Only an http(s) link reaches the page (see webUrl); the newspaper's site stands in otherwise.
  return { ...(card as ArticleCard), url: webUrl(row.url) ?? row.site_url, author: row.author, newspaperSiteUrl: row.site_url };
}

/** An article to store, with the departments it concerns. */
export interface ArticleInput extends Omit<NewArticle, "id"> {
  departments?: string[];
  /** Its story features when already read (by the classifier), for story grouping (not stored). */
  story?: ReadStoryFeatures;
}

/** What writing a batch did: the ids in input order, and how many rows were new, changed or untouched. */
export interface WriteSummary {
  ids: number[];
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Rows per statement when a batch is written: well under SQLite's limit of bound variables. */
const WRITE_CHUNK = 200;

function chunks<T>(list: T[], size = WRITE_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The stored fields a re-fetched item is compared with. */
interface StoredArticle {
  id: number;
  url: string;
  title: string;
  summary: string;
  image_url: string | null;
  category_slug: string;
  published_at: number;
  feed_id: number | null;
  guid: string | null;
}

/**
 * Writes articles inside the caller's transaction, oldest first so that ids follow time.
 * An article is identified by its canonical URL, then by (feed, guid): a re-fetched item updates
 * its title, summary, image, category and departments instead of adding a second row, and an
 * item whose fields did not change is not rewritten at all. The lookups and the inserts of new
 * articles are done a few hundred rows per statement: a feed batch costs a handful of queries.
 * New articles are placed in their stories (same event across newspapers) in the same transaction.
 */
export async function writeArticles(trx: Db, items: ArticleInput[]): Promise<WriteSummary> {
  const order = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.published_at - b.item.published_at);
  const summary: WriteSummary = { ids: new Array<number>(items.length), inserted: 0, updated: 0, unchanged: 0 };
  const columns = ["id", "url", "title", "summary", "image_url", "category_slug", "published_at", "feed_id", "guid"] as const;
  // First in the transaction: on PostgreSQL another writer would otherwise decide on the same reads.
  await lockArticleWriters(trx);

  // What is already stored, by URL and by (feed, guid).
  const byUrl = new Map<string, StoredArticle>();
  const byGuid = new Map<string, StoredArticle>();
  const guidKey = (feedId: number, guid: string) => `${feedId}\u0000${guid}`;
  for (const urls of chunks([...new Set(items.map((item) => item.url))])) {
    const rows = await trx.selectFrom("articles").select(columns).where("url", "in", urls).execute();
    for (const row of rows) byUrl.set(row.url, { ...row, published_at: Number(row.published_at) });
  }
  const guidsByFeed = new Map<number, Set<string>>();
  for (const { url, guid, feed_id: feedId } of items) {
    if (byUrl.has(url) || !guid || feedId === null || feedId === undefined) continue;
    guidsByFeed.set(feedId, (guidsByFeed.get(feedId) ?? new Set()).add(guid));
  }
  for (const [feedId, guids] of guidsByFeed) {
    for (const list of chunks([...guids])) {
      const rows = await trx.selectFrom("articles").select(columns).where("feed_id", "=", feedId).where("guid", "in", list).execute();
      for (const row of rows) if (row.guid) byGuid.set(guidKey(feedId, row.guid), { ...row, published_at: Number(row.published_at) });
    }
  }
  const existingOf = (item: ArticleInput): StoredArticle | undefined =>
    byUrl.get(item.url) ??
    (item.guid && item.feed_id !== null && item.feed_id !== undefined ? byGuid.get(guidKey(item.feed_id, item.guid)) : undefined);

  // New articles: inserted in time order, so their ids follow time; a URL listed twice is stored once.
  const fresh: { item: ArticleInput; index: number }[] = [];
  const freshUrls = new Map<string, number[]>();
  const updates: { item: ArticleInput; index: number; existing: StoredArticle }[] = [];
  for (const entry of order) {
    const existing = existingOf(entry.item);
    if (existing) {
      updates.push({ ...entry, existing });
      continue;
    }
    const same = freshUrls.get(entry.item.url);
    if (same) {
      // Listed twice in one batch: one row (the earliest copy's); the repeat counts as unchanged.
      same.push(entry.index);
      summary.unchanged += 1;
      continue;
    }
    freshUrls.set(entry.item.url, [entry.index]);
    fresh.push(entry);
  }
  if (fresh.length > 0) await insertFresh(trx, fresh, freshUrls, summary);

  // Articles seen before: rewrite only what changed.
  const storedDepartments = new Map<number, string[]>();
  for (const ids of chunks([...new Set(updates.map((u) => u.existing.id))])) {
    const rows = await trx
      .selectFrom("article_departments")
      .select(["article_id", "department_slug"])
      .where("article_id", "in", ids)
      .orderBy("department_slug")
      .execute();
    for (const row of rows) storedDepartments.set(row.article_id, [...(storedDepartments.get(row.article_id) ?? []), row.department_slug]);
  }
  for (const { item, index, existing } of updates) {
    summary.ids[index] = existing.id;
    const row = withoutDepartments(item);
    const wanted = [...new Set(item.departments ?? [])].sort();
    const contentChanged =
      existing.title !== row.title ||
      existing.summary !== (row.summary ?? "") ||
      existing.image_url !== (row.image_url ?? null) ||
      existing.category_slug !== row.category_slug;
    const urlChanged = existing.url !== row.url;
    const departmentsChanged = (storedDepartments.get(existing.id) ?? []).join(",") !== wanted.join(",");
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
      // The batch may list the same article again: compare later copies with what was just written.
      Object.assign(existing, { title: row.title, summary: row.summary ?? "", image_url: row.image_url ?? null, category_slug: row.category_slug, url: row.url });
    }
    if (departmentsChanged) {
      await trx.deleteFrom("article_departments").where("article_id", "=", existing.id).execute();
      if (wanted.length > 0) {
        await trx
          .insertInto("article_departments")
          .values(wanted.map((slug) => ({ article_id: existing.id, department_slug: slug, published_at: existing.published_at })))
          .execute();
      }
      storedDepartments.set(existing.id, wanted);
    }
    summary.updated += 1;
  }
  return summary;
}

/**
 * Inserts new articles, oldest first, with their departments and stories. Their ids are drawn
 * here (after the highest ever given, as AUTOINCREMENT would) so that the departments and the
 * stories can be written before the rows that reference them: the search index trigger then writes
 * each article's index row once, departments included (a department added after its article makes
 * FTS5 rewrite the row), and each article is inserted with its story instead of updated with it.
 * Foreign keys are deferred to the end of the transaction: a bad reference (an unknown category
 * or department) fails the commit, and the whole batch with it.
 */
async function insertFresh(
  trx: Db,
  fresh: { item: ArticleInput }[],
  indexesOfUrl: Map<string, number[]>,
  summary: WriteSummary,
): Promise<void> {
  // Until the transaction ends (SQLite resets it then): turning it off earlier would forget a
  // violation instead of failing the commit with it.
  await deferForeignKeys(trx);
  const postgres = isPostgres(trx);
  const firstId = (await lastArticleId(trx)) + 1;
  const articles = fresh.map(({ item }, position) => ({ id: firstId + position, item }));
  const stories = await placeNewArticles(
    trx,
    articles.map(({ id, item }) => ({
      id,
      title: item.title,
      summary: item.summary ?? "",
      newspaper_id: item.newspaper_id,
      published_at: item.published_at,
      category_slug: item.category_slug,
      story: item.story,
    })),
  );
  const departmentRows: { article_id: number; department_slug: string; published_at: number }[] = [];
  for (const { id, item } of articles) {
    for (const index of indexesOfUrl.get(item.url) ?? []) summary.ids[index] = id;
    for (const slug of new Set(item.departments ?? [])) departmentRows.push({ article_id: id, department_slug: slug, published_at: item.published_at });
  }
  for (const list of chunks(departmentRows)) await trx.insertInto("article_departments").values(list).execute();
  for (const list of chunks(articles)) {
    await trx
      .insertInto("articles")
      .values(list.map(({ id, item }) => ({ ...withoutDepartments(item), id, story_id: stories.get(id) ?? null })))
      .execute();
  }
  if (postgres && articles.length > 0) await sql`select setval(pg_get_serial_sequence('articles', 'id'), ${firstId + articles.length - 1})`.execute(trx);
  summary.inserted += articles.length;
}

/**
 * The highest article id ever given, so that new ids never reuse a deleted article's (its story
 * features and postings may outlive it): SQLite's AUTOINCREMENT counter, PostgreSQL's identity
 * sequence (moved on by insertFresh), or the highest stored id if that is higher.
 */
export async function lastArticleId(trx: Db): Promise<number> {
  const { rows } = isPostgres(trx)
    ? await sql<{ last: number | null }>`
        select greatest((select coalesce(max(id), 0) from articles),
          (select case when is_called then last_value else 0 end from articles_id_seq)) as last
      `.execute(trx)
    : await sql<{ last: number | null }>`
        select max(coalesce((select seq from sqlite_sequence where name = 'articles'), 0), coalesce((select max(id) from articles), 0)) as last
      `.execute(trx);
  return Number(rows[0]?.last ?? 0);
}

function withoutDepartments(item: ArticleInput): Omit<ArticleInput, "departments" | "story"> {
  const { departments: _departments, story: _story, ...row } = item;
  return row;
}

/** Writes articles in a transaction of their own (see writeArticles); returns the ids in input order. */
export async function upsertArticles(db: Db, items: ArticleInput[]): Promise<number[]> {
  return (await db.transaction().execute((trx) => writeArticles(trx, items))).ids;
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
export async function countArticlesSince(db: Db, by: CountDimension, since: number, until = Number.MAX_SAFE_INTEGER): Promise<Map<string, number>> {
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
