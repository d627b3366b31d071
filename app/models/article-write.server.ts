/*
 * Storing articles: identity (canonical URL, then feed and guid), inserts of new ones with their
 * departments and stories, rewrites of changed ones. Reading them for pages is article.server.ts.
 */
import { deferForeignKeys, lockArticleWriters } from "../db/dialect.server.js";
import type { IndexedArticle } from "../db/engine/full-text.js";
import { engineOf } from "../db/engine/index.server.js";
import type { Db, NewArticle } from "../db/schema.js";
import { urlHash } from "../db/url-hash.js";
import { distinctUrl, guidOf, isOtherItem, sameTitle, storedGuid } from "./article-identity.js";
import type { PlaceStories } from "./story.server.js";
import { chunks } from "../text/chunks.js";

/** An article to store, with the departments and municipalities it concerns. */
export interface ArticleInput<Hint = unknown> extends Omit<NewArticle, "id"> {
  departments?: string[];
  /**
   * The anchor of the item's address ('#section-2'), not stored: when another article of the same
   * feed already has this URL, the anchor tells them apart (see writeArticles).
   */
  fragment?: string | null;
  /** DIVIPOLA codes of the municipalities it is about. */
  municipalities?: string[];
  /** What the classifier already read for story grouping (its story features), passed to placement; not stored. */
  story?: Hint;
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

/** The stored fields a re-fetched item is compared with. */
interface StoredArticle {
  id: number;
  url: string;
  title: string;
  summary: string;
  image_url: string | null;
  category_slug: string;
  newspaper_id: number;
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
 * New articles are placed in their stories (same event across newspapers) in the same transaction,
 * by `placeStories` (story grouping, app/ingest/cluster/grouping.server.ts).
 */
export async function writeArticles<Hint>(trx: Db, items: ArticleInput<Hint>[], placeStories: PlaceStories<Hint>): Promise<WriteSummary> {
  const order = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.published_at - b.item.published_at);
  const summary: WriteSummary = { ids: new Array<number>(items.length), inserted: 0, updated: 0, unchanged: 0 };
  const columns = [
    "id",
    "url",
    "title",
    "summary",
    "image_url",
    "category_slug",
    "newspaper_id",
    "published_at",
    "feed_id",
    "guid",
  ] as const;
  // First in the transaction: on PostgreSQL another writer would otherwise decide on the same reads.
  await lockArticleWriters(trx);

