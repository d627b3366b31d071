import type { Db } from "../db/schema.js";
import { type ArticleInput, upsertArticles, type WriteSummary, writeArticles } from "../models/article-write.server.js";
import type { StoryGrouping } from "./cluster/grouping.server.js";
import type { ReadStoryFeatures } from "./cluster/features.js";
import { type FeedFetchRecord, recordFeedFetch } from "../models/feed.server.js";
import type { Classification, NormalizedItem } from "./types.js";

/** A normalized item with its category and places: ready to store. */
export type ClassifiedItem = NormalizedItem & Classification<ReadStoryFeatures>;

/** Where a batch comes from: the newspaper, and the feed when it was read from one. */
export interface BatchSource {
  newspaperId: number;
  feedId: number | null;
}

/** Turns a classified item into the row the articles table stores. */
export function toArticleInput(item: ClassifiedItem, source: BatchSource, fetchedAt: number): ArticleInput<ReadStoryFeatures> {
  return {
    url: item.url,
    fragment: item.fragment,
    guid: item.guid,
    newspaper_id: source.newspaperId,
    feed_id: source.feedId,
    title: item.title,
    summary: item.summary,
    image_url: item.imageUrl,
    author: item.author,
    category_slug: item.category,
    published_at: item.publishedAt,
    publisher_published_at: item.publishedAtFromFeed ? item.publishedAt : null,
    fetched_at: fetchedAt,
    updated_at: fetchedAt,
    departments: item.departments,
    municipalities: item.municipalities,
    story: item.story,
  };
}

/**
 * Stores one feed's items and the feed's new fetch state in a single transaction: either the
 * whole batch and the state land, or nothing does and the articles already stored are untouched.
 */
export async function storeFeedBatch(
  db: Db,
  grouping: Pick<StoryGrouping, "placeNew">,
  input: { source: BatchSource; items: ClassifiedItem[]; fetchedAt: number; record?: FeedFetchRecord },
): Promise<WriteSummary> {
  return db.transaction().execute(async (trx) => {
    const summary = await writeArticles(
      trx,
      input.items.map((item) => toArticleInput(item, input.source, input.fetchedAt)),
      grouping.placeNew,
    );
    if (input.record && input.source.feedId !== null) {
      const record = input.record.ok ? { ...input.record, itemsStored: summary.inserted } : input.record;
      await recordFeedFetch(trx, input.source.feedId, record);
    }
    return summary;
  });
}

/**
 * Stores articles that did not come from a feed (an import, the sample articles, tests) in a
 * transaction of their own, grouped in stories like ingested ones; returns their ids in input order.
 */
export async function storeArticles(
  db: Db,
  grouping: Pick<StoryGrouping, "placeNew">,
  items: ArticleInput<ReadStoryFeatures>[],
): Promise<number[]> {
  return upsertArticles(db, items, grouping.placeNew);
}