  // What is already stored, by URL (the item's, and the address it would take beside another
  // article of its feed) and by (feed, guid).
  const byUrl = new Map<string, StoredArticle>();
  const byGuid = new Map<string, StoredArticle>();
  const guidKey = (feedId: number, guid: string) => `${feedId}\u0000${guid}`;
  const wantedUrls = new Set<string>();
  for (const item of items) {
    wantedUrls.add(item.url);
    const distinct = distinctUrl(item);
    if (distinct) wantedUrls.add(distinct);
  }
  const guidsByFeed = new Map<number, Set<string>>();
  for (const { guid, feed_id: feedId } of items) {
    if (!guid || feedId === null || feedId === undefined) continue;
    guidsByFeed.set(feedId, (guidsByFeed.get(feedId) ?? new Set()).add(guid));
  }
  // A guid that is its row's URL is stored as '' (storedGuid): such rows are found by URL, so
  // every guid is also looked up as a URL.
  const wantedGuidUrls = [...guidsByFeed.values()].flatMap((guids) => [...guids].filter((guid) => /^https?:\/\//i.test(guid)));
  const stored = (row: StoredArticle): StoredArticle => ({
    ...row,
    published_at: Number(row.published_at),
    guid: guidOf(row.guid, row.url),
  });
  // By the URL's hash (its index holds no text): a hash two URLs share finds both rows, and the URLs tell them apart.
  const hashes = new Set([...wantedUrls, ...wantedGuidUrls].map(urlHash));
  for (const list of chunks([...hashes], WRITE_CHUNK)) {
    const rows = await trx.selectFrom("articles").select(columns).where("url_hash", "in", list).execute();
    for (const row of rows.map(stored)) {
      if (wantedUrls.has(row.url)) byUrl.set(row.url, row);
      if (row.guid === row.url && row.feed_id !== null && guidsByFeed.get(row.feed_id)?.has(row.url))
        byGuid.set(guidKey(row.feed_id, row.url), row);
    }
  }
  for (const [feedId, guids] of guidsByFeed) {
    for (const list of chunks([...guids], WRITE_CHUNK)) {
      const rows = await trx
        .selectFrom("articles")
        .select(columns)
        .where("feed_id", "=", feedId)
        .where("guid", "in", list)
        .where("guid", "<>", "")
        .execute();
      for (const row of rows.map(stored)) if (row.guid) byGuid.set(guidKey(feedId, row.guid), row);
    }
  }
  // Identity: the feed's own guid says which article an item is; else its canonical URL does,
  // unless the article there is another item of the same feed (a podcast whose every episode
  // links to its home page, a blog whose posts differ by '#anchor'): then it is a new article,
  // stored under its own address (distinctUrl).
  const existingOf = (item: ArticleInput<Hint>): StoredArticle | undefined => {
    const own = item.guid && item.feed_id !== null && item.feed_id !== undefined ? byGuid.get(guidKey(item.feed_id, item.guid)) : undefined;
    if (own) return own;
    const distinct = distinctUrl(item);
    const atDistinct = distinct ? byUrl.get(distinct) : undefined;
    if (atDistinct && !isOtherItem(atDistinct, item)) return atDistinct;
    const atUrl = byUrl.get(item.url);
    if (!atUrl || isOtherItem(atUrl, item)) return undefined;
    // The row of its own feed stored under the bare URL (the first item of that page, or a row
    // stored before anchors told items apart) is an anchored item's only when it is the same
    // item: without a guid or an anchor to say so, its title must (else a new post would take
    // the place of one that left the feed).
    if (
      item.fragment &&
      !atUrl.url.includes("#") &&
      atUrl.feed_id === item.feed_id &&
      !(item.guid && atUrl.guid) &&
      !sameTitle(atUrl.title, item.title)
    )
      return undefined;
    return atUrl;
  };

  // New articles: inserted in time order, so their ids follow time; an item listed twice is stored once.
  const fresh: { item: ArticleInput<Hint>; index: number }[] = [];
  const freshUrls = new Map<string, number[]>();
  const freshItems = new Map<string, ArticleInput<Hint>>();
  const updates: { item: ArticleInput<Hint>; index: number; existing: StoredArticle }[] = [];
  for (const entry of order) {
    const existing = existingOf(entry.item);
    if (existing) {
      // Found by guid under an address another article holds: keep the address it has.
      const taken = byUrl.get(entry.item.url);
      const item = taken && taken.id !== existing.id ? { ...entry.item, url: existing.url } : entry.item;
      updates.push({ ...entry, item, existing });
      continue;
    }
    let item = entry.item;
    const earlier = freshItems.get(item.url);
    if (earlier && !isOtherItem(earlier, item)) {
      // Listed twice in one batch: one row (the earliest copy's); the repeat counts as unchanged.
      freshUrls.get(item.url)?.push(entry.index);
      summary.unchanged += 1;
      continue;
    }
    if (earlier || byUrl.has(item.url)) {
      const distinct = distinctUrl(item);
      if (!distinct || byUrl.has(distinct) || freshItems.has(distinct)) {
        // Nothing tells it apart from the article at its address: the same article, as before.
        const stored = byUrl.get(item.url);
        if (stored) updates.push({ ...entry, existing: stored });
        else {
          freshUrls.get(item.url)?.push(entry.index);
          summary.unchanged += 1;
        }
        continue;
      }
      item = { ...item, url: distinct };
    }
    freshItems.set(item.url, item);
    freshUrls.set(item.url, [entry.index]);
    fresh.push({ item, index: entry.index });
  }
  if (fresh.length > 0) await insertFresh(trx, fresh, freshUrls, summary, placeStories);

  // Articles seen before: rewrite only what changed.
  const storedDepartments = new Map<number, string[]>();
  for (const ids of chunks([...new Set(updates.map((u) => u.existing.id))], WRITE_CHUNK)) {
    const rows = await trx
      .selectFrom("article_departments")
      .select(["article_id", "department_slug"])
      .where("article_id", "in", ids)
      .orderBy("department_slug")
      .execute();
    for (const row of rows) storedDepartments.set(row.article_id, [...(storedDepartments.get(row.article_id) ?? []), row.department_slug]);
  }
  const storedMunicipalities = new Map<number, string[]>();
  for (const ids of chunks([...new Set(updates.map((u) => u.existing.id))], WRITE_CHUNK)) {
    const rows = await trx
      .selectFrom("article_municipalities")
      .select(["article_id", "municipality_code"])
      .where("article_id", "in", ids)
      .orderBy("municipality_code")
      .execute();
    for (const row of rows)
      storedMunicipalities.set(row.article_id, [...(storedMunicipalities.get(row.article_id) ?? []), row.municipality_code]);
  }
  // Articles whose indexed fields changed: their search index rows are written again at the end.
  const reindexed = new Map<number, IndexedArticle>();
  for (const { item, index, existing } of updates) {
    summary.ids[index] = existing.id;
    const row = withoutDepartments(item);
    const wanted = [...new Set(item.departments ?? [])].sort();
    const wantedTowns = [...new Set(item.municipalities ?? [])].sort();
    const contentChanged =
      existing.title !== row.title ||
      existing.summary !== (row.summary ?? "") ||
      existing.image_url !== (row.image_url ?? null) ||
      existing.category_slug !== row.category_slug;
    const urlChanged = existing.url !== row.url;
    const departmentsChanged = (storedDepartments.get(existing.id) ?? []).join(",") !== wanted.join(",");
    const municipalitiesChanged = (storedMunicipalities.get(existing.id) ?? []).join(",") !== wantedTowns.join(",");
    // The picture is not indexed; the words, the category and the departments are (the
    // municipalities are read beside the index on PostgreSQL, and through triggers on SQLite).
    const indexChanged =
      existing.title !== row.title ||
      existing.summary !== (row.summary ?? "") ||
      existing.category_slug !== row.category_slug ||
      departmentsChanged;
    if (!contentChanged && !urlChanged && !departmentsChanged && !municipalitiesChanged) {
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
          // Found by (feed, guid) under a new address: follow the publisher's new canonical URL
          // (a guid stored as '' was the old URL: it is written out unless it is the new one).
          ...(urlChanged ? { url: row.url, guid: storedGuid(existing.guid, row.url) } : {}),
        })
        .where("id", "=", existing.id)
        .execute();
      // The batch may list the same article again: compare later copies with what was just written.
      Object.assign(existing, {
        title: row.title,
        summary: row.summary ?? "",
        image_url: row.image_url ?? null,
        category_slug: row.category_slug,
        url: row.url,
      });
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
    if (municipalitiesChanged) {
      await trx.deleteFrom("article_municipalities").where("article_id", "=", existing.id).execute();
      if (wantedTowns.length > 0) {
        await trx
          .insertInto("article_municipalities")
          .values(wantedTowns.map((code) => ({ article_id: existing.id, municipality_code: code, published_at: existing.published_at })))
          .execute();
      }
      storedMunicipalities.set(existing.id, wantedTowns);
    }
    if (indexChanged) reindexed.set(existing.id, { ...existing, departments: storedDepartments.get(existing.id) ?? [] });
    summary.updated += 1;
  }
  if (reindexed.size > 0) await engineOf(trx).fullText.index(trx, [...reindexed.values()]);
  return summary;
}

/**
 * Inserts new articles, oldest first, with their departments, municipalities and stories. Their ids
 * are drawn here (after the highest ever given, as AUTOINCREMENT would) so that the places and the
 * stories can be written before the rows that reference them: the search index trigger then writes
 * each article's index row once, places included (a department added after its article makes
 * FTS5 rewrite the row), and each article is inserted with its story instead of updated with it.
 * Foreign keys are deferred to the end of the transaction: a bad reference (an unknown category
 * or department) fails the commit, and the whole batch with it.
 */
async function insertFresh<Hint>(
  trx: Db,
  fresh: { item: ArticleInput<Hint> }[],
  indexesOfUrl: Map<string, number[]>,
  summary: WriteSummary,
  placeStories: PlaceStories<Hint>,
): Promise<void> {
  // Until the transaction ends (SQLite resets it then): turning it off earlier would forget a
  // violation instead of failing the commit with it.
  await deferForeignKeys(trx);
  const engine = engineOf(trx);
  const firstId = (await lastArticleId(trx)) + 1;
  const articles = fresh.map(({ item }, position) => ({ id: firstId + position, item }));
  const stories = await placeStories(
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
  const municipalityRows: { article_id: number; municipality_code: string; published_at: number }[] = [];
  for (const { id, item } of articles) {
    for (const index of indexesOfUrl.get(item.url) ?? []) summary.ids[index] = id;
    for (const slug of new Set(item.departments ?? []))
      departmentRows.push({ article_id: id, department_slug: slug, published_at: item.published_at });
    for (const code of new Set(item.municipalities ?? []))
      municipalityRows.push({ article_id: id, municipality_code: code, published_at: item.published_at });
  }
  for (const list of chunks(departmentRows, WRITE_CHUNK)) await trx.insertInto("article_departments").values(list).execute();
  for (const list of chunks(municipalityRows, WRITE_CHUNK)) await trx.insertInto("article_municipalities").values(list).execute();
  for (const list of chunks(articles, WRITE_CHUNK)) {
    await trx
      .insertInto("articles")
      .values(
        list.map(({ id, item }) => ({
          ...withoutDepartments(item),
          guid: storedGuid(item.guid, item.url),
          url_hash: urlHash(item.url),
          id,
          story_id: stories.get(id) ?? null,
        })),
      )
      .execute();
  }
  if (articles.length > 0) {
    await engine.ids.articleIdsGiven(trx, firstId + articles.length - 1);
    await engine.fullText.index(
      trx,
      articles.map(({ id, item }) => ({ ...indexedFields(item), id, departments: [...new Set(item.departments ?? [])] })),
    );
  }
  summary.inserted += articles.length;
}

/**
 * The highest article id ever given, so that new ids never reuse a deleted article's (its story
 * features and postings may outlive it): SQLite's AUTOINCREMENT counter, PostgreSQL's identity
 * sequence (moved on by insertFresh), or the highest stored id if that is higher.
 */
export async function lastArticleId(trx: Db): Promise<number> {
  return engineOf(trx).ids.lastArticleId(trx);
}

/** The fields of an article its search index row is made of (with its id and departments added by the caller). */
function indexedFields(item: Omit<NewArticle, "id">): Omit<IndexedArticle, "id" | "departments"> {
  return {
    title: item.title,
    summary: item.summary ?? "",
    category_slug: item.category_slug,
    newspaper_id: item.newspaper_id,
    published_at: item.published_at,
  };
}

function withoutDepartments<Hint>(
  item: ArticleInput<Hint>,
): Omit<ArticleInput<Hint>, "departments" | "municipalities" | "story" | "fragment"> {
  const { departments: _departments, municipalities: _municipalities, story: _story, fragment: _fragment, ...row } = item;
  return row;
}

/** Writes articles in a transaction of their own (see writeArticles); returns the ids in input order. */
export async function upsertArticles<Hint>(db: Db, items: ArticleInput<Hint>[], placeStories: PlaceStories<Hint>): Promise<number[]> {
  return (await db.transaction().execute((trx) => writeArticles(trx, items, placeStories))).ids;
}
